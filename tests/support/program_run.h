// SPDX-License-Identifier: GPL-3.0-or-later
// A program run the way a user runs it (rochade-cli and the test tools): a process of its own,
// no shell between, stdout and stderr into files of a scratch folder, then its exit status and
// output for the test to read. One place for what the command tests of every library need.
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

extern char** environ;

namespace rochade::program_run {

/// What a finished program left: its exit status (-1 if it did not exit normally or could
/// not start), stdout whole and as lines, stderr.
struct ProgramRun {
    int status = -1;
    std::string out;
    std::vector<std::string> lines;
    std::string err;
};

inline std::string readFileText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The lines of `text`, without their line ends.
inline std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream stream(text);
    for (std::string line; std::getline(stream, line);)
        lines.push_back(line);
    return lines;
}

/// The fields of one machine-readable output line.
inline std::vector<std::string> tabFields(const std::string& line) {
    std::vector<std::string> fields;
    std::istringstream stream(line);
    for (std::string field; std::getline(stream, field, '\t');)
        fields.push_back(field);
    return fields;
}

/// A new empty folder under the temporary directory, removed with everything in it when the
/// object goes.
class ScratchFolder {
public:
    ScratchFolder() {
        std::string pattern
            = (std::filesystem::temp_directory_path() / "rochade-test-XXXXXX").string();
        if (::mkdtemp(pattern.data()) != nullptr) m_path = pattern;
    }
    ~ScratchFolder() {
        std::error_code ignored;
        if (!m_path.empty()) std::filesystem::remove_all(m_path, ignored);
    }
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;

    const std::filesystem::path& path() const { return m_path; }
    std::filesystem::path path(const std::string& name) const { return m_path / name; }
    /// Writes `text` as the file `name` in the folder and returns its path.
    std::filesystem::path file(const std::string& name, const std::string& text) const {
        const std::filesystem::path file = m_path / name;
        std::ofstream(file, std::ios::binary) << text;
        return file;
    }

private:
    std::filesystem::path m_path;
};

/// Runs `argv` (argv[0] the program's path) with stdin from /dev/null, its stdout and stderr
/// in files of the folder `scratch`, and waits for it.
inline ProgramRun runProgram(std::vector<std::string> argv, const std::filesystem::path& scratch) {
    const std::string outPath = (scratch / "program.stdout").string();
    const std::string errPath = (scratch / "program.stderr").string();
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(
        &actions, 1, outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(
        &actions, 2, errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    std::vector<char*> args;
    for (std::string& a : argv)
        args.push_back(a.data());
    args.push_back(nullptr);
    ProgramRun run;
    pid_t pid = -1;
    if (!argv.empty()
        && ::posix_spawn(&pid, argv.front().c_str(), &actions, nullptr, args.data(), environ)
            == 0) {
        int status = 0;
        ::waitpid(pid, &status, 0);
        run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    posix_spawn_file_actions_destroy(&actions);
    run.out = readFileText(outPath);
    run.lines = linesOf(run.out);
    run.err = readFileText(errPath);
    return run;
}

} // namespace rochade::program_run
