// SPDX-License-Identifier: GPL-3.0-or-later
// Atomic, durable file replacement: temporary file, fsync, rename, fsync of the directory.
#include "rochade/training/durable_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace rochade::training {

namespace {

std::string systemErrorText() {
    return std::strerror(errno);
}

/// Writes all of `bytes` to `fd`, through short writes and interrupted calls.
bool writeAllBytes(int fd, std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

/// Flushes the directory holding `path`, so that a rename in it is on the disk.
bool syncDirectoryOf(const std::string& path) {
    std::string directory = std::filesystem::path(path).parent_path().string();
    if (directory.empty()) directory = ".";
    const int fd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return false;
    const bool synced = ::fsync(fd) == 0;
    ::close(fd);
    return synced;
}

} // namespace

Result<bool> writeFileAtomically(const std::string& path, std::string_view bytes) {
    // 1. A new file beside the target (the same file system, so rename is atomic), with a
    //    name no other writer has.
    std::vector<char> tmpPath(path.begin(), path.end());
    const std::string_view suffix = ".XXXXXX";
    tmpPath.insert(tmpPath.end(), suffix.begin(), suffix.end());
    tmpPath.push_back('\0');
    const int fd = ::mkostemp(tmpPath.data(), O_CLOEXEC);
    if (fd < 0) return Error { "cannot create a file beside '" + path + "': " + systemErrorText() };
    const std::string tmp(tmpPath.data());
    const auto fail = [&](const std::string& what) {
        const std::string reason = systemErrorText();
        ::close(fd);
        ::unlink(tmp.c_str());
        return Error { what + ": " + reason };
    };
    // 2. The permissions of the file replaced; mkstemp makes 0600.
    struct stat old { };
    const mode_t mode = ::stat(path.c_str(), &old) == 0 ? (old.st_mode & 07777) : 0644;
    if (::fchmod(fd, mode) != 0) return fail("cannot set the permissions of '" + tmp + "'");
    // 3. The bytes, on the disk before the rename makes them the file.
    if (!writeAllBytes(fd, bytes)) return fail("cannot write '" + tmp + "'");
    if (::fsync(fd) != 0) return fail("cannot flush '" + tmp + "' to the disk");
    if (::close(fd) != 0) {
        const std::string reason = systemErrorText();
        ::unlink(tmp.c_str());
        return Error { "cannot close '" + tmp + "': " + reason };
    }
    // 4. The rename, then the directory entry on the disk.
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        const std::string reason = systemErrorText();
        ::unlink(tmp.c_str());
        return Error { "cannot rename '" + tmp + "' to '" + path + "': " + reason };
    }
    if (!syncDirectoryOf(path))
        return Error { "'" + path
            + "' was written, but its directory could not be flushed: " + systemErrorText() };
    return true;
}

} // namespace rochade::training
