#pragma once
// Shared<T>: an immutable value held by reference count. A run's resolved parameters and seat list
// are the same for each of its sessions; a batch of short games (a hand of hold'em lasts a few
// microseconds) spent a third of its time copying and freeing them per session. Copying a
// Shared<T> copies a pointer; reading it reads the one value. Assigning a T makes a new value, so
// a holder never sees another holder's change.
#include <memory>
#include <utility>

namespace nashlab::engine {

template <class T>
class Shared {
public:
    Shared() : m_value(emptyValue()) {}
    Shared(T value) : m_value(std::make_shared<const T>(std::move(value))) {}  // NOLINT: implicit by design

    const T& get() const { return *m_value; }
    operator const T&() const { return *m_value; }  // NOLINT: implicit by design, reads as a const T&
    const T& operator*() const { return *m_value; }
    const T* operator->() const { return m_value.get(); }

    // The reads a container or a JSON value is used for most, so `shared.at(i)` reads as before.
    // A member is instantiated only when used, so each holds only for a T that has it.
    template <class K>
    decltype(auto) at(K&& key) const {
        return m_value->at(std::forward<K>(key));
    }
    template <class K>
    decltype(auto) operator[](K&& key) const {
        return (*m_value)[std::forward<K>(key)];
    }
    auto size() const { return m_value->size(); }
    bool empty() const { return m_value->empty(); }
    // No begin()/end(): nlohmann::json would take a Shared<Json> for a range and make an array of
    // its values. Walk `*shared` instead.

    friend bool operator==(const Shared& a, const Shared& b) { return a.m_value == b.m_value || *a == *b; }

private:
    // One default value per type: a default Shared<T> allocates nothing.
    static const std::shared_ptr<const T>& emptyValue() {
        static const auto empty = std::make_shared<const T>();
        return empty;
    }

    std::shared_ptr<const T> m_value;
};

}  // namespace nashlab::engine
