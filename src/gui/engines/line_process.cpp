// SPDX-License-Identifier: GPL-3.0-or-later
// A child program spoken to in lines: started, read line by line, stopped within a bound.
#include "engines/line_process.h"

namespace rochade::gui {

LineProcess::LineProcess(QObject* parent)
    : QObject(parent) {
}

LineProcess::~LineProcess() {
    stop({}, 0);
}

void LineProcess::start(const QString& program, const QStringList& arguments) {
    stop({}, 0);
    m_buffer.clear();
    m_process = new QProcess(this);
    // The program's diagnostics are not part of the conversation.
    m_process->setStandardErrorFile(QProcess::nullDevice());
    connect(m_process, &QProcess::readyReadStandardOutput, this, &LineProcess::readLines);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (m_process) emit errorOccurred(error, m_process->errorString());
    });
    connect(m_process, &QProcess::finished, this, &LineProcess::onFinished);
    connect(m_process, &QProcess::started, this, [this] {
        m_lastPid = m_process->processId();
        emit started();
    });
    m_process->start(program, arguments, QIODevice::ReadWrite);
}

void LineProcess::send(const QString& line) {
    if (m_process && m_process->state() != QProcess::NotRunning)
        m_process->write((line + QLatin1Char('\n')).toUtf8());
}

void LineProcess::stop(const QString& lastLine, int graceMs) {
    if (!m_process) return;
    QProcess* process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    // The GUI thread waits here: a moment for the program to leave on its own, then it is
    // killed. A program that only reads its input between tasks would otherwise hold the
    // caller for the whole grace period.
    if (process->state() == QProcess::Running && graceMs > 0) {
        process->write((lastLine + QLatin1Char('\n')).toUtf8());
        process->closeWriteChannel(); // end of input, for programs that miss the word
        process->waitForFinished(graceMs);
    }
    if (process->state() != QProcess::NotRunning) {
        process->kill();
        process->waitForFinished(1000); // returns as soon as the killed process is reaped
    }
    // Later, not now: this may run inside one of the process's own signals.
    process->deleteLater();
}

void LineProcess::readLines() {
    if (!m_process) return;
    m_buffer += m_process->readAllStandardOutput();
    qsizetype newline;
    // A listener may stop (or restart) the program on any line: then the rest is not read.
    while (m_process && (newline = m_buffer.indexOf('\n')) >= 0) {
        QByteArray line = m_buffer.left(newline);
        m_buffer.remove(0, newline + 1);
        if (line.endsWith('\r')) line.chop(1);
        emit lineReceived(QString::fromUtf8(line));
    }
    if (m_process && m_buffer.size() > kMaxLineBytes) emit lineTooLong();
}

void LineProcess::onFinished() {
    if (!m_process) return;
    // Read what it said last: a dying program may still have sent its answer.
    readLines();
    if (!m_process) return;
    emit finished(m_process->exitCode());
}

} // namespace rochade::gui
