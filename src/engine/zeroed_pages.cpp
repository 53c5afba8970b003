// SPDX-License-Identifier: GPL-3.0-or-later
// Memory that reads as zeros and costs nothing until it is written: the hash table's storage.
#include "zeroed_pages.h"

#include <sys/mman.h>

#include <new>
#include <utility>

namespace rochade::engine {

ZeroedPages::ZeroedPages(std::size_t bytes) {
    if (bytes == 0) return;
    void* p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    m_data = p;
    m_bytes = bytes;
}

ZeroedPages::~ZeroedPages() {
    release();
}

ZeroedPages::ZeroedPages(ZeroedPages&& other) noexcept
    : m_data(std::exchange(other.m_data, nullptr))
    , m_bytes(std::exchange(other.m_bytes, 0)) {
}

ZeroedPages& ZeroedPages::operator=(ZeroedPages&& other) noexcept {
    if (this != &other) {
        release();
        m_data = std::exchange(other.m_data, nullptr);
        m_bytes = std::exchange(other.m_bytes, 0);
    }
    return *this;
}

void ZeroedPages::release() noexcept {
    if (m_data != nullptr) ::munmap(m_data, m_bytes);
    m_data = nullptr;
    m_bytes = 0;
}

} // namespace rochade::engine
