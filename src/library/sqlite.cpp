// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlite.h"

#include <sqlite3.h>

namespace rochade::library {

namespace {

[[noreturn]] void throwSqlite(sqlite3* db, std::string_view what) {
    throw SqliteFailure { std::string(what) + ": " + sqlite3_errmsg(db) };
}

} // namespace

Result<std::unique_ptr<Database>> Database::open(const std::filesystem::path& file) {
    sqlite3* db = nullptr;
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    const int rc = sqlite3_open_v2(file.c_str(), &db, flags, nullptr);
    if (rc != SQLITE_OK) {
        std::string message = "cannot open '" + file.string() + "'";
        if (db) message += std::string(": ") + sqlite3_errmsg(db);
        sqlite3_close(db);
        return Error { message };
    }
    // Another process importing into the same file holds the write lock for a checkpoint.
    sqlite3_busy_timeout(db, 10000);
    return std::unique_ptr<Database>(new Database(db));
}

Database::~Database() {
    sqlite3_close_v2(m_db);
}

void Database::execute(std::string_view sql) {
    char* message = nullptr;
    const std::string text(sql);
    if (sqlite3_exec(m_db, text.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
        std::string why = message ? message : "unknown error";
        sqlite3_free(message);
        throw SqliteFailure { why };
    }
}

std::int64_t Database::lastInsertId() const {
    return sqlite3_last_insert_rowid(m_db);
}

int Database::changes() const {
    return sqlite3_changes(m_db);
}

std::string Database::errorText() const {
    return sqlite3_errmsg(m_db);
}

Statement::Statement(Database& db, std::string_view sql)
    : m_db(db) {
    if (sqlite3_prepare_v3(db.handle(), sql.data(), static_cast<int>(sql.size()),
            SQLITE_PREPARE_PERSISTENT, &m_statement, nullptr)
        != SQLITE_OK)
        throwSqlite(db.handle(), "preparing '" + std::string(sql) + "'");
}

Statement::~Statement() {
    sqlite3_finalize(m_statement);
}

Statement& Statement::reset() {
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
    return *this;
}

Statement& Statement::bind(int index, std::int64_t value) {
    if (sqlite3_bind_int64(m_statement, index, value) != SQLITE_OK)
        throwSqlite(m_db.handle(), "binding");
    return *this;
}

Statement& Statement::bind(int index, std::string_view text) {
    if (sqlite3_bind_text64(
            m_statement, index, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8)
        != SQLITE_OK)
        throwSqlite(m_db.handle(), "binding");
    return *this;
}

Statement& Statement::bindBlob(int index, std::span<const std::uint8_t> bytes) {
    // A zero-length blob still binds a blob, not NULL.
    static const std::uint8_t kEmpty = 0;
    const void* data = bytes.empty() ? &kEmpty : bytes.data();
    if (sqlite3_bind_blob64(m_statement, index, data, bytes.size(), SQLITE_TRANSIENT) != SQLITE_OK)
        throwSqlite(m_db.handle(), "binding");
    return *this;
}

Statement& Statement::bindNull(int index) {
    sqlite3_bind_null(m_statement, index);
    return *this;
}

Statement& Statement::bindOptional(int index, const std::optional<std::int64_t>& value) {
    return value ? bind(index, *value) : bindNull(index);
}

Statement& Statement::bindTextOrNull(int index, std::string_view text) {
    return text.empty() ? bindNull(index) : bind(index, text);
}

bool Statement::step() {
    const int rc = sqlite3_step(m_statement);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throwSqlite(m_db.handle(), "running a statement");
}

void Statement::run() {
    while (step()) { }
}

bool Statement::isNull(int column) const {
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

std::int64_t Statement::integer(int column) const {
    return sqlite3_column_int64(m_statement, column);
}

std::string Statement::text(int column) const {
    const auto* chars = sqlite3_column_text(m_statement, column);
    if (!chars) return {};
    return std::string(reinterpret_cast<const char*>(chars),
        static_cast<std::size_t>(sqlite3_column_bytes(m_statement, column)));
}

std::span<const std::uint8_t> Statement::blob(int column) const {
    const void* data = sqlite3_column_blob(m_statement, column);
    const int size = sqlite3_column_bytes(m_statement, column);
    if (!data || size <= 0) return {};
    return { static_cast<const std::uint8_t*>(data), static_cast<std::size_t>(size) };
}

Transaction::Transaction(Database& db)
    : m_db(db) {
    m_db.execute("BEGIN IMMEDIATE");
}

Transaction::~Transaction() {
    if (m_open) sqlite3_exec(m_db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
    m_db.execute("COMMIT");
    m_open = false;
}

} // namespace rochade::library
