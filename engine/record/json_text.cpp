#include "engine/record/json_text.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "engine/core/json.h"

namespace nashlab::engine {
namespace {

// The texts of recently written fractional numbers. A record repeats most of them from line to
// line (a seat's cumulative payoff changes only in the rounds it wins), and the lookup costs a
// few nanoseconds against a hundred for the shortest-digits search. Direct-mapped, per thread.
struct NumberText {
    std::uint64_t bits = 0;
    std::uint8_t size = 0;  ///< 0: empty slot
    char text[kJsonNumberChars - 1];
};
constexpr std::size_t kCachedNumbers = 256;
thread_local NumberText t_numbers[kCachedNumbers];

char* writeFraction(char* p, double value) {
    const auto bits = std::bit_cast<std::uint64_t>(value);
    NumberText& slot = t_numbers[(bits * 0x9E3779B97F4A7C15ULL) >> 56];
    if (slot.size && slot.bits == bits) {
        std::memcpy(p, slot.text, slot.size);
        return p + slot.size;
    }
    char* end = nlohmann::detail::to_chars(p, p + kJsonNumberChars, value);
    const auto size = static_cast<std::size_t>(end - p);
    if (size <= sizeof slot.text) {
        slot.bits = bits;
        slot.size = static_cast<std::uint8_t>(size);
        std::memcpy(slot.text, p, size);
    }
    return end;
}

}  // namespace

char* writeJsonNumber(char* p, double value) {
    if (!std::isfinite(value)) {
        std::memcpy(p, "null", 4);
        return p + 4;
    }
    // Whole numbers below 10^15 (payoffs, prizes, counts) are written "<digits>.0" by the library
    // too, without its digit search.
    if (std::fabs(value) < 1e15) {
        const auto whole = static_cast<std::int64_t>(value);
        if (static_cast<double>(whole) == value && (whole != 0 || !std::signbit(value))) {
            p = std::to_chars(p, p + 24, whole).ptr;
            std::memcpy(p, ".0", 2);
            return p + 2;
        }
    }
    return writeFraction(p, value);
}

void TextWriter::grow(std::size_t n) {
    // A few hundred characters at a time (or what a piece needs): resize() writes zeros over what
    // it adds, and a round's line is written by several writers of a part each. The string's own
    // growth is geometric, and the record's buffer is reserved at its working size.
    const std::size_t used = m_p ? static_cast<std::size_t>(m_p - m_out.data()) : m_out.size();
    m_out.resize(used + std::max<std::size_t>(n, 256));
    m_p = m_out.data() + used;
    m_end = m_out.data() + m_out.size();
}

}  // namespace nashlab::engine
