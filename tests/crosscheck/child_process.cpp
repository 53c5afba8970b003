// SPDX-License-Identifier: GPL-3.0-or-later
// ChildProcess over pipe(), fork() and execv(); poll() bounds every wait.
#include "child_process.h"

#include <cerrno>
#include <csignal>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace rochade::testing {

ChildProcess::ChildProcess(const std::string& path, const std::vector<std::string>& arguments) {
    if (access(path.c_str(), X_OK) != 0) return;
    // A child that dies must make writeLine() fail, not kill the test with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    int toChild[2];
    int fromChild[2];
    if (pipe(toChild) != 0) return;
    if (pipe(fromChild) != 0) {
        close(toChild[0]);
        close(toChild[1]);
        return;
    }
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(toChild[0], STDIN_FILENO);
        dup2(fromChild[1], STDOUT_FILENO);
        close(toChild[0]);
        close(toChild[1]);
        close(fromChild[0]);
        close(fromChild[1]);
        std::vector<char*> argv { const_cast<char*>(path.c_str()) };
        for (const std::string& argument : arguments)
            argv.push_back(const_cast<char*>(argument.c_str()));
        argv.push_back(nullptr);
        execv(path.c_str(), argv.data());
        _exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    if (pid < 0) {
        close(toChild[1]);
        close(fromChild[0]);
        return;
    }
    m_pid = pid;
    m_toChild = toChild[1];
    m_fromChild = fromChild[0];
}

ChildProcess::~ChildProcess() {
    if (m_pid <= 0) return;
    close(m_toChild);
    close(m_fromChild);
    for (int i = 0; i < 50; ++i) {
        if (waitpid(m_pid, nullptr, WNOHANG) == m_pid) return;
        usleep(20000);
    }
    kill(m_pid, SIGKILL);
    waitpid(m_pid, nullptr, 0);
}

bool ChildProcess::writeLine(std::string_view line) {
    if (m_pid <= 0) return false;
    std::string data(line);
    data += '\n';
    std::size_t written = 0;
    while (written < data.size()) {
        const ssize_t n = write(m_toChild, data.data() + written, data.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        written += static_cast<std::size_t>(n);
    }
    return true;
}

std::optional<std::string> ChildProcess::readLine(int timeoutMs) {
    if (m_pid <= 0) return std::nullopt;
    for (;;) {
        const std::size_t newline = m_buffer.find('\n');
        if (newline != std::string::npos) {
            std::string line = m_buffer.substr(0, newline);
            m_buffer.erase(0, newline + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        pollfd fd { m_fromChild, POLLIN, 0 };
        const int ready = poll(&fd, 1, timeoutMs);
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return std::nullopt;
        char chunk[4096];
        const ssize_t n = read(m_fromChild, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return std::nullopt;
        m_buffer.append(chunk, static_cast<std::size_t>(n));
    }
}

} // namespace rochade::testing
