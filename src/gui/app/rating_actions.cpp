// SPDX-License-Identifier: GPL-3.0-or-later
// The player's rating in the window.
#include "app/rating_actions.h"

#include "dialogs/experience_dialog.h"
#include "dialogs/rating_dialog.h"
#include "game/game_controller.h"

#include <QAction>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <chrono>
#include <cmath>

namespace rochade::gui {

namespace {

/// True if a game of `setup` is one the rating follows: against Rochade's own levels.
bool isAgainstALevel(const GameSetup& setup) {
    return setup.mode == PlayMode::VsComputer && setup.opponent == Opponent::BuiltIn;
}

std::chrono::sys_days todayForRating() {
    const QDate today = QDate::currentDate();
    return std::chrono::sys_days(std::chrono::year(today.year())
        / std::chrono::month(unsigned(today.month())) / std::chrono::day(unsigned(today.day())));
}

/// "+15", "-8", "+0": the change as the player sees it, in whole points.
QString signedChange(long change) {
    return change < 0 ? QString::number(change) : QStringLiteral("+%1").arg(change);
}

} // namespace

QString defaultRatingPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("rating.txt"));
}

RatingActions::RatingActions(GameController* controller, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_window(window)
    , m_ratingAction(new QAction(tr("Your Ra&ting…"), this)) {
    m_ratingAction->setObjectName(QStringLiteral("ratingAction"));
    m_ratingAction->setStatusTip(
        tr("Your rating against Rochade's levels, its history and the level it suggests"));
    connect(m_ratingAction, &QAction::triggered, this, &RatingActions::showRatingDialog);
}

void RatingActions::enable(const QString& path) {
    m_path = path;
    m_rating.reset();
    m_fileUnreadable = false;
    if (path.isEmpty() || !QFile::exists(path)) return;
    Result<training::PlayerRating> read = training::readPlayerRatingFile(path.toStdString());
    if (!read.ok()) {
        m_fileUnreadable = true;
        emit statusMessage(tr("Your rating could not be read (%1). The file was left as it is; "
                              "games are not rated until it is mended or removed.")
                               .arg(QString::fromStdString(read.error().message)));
        return;
    }
    m_rating = std::move(read).value();
    emit ratingChanged();
}

bool RatingActions::needsFirstAnswer() const {
    return !m_path.isEmpty() && !m_fileUnreadable && !m_rating;
}

AdaptivePick RatingActions::adaptivePick() const {
    const double rating = m_rating ? m_rating->current().rating
                                   : training::startingRating(training::Experience::Casual).rating;
    return { training::suggestedLevel(rating), int(std::lround(rating)), m_rating.has_value() };
}

GameSetup RatingActions::prepareGame(const GameSetup& setup) {
    if (isAgainstALevel(setup) && needsFirstAnswer()) askExperience();
    GameSetup played = setup;
    if (setup.adaptive && setup.mode == PlayMode::VsComputer) played.level = adaptivePick().level;
    return played;
}

void RatingActions::gameStarted(const GameSetup& setup) {
    m_gameCounts = isAgainstALevel(setup);
    m_gameRated = false;
    m_gameLevel = setup.level;
}

void RatingActions::forgetGame() {
    m_gameCounts = false;
}

void RatingActions::askExperience() {
    ExperienceDialog dialog(m_window);
    dialog.exec();
    m_rating.emplace(dialog.experience());
    save();
    emit ratingChanged();
}

void RatingActions::onGameOver(const QString& text) {
    if (!countsRunningGame() || !m_rating || m_path.isEmpty()) return;
    const GameStatus status = m_controller->status();
    if (status.result == GameResult::Ongoing || status.reason == GameEndReason::AsRecorded) return;
    m_gameRated = true;
    if (m_controller->game().currentNode().ply < 2) {
        emit statusMessage(text + QLatin1Char(' ')
            + tr("The game was too short to be rated (fewer than one move each)."));
        return;
    }
    double score = 0.5;
    if (status.result != GameResult::Draw) {
        const Color winner = status.result == GameResult::WhiteWins ? Color::White : Color::Black;
        score = winner == m_controller->humanColor() ? 1.0 : 0.0;
    }
    const long before = std::lround(m_rating->current().rating);
    m_rating->recordGame(m_gameLevel, score, todayForRating());
    const long after = std::lround(m_rating->current().rating);
    save();
    const QString change = tr("Your rating: %1 (%2)").arg(after).arg(signedChange(after - before));
    emit statusMessage(text + QLatin1Char(' ') + change);
    emit gameRated(change);
    emit ratingChanged();
    if (m_dialog) m_dialog->setRating(rating());
}

bool RatingActions::save() {
    if (!m_rating || m_path.isEmpty()) return false;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    const Result<bool> written = training::writePlayerRatingFile(*m_rating, m_path.toStdString());
    if (written.ok()) return true;
    // Kept in memory: the next rated game writes it again.
    emit statusMessage(tr("Your rating could not be saved: %1")
                           .arg(QString::fromStdString(written.error().message)));
    return false;
}

void RatingActions::showRatingDialog() {
    if (!m_dialog) {
        m_dialog = new RatingDialog(m_window);
        connect(m_dialog, &RatingDialog::startOverRequested, this, &RatingActions::startOver);
    }
    m_dialog->setRating(rating());
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

void RatingActions::startOver() {
    if (!m_path.isEmpty() && QFile::exists(m_path) && !QFile::remove(m_path)) {
        emit statusMessage(tr("Your rating could not be deleted: %1").arg(m_path));
        return;
    }
    m_rating.reset();
    m_fileUnreadable = false;
    if (m_dialog) m_dialog->setRating(nullptr);
    emit statusMessage(
        tr("Your rating was deleted. Your next game against the computer starts it again."));
    emit ratingChanged();
}

} // namespace rochade::gui
