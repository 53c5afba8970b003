// SPDX-License-Identifier: GPL-3.0-or-later
// Memory that reads as zeros and costs nothing until it is written: the hash table's storage.
#pragma once

#include <cstddef>

namespace rochade::engine {

/// Anonymous pages from the kernel, which hands each one out zero-filled on its first write.
/// A 32 MiB table is therefore "cleared" without writing 32 MiB: making it is instant and
/// only the pages a search touches become resident, in the thread that searches (the window
/// makes its engines in the GUI thread and must not fault in their tables there). Move-only.
class ZeroedPages {
public:
    ZeroedPages() = default;
    /// Throws std::bad_alloc when the kernel refuses.
    explicit ZeroedPages(std::size_t bytes);
    ~ZeroedPages();
    ZeroedPages(ZeroedPages&& other) noexcept;
    ZeroedPages& operator=(ZeroedPages&& other) noexcept;
    ZeroedPages(const ZeroedPages&) = delete;
    ZeroedPages& operator=(const ZeroedPages&) = delete;

    void* data() const { return m_data; }
    std::size_t size() const { return m_bytes; }

private:
    void release() noexcept;

    void* m_data = nullptr;
    std::size_t m_bytes = 0;
};

} // namespace rochade::engine
