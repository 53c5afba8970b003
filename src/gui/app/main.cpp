// SPDX-License-Identifier: GPL-3.0-or-later
// The rochade desktop application's entry point.
#include "app/background_review_actions.h"
#include "app/command_line.h"
#include "app/library_actions.h"
#include "app/main_window.h"
#include "app/rating_actions.h"
#include "app/translations.h"

#include <QApplication>
#include <QIcon>

int main(int argc, char* argv[]) {
    // --help and --version print and end here, before QApplication needs a display.
    if (const int status = rochade::gui::handleTextOnlyCommandLine(argc, argv); status >= 0)
        return status;
    QApplication app(argc, argv);
    rochade::gui::setApplicationIdentity();
    rochade::gui::installTranslations(app); // after the names: QSettings needs them
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/rochade.svg")));

    rochade::gui::MainWindow window;
    // Resumes an unfinished game from the last session, then keeps saving the running one.
    window.enableAutosave(rochade::gui::defaultAutosavePath());
    window.enableLibrary(rochade::gui::defaultLibraryPath());
    window.enableBackgroundReview(rochade::gui::defaultBackgroundReviewFiles());
    window.enableRating(rochade::gui::defaultRatingPath());
    window.show();
    // `rochade game.pgn` (the file manager's "Open with"): opened over the resumed game,
    // which is offered for saving first.
    if (const QString file = rochade::gui::fileToOpen(QApplication::arguments()); !file.isEmpty())
        window.openPgnFile(file);
    else
        window.rateLaunchGame(); // the first-time question over the first game, or Adaptive's level
    return app.exec();
}
