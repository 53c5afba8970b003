# SPDX-License-Identifier: GPL-3.0-or-later
# The board part of rochade_gui: included by src/gui/CMakeLists.txt, which adds these to the
# rochade_gui library (sources relative to src/gui; headers with full paths so AUTOMOC sees
# their Q_OBJECT classes; the piece images as a compiled-in resource, prefix "/pieces").
set(ROCHADE_GUI_BOARD_SOURCES
    board_accessible.cpp
    board_keys.cpp
    board_painter.cpp
    board_selection.cpp
    board_square_names.cpp
    board_theme.cpp
    board_widget.cpp
    move_explainer.cpp
    piece_set.cpp
    promotion_chooser.cpp
    promotion_popup.cpp
    metatypes.cpp
)
set(ROCHADE_GUI_BOARD_HEADERS
    ${PROJECT_SOURCE_DIR}/include/rochade/gui/board_accessible.h
    ${PROJECT_SOURCE_DIR}/include/rochade/gui/board_keys.h
    ${PROJECT_SOURCE_DIR}/include/rochade/gui/board_painter.h
    ${PROJECT_SOURCE_DIR}/include/rochade/gui/board_selection.h
    ${PROJECT_SOURCE_DIR}/include/rochade/gui/board_square_names.h
    ${PROJECT_SOURCE_DIR}/include/rochade/gui/board_theme.h
    ${PROJECT_SOURCE_DIR}/include/rochade/gui/board_widget.h
    ${PROJECT_SOURCE_DIR}/include/rochade/gui/move_explainer.h
    ${PROJECT_SOURCE_DIR}/include/rochade/gui/piece_set.h
    ${PROJECT_SOURCE_DIR}/include/rochade/gui/promotion_chooser.h
    ${PROJECT_SOURCE_DIR}/include/rochade/gui/promotion_popup.h
    ${PROJECT_SOURCE_DIR}/include/rochade/gui/metatypes.h
)
# Compiles resources/pieces.qrc; add ${ROCHADE_GUI_BOARD_RESOURCES} to rochade_gui's sources.
# PieceSet calls Q_INIT_RESOURCE(pieces), which a static library needs.
qt_add_resources(ROCHADE_GUI_BOARD_RESOURCES ${PROJECT_SOURCE_DIR}/resources/pieces.qrc)
