// SPDX-License-Identifier: GPL-3.0-or-later
// Typed results for untrusted input: a value or an error message, never a bare bool.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace rochade {

/// Why some input was rejected, in words meant for the user ("FEN field 2 (side to move):
/// expected 'w' or 'b', got 'x'").
struct Error {
    std::string message;
};

/// Either a T or an Error. Check ok() before value().
template <class T> class [[nodiscard]] Result {
public:
    Result(T value)
        : m_data(std::move(value)) { }
    Result(Error error)
        : m_data(std::move(error)) { }

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }
    const T& value() const& {
        assert(ok());
        return std::get<T>(m_data);
    }
    T&& value() && {
        assert(ok());
        return std::get<T>(std::move(m_data));
    }
    const Error& error() const {
        assert(!ok());
        return std::get<Error>(m_data);
    }

private:
    std::variant<T, Error> m_data;
};

} // namespace rochade
