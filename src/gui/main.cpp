// SPDX-License-Identifier: GPL-3.0-or-later
// The rochade desktop application's entry point.
#include "rochade/gui/main_window.h"
#include "rochade/gui/translations.h"

#include <QApplication>
#include <QIcon>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Rochade"));
    QApplication::setApplicationName(QStringLiteral("Rochade"));
    QApplication::setApplicationVersion(QStringLiteral(ROCHADE_VERSION));
    rochade::gui::installTranslations(app); // after the names: QSettings needs them
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/rochade.svg")));

    rochade::gui::MainWindow window;
    // Resumes an unfinished game from the last session, then keeps saving the running one.
    window.enableAutosave(rochade::gui::defaultAutosavePath());
    window.show();
    return app.exec();
}
