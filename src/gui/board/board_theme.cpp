// SPDX-License-Identifier: GPL-3.0-or-later
// The table of board colour themes.
#include "board/board_theme.h"

#include <QCoreApplication>

namespace rochade::gui {

QString BoardTheme::displayName() const {
    return QCoreApplication::translate("BoardTheme", name);
}

const QList<BoardTheme>& boardThemes() {
    static const QList<BoardTheme> kThemes = {
        // Warm wood tones: the original board.
        { QStringLiteral("walnut"), QT_TRANSLATE_NOOP("BoardTheme", "Walnut"),
            QColor(0xee, 0xdb, 0xbb), QColor(0xb0, 0x84, 0x5e), QColor(226, 196, 64, 105),
            QColor(84, 150, 70, 150), QColor(46, 108, 204, 210), QColor(36, 44, 30, 88),
            QColor(30, 110, 210, 175), QColor(84, 150, 70, 95), QColor(38, 140, 88, 185),
            QColor(232, 28, 28, 235), QColor(24, 92, 214), QColor(255, 255, 255, 220) },
        // Cool blue-grey, like a calm sea.
        { QStringLiteral("sea"), QT_TRANSLATE_NOOP("BoardTheme", "Sea"), QColor(0xdf, 0xe6, 0xec),
            QColor(0x7d, 0x97, 0xab), QColor(245, 214, 80, 120), QColor(250, 170, 60, 150),
            QColor(170, 40, 120, 210), QColor(20, 34, 48, 95), QColor(190, 60, 20, 180),
            QColor(250, 170, 60, 100), QColor(220, 110, 30, 185), QColor(232, 28, 28, 235),
            QColor(200, 70, 10), QColor(255, 255, 255, 220) },
        // Greens of a tournament board.
        { QStringLiteral("meadow"), QT_TRANSLATE_NOOP("BoardTheme", "Meadow"),
            QColor(0xee, 0xee, 0xd2), QColor(0x76, 0x96, 0x56), QColor(246, 222, 70, 130),
            QColor(60, 130, 210, 140), QColor(150, 40, 160, 210), QColor(28, 40, 20, 95),
            QColor(40, 90, 200, 185), QColor(60, 130, 210, 95), QColor(40, 90, 200, 175),
            QColor(232, 28, 28, 235), QColor(30, 60, 190), QColor(255, 255, 255, 220) },
        // For low vision: near white against a mid blue that both piece colours stand out
        // from, and strong, nearly opaque markers.
        { QStringLiteral("high-contrast"), QT_TRANSLATE_NOOP("BoardTheme", "High contrast"),
            QColor(0xff, 0xff, 0xff), QColor(0x4f, 0x6f, 0xc8), QColor(255, 200, 0, 170),
            QColor(0, 200, 60, 190), QColor(255, 0, 200, 255), QColor(0, 0, 0, 150),
            QColor(255, 0, 200, 230), QColor(0, 200, 60, 140), QColor(255, 120, 0, 230),
            QColor(255, 0, 0, 255), QColor(255, 0, 200), QColor(0, 0, 0, 255) },
    };
    return kThemes;
}

const BoardTheme& defaultBoardTheme() {
    return boardThemes().front();
}

const BoardTheme& boardTheme(const QString& id) {
    for (const BoardTheme& t : boardThemes())
        if (t.id == id) return t;
    return defaultBoardTheme();
}

} // namespace rochade::gui
