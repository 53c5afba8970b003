// SPDX-License-Identifier: GPL-3.0-or-later
// LineProcess: a child program spoken to in lines of text, its lifecycle bounded in time.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace rochade::gui {

/// Runs one program at a time and speaks to it in UTF-8 lines: writes a line, reads its
/// standard output line by line (its standard error is dropped). Lives in the GUI thread and
/// never blocks it, except stop(), which waits a bounded time. Knows no protocol.
///
/// Signals come from inside QProcess's own signals, or from start() itself when the program
/// cannot be run. After stop() nothing more is emitted for that program.
class LineProcess : public QObject {
    Q_OBJECT
public:
    /// A line longer than this is no protocol's (and must not grow the buffer without end).
    static constexpr qsizetype kMaxLineBytes = 64 * 1024;

    explicit LineProcess(QObject* parent = nullptr);
    /// Kills the program if it still runs (stop() with no grace).
    ~LineProcess() override;

    /// Starts `program`; started() follows, or errorOccurred(FailedToStart) (perhaps before
    /// start() returns). A program still running is stopped first, without grace.
    void start(const QString& program, const QStringList& arguments);
    /// True from start() until stop().
    bool isStarted() const { return m_process != nullptr; }
    /// The process id of the program last started (0 if none).
    qint64 lastProcessId() const { return m_lastPid; }
    /// Writes `line` and a newline, if the program runs; else nothing.
    void send(const QString& line);
    /// Writes `lastLine` and ends the program's input, waits at most `graceMs` for it to
    /// exit, then kills it (and reaps it, at most 1 s more). Emits nothing. Idempotent.
    void stop(const QString& lastLine, int graceMs);

signals:
    void started();
    /// One line of output, without its line end ("\n" or "\r\n").
    void lineReceived(const QString& line);
    /// The program wrote more than kMaxLineBytes without a line end.
    void lineTooLong();
    /// As QProcess::errorOccurred; `errorString` says what happened.
    void errorOccurred(QProcess::ProcessError error, const QString& errorString);
    /// The program ended by itself; its last lines were emitted before this.
    void finished(int exitCode);

private:
    void readLines();
    void onFinished();

    QProcess* m_process = nullptr;
    QByteArray m_buffer;
    qint64 m_lastPid = 0;
};

} // namespace rochade::gui
