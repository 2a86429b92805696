#pragma once
// Fast JSON text for record lines: numbers written exactly as Json::dump writes them, and a writer
// that appends a line's many short pieces to a std::string through a raw pointer. A bot batch
// writes hundreds of megabytes of record a second; each std::string append is a call with its own
// capacity check, and a double's shortest digits (Grisu) cost more than the rest of its line.
#include <charconv>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace nashlab::engine {

/// The most characters writeJsonNumber() writes ("-1.2345678901234567e-308" is 24).
inline constexpr std::size_t kJsonNumberChars = 32;

/// Writes `value` at `p` (room for kJsonNumberChars) as Json::dump does; returns the end.
char* writeJsonNumber(char* p, double value);

/// Appends to `out` through a pointer, asking for room once per piece of known most length.
/// The string is at its true length again when the writer goes (or at done()).
class TextWriter {
public:
    explicit TextWriter(std::string& out) : m_out(out) {}
    ~TextWriter() { done(); }
    TextWriter(const TextWriter&) = delete;
    TextWriter& operator=(const TextWriter&) = delete;

    /// Room for `n` more characters.
    void room(std::size_t n) {
        if (static_cast<std::size_t>(m_end - m_p) < n) grow(n);
    }
    template <std::size_t N>
    void literal(const char (&text)[N]) {
        room(N - 1);
        std::memcpy(m_p, text, N - 1);
        m_p += N - 1;
    }
    void put(char c) {
        room(1);
        *m_p++ = c;
    }
    /// Text already in JSON form (a cached piece), copied as it is.
    void raw(std::string_view text) {
        room(text.size());
        std::memcpy(m_p, text.data(), text.size());
        m_p += text.size();
    }
    void integer(std::int64_t value) {
        room(24);
        // Most of a record's integers are a seat, a step, an attempt: one digit, written at once.
        if (static_cast<std::uint64_t>(value) < 10) {
            *m_p++ = static_cast<char>('0' + value);
            return;
        }
        m_p = std::to_chars(m_p, m_p + 24, value).ptr;
    }
    void natural(std::uint64_t value) {
        room(24);
        m_p = std::to_chars(m_p, m_p + 24, value).ptr;
    }
    void number(double value) {
        room(kJsonNumberChars);
        m_p = writeJsonNumber(m_p, value);
    }
    /// Lets `append` write to the string itself (text of any shape, by a general writer); the
    /// writer carries on after what it wrote.
    template <class Append>
    void through(Append append) {
        m_out.resize(static_cast<std::size_t>(m_p - m_out.data()));
        append(m_out);
        m_p = m_end = m_out.data() + m_out.size();
    }
    /// Gives the string back at its true length (the writer may not be used after).
    void done() {
        if (!m_p) return;
        m_out.resize(static_cast<std::size_t>(m_p - m_out.data()));
        m_p = m_end = nullptr;
    }

private:
    void grow(std::size_t n);

    std::string& m_out;
    char* m_p = nullptr;
    char* m_end = nullptr;
};

}  // namespace nashlab::engine
