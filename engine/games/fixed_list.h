#pragma once
// FixedList: up to N values held in place, for a game's lists whose largest size the rules fix (the
// legal moves a bot asks for at every decision, a hand of cards): a vector would allocate for each.
#include <array>
#include <cassert>
#include <cstddef>
#include <stdexcept>

namespace nashlab::engine::games {

template <class T, std::size_t N>
class FixedList {
public:
    /// Appends `value`; the caller keeps to the capacity N (a programmer error otherwise).
    void push_back(const T& value) {
        assert(m_size < N);
        m_items[m_size++] = value;
    }
    /// Removes the value at `i`; the later ones move up one place, in order.
    void erase(std::size_t i) {
        assert(i < m_size);
        for (--m_size; i < m_size; ++i) m_items[i] = m_items[i + 1];
    }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const T& operator[](std::size_t i) const { return m_items[i]; }
    T& operator[](std::size_t i) { return m_items[i]; }
    /// Like std::vector::at: a position past the end throws std::out_of_range.
    const T& at(std::size_t i) const {
        if (i >= m_size) throw std::out_of_range("FixedList::at");
        return m_items[i];
    }
    T& at(std::size_t i) { return const_cast<T&>(static_cast<const FixedList&>(*this).at(i)); }
    const T& front() const { return m_items[0]; }
    const T* begin() const { return m_items.data(); }
    const T* end() const { return m_items.data() + m_size; }
    bool contains(const T& value) const {
        for (const T& item : *this)
            if (item == value) return true;
        return false;
    }

private:
    std::array<T, N> m_items{};
    std::size_t m_size = 0;
};

}  // namespace nashlab::engine::games
