// SPDX-License-Identifier: GPL-3.0-or-later
// A thin RAII layer over SQLite's C API: a connection, prepared statements, transactions.
#pragma once

#include "rochade/core/error.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace rochade::library {

/// What went wrong inside SQLite, thrown by the wrappers below and caught at the Library's
/// public functions (which return it as an Error): a failing statement is a broken or full
/// disk, never bad user input, and unwinding rolls the open transaction back.
struct SqliteFailure {
    std::string message;
};

/// One open database connection. Lives in one thread at a time.
class Database {
public:
    /// Opens (creating if missing) `file`.
    static Result<std::unique_ptr<Database>> open(const std::filesystem::path& file);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    /// Runs statements without results (DDL, pragmas). Throws SqliteFailure.
    void execute(std::string_view sql);
    sqlite3* handle() const { return m_db; }
    std::int64_t lastInsertId() const;
    int changes() const;
    /// The current error text of the connection.
    std::string errorText() const;

private:
    explicit Database(sqlite3* db)
        : m_db(db) { }
    sqlite3* m_db = nullptr;
};

/// A prepared statement, reset before each use. Throws SqliteFailure on errors.
class Statement {
public:
    Statement(Database& db, std::string_view sql);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    /// Resets and clears the bindings, ready for new ones.
    Statement& reset();
    /// Parameters are 1-based as in SQL.
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, std::string_view text);
    Statement& bindBlob(int index, std::span<const std::uint8_t> bytes);
    Statement& bindNull(int index);
    Statement& bindOptional(int index, const std::optional<std::int64_t>& value);
    /// Empty text binds NULL.
    Statement& bindTextOrNull(int index, std::string_view text);

    /// Steps once: true while a row is available.
    bool step();
    /// Steps to completion (for statements without rows).
    void run();

    bool isNull(int column) const;
    std::int64_t integer(int column) const;
    std::string text(int column) const;
    std::span<const std::uint8_t> blob(int column) const;

private:
    Database& m_db;
    sqlite3_stmt* m_statement = nullptr;
};

/// BEGIN IMMEDIATE on construction, ROLLBACK on destruction unless commit() was called.
class Transaction {
public:
    explicit Transaction(Database& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit();

private:
    Database& m_db;
    bool m_open = true;
};

} // namespace rochade::library
