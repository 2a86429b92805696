#pragma once
// Result<T>: a value or an Error, for every expected failure in NashLab (bad spec, bad answer,
// I/O, network). Errors are values, never exceptions across layers.
#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace nashlab::engine {

/// An expected failure: a stable English code (for programs) and a message a person can act on.
struct Error {
    std::string code;     ///< e.g. "unknown_game", "parse", "io", "invalid_action"
    std::string message;  ///< full sentence naming the offending thing

    static Error make(std::string code, std::string message) { return {std::move(code), std::move(message)}; }
};

template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value) : m_data(std::move(value)) {}      // NOLINT: implicit by design
    Result(Error error) : m_data(std::move(error)) {}  // NOLINT: implicit by design

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    T& value() & {
        assert(ok());
        return std::get<T>(m_data);
    }
    const T& value() const& {
        assert(ok());
        return std::get<T>(m_data);
    }
    T&& value() && {
        assert(ok());
        return std::get<T>(std::move(m_data));
    }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const Error& error() const {
        assert(!ok());
        return std::get<Error>(m_data);
    }

private:
    std::variant<T, Error> m_data;
};

/// Result of an operation with no value.
struct Ok {};
using Status = Result<Ok>;
inline Status okStatus() { return Ok{}; }

}  // namespace nashlab::engine
