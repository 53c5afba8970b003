// SPDX-License-Identifier: GPL-3.0-or-later
// A chess engine as a child process, driven over a socket pair (POSIX).
#include "rochade/cli/engine_process.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace rochade::cli {

namespace {

using Clock = std::chrono::steady_clock;

// A socket pair rather than pipes: send() with MSG_NOSIGNAL reports a dead engine as an
// error instead of raising SIGPIPE, without changing the process-wide signal handling.
bool waitForExit(pid_t pid, std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        int status = 0;
        const pid_t done = ::waitpid(pid, &status, WNOHANG);
        if (done == pid || (done < 0 && errno == ECHILD)) return true;
        if (Clock::now() >= deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

} // namespace

EngineProcess::EngineProcess(pid_t pid, int socket)
    : m_pid(pid)
    , m_socket(socket) {
}

Result<std::unique_ptr<EngineProcess>> EngineProcess::start(const std::string& path) {
    if (::access(path.c_str(), X_OK) != 0)
        return Error { "engine '" + path + "' is not an executable file" };
    int sockets[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sockets) != 0)
        return Error { std::string("socketpair failed: ") + std::strerror(errno) };
    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(sockets[0]);
        ::close(sockets[1]);
        return Error { std::string("fork failed: ") + std::strerror(errno) };
    }
    if (pid == 0) {
        // Child: only async-signal-safe calls until exec.
        ::dup2(sockets[1], STDIN_FILENO);
        ::dup2(sockets[1], STDOUT_FILENO);
        const int devNull = ::open("/dev/null", O_WRONLY);
        if (devNull >= 0) ::dup2(devNull, STDERR_FILENO);
        ::execl(path.c_str(), path.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(sockets[1]);
    return std::unique_ptr<EngineProcess>(new EngineProcess(pid, sockets[0]));
}

EngineProcess::~EngineProcess() {
    send("quit");
    if (!waitForExit(m_pid, std::chrono::milliseconds(1000))) {
        ::kill(m_pid, SIGKILL);
        waitForExit(m_pid, std::chrono::milliseconds(1000));
    }
    ::close(m_socket);
}

bool EngineProcess::send(std::string_view line) {
    std::string data(line);
    data += '\n';
    std::size_t sent = 0;
    while (sent < data.size()) {
        const ssize_t n = ::send(m_socket, data.data() + sent, data.size() - sent, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        sent += static_cast<std::size_t>(n);
    }
    return true;
}

std::optional<std::string> EngineProcess::readLine(std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        if (const auto newline = m_buffer.find('\n'); newline != std::string::npos) {
            std::string line = m_buffer.substr(0, newline);
            m_buffer.erase(0, newline + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        if (m_closed) return std::nullopt;
        const auto left
            = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) return std::nullopt;
        pollfd fd { m_socket, POLLIN, 0 };
        const int ready = ::poll(&fd, 1, static_cast<int>(left.count()));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return std::nullopt;
        char chunk[4096];
        const ssize_t n = ::read(m_socket, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            m_closed = true;
            continue;
        }
        m_buffer.append(chunk, static_cast<std::size_t>(n));
    }
}

} // namespace rochade::cli
