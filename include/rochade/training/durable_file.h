// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a file so that a crash leaves the old one or the new one, never a torn one.
#pragma once

#include "rochade/core/error.h"

#include <string>
#include <string_view>

namespace rochade::training {

/// Replaces the file at `path` by `bytes` atomically and durably (POSIX): written to a new
/// temporary file in the same directory ("path.XXXXXX"), flushed to the disk (fsync), renamed
/// over `path`, and the directory flushed so the rename itself survives a power cut. A
/// process killed at any moment leaves `path` either as it was or as written; a temporary
/// file it leaves behind is never read. The file keeps the permissions of the one it
/// replaces (0644 for a new one). The error says which step failed; `path` is then unchanged,
/// except when only the final flush of the directory failed (the error says so): then the new
/// file is in place but might not survive a power cut.
/// Concurrent writers of one path do not tear each other's files: the last rename wins.
Result<bool> writeFileAtomically(const std::string& path, std::string_view bytes);

} // namespace rochade::training
