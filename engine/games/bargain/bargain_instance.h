#pragma once
// A bargaining instance (LLMArena's Bargain, after Lewis et al. 2017 "Deal or No Deal"; seed 004
// §1.5): how many hats, balls and apples are on the table, and what one item of each kind is worth
// to each player. The rules every instance keeps: each count 1–5, 5–7 items in all, integer values
// 0–10, and the whole pool worth exactly 10 to each player.
#include <array>
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/core/rng.h"

namespace nashlab::engine::games::bargain {

inline constexpr int kKinds = 3;
inline constexpr int kPoolValue = 10;
inline constexpr int kMinCount = 1, kMaxCount = 5, kMinItems = 5, kMaxItems = 7, kMaxValue = 10;

/// Item counts (or a share of them, or per-item values) in the order hats, balls, apples.
using Items = std::array<int, kKinds>;

/// "hats", "balls", "apples": the names of a count or a share.
const char* pluralName(int kind);
/// "hat", "ball", "apple": the names of one item's value (a seat's values use these keys, so
/// they never read like a share of items).
const char* singularName(int kind);

struct Instance {
    Items counts{};
    std::array<Items, 2> values{};  ///< per seat: the value of one item of each kind

    /// What `share` is worth to `seat`.
    int valueOf(int seat, const Items& share) const;
    /// The rest of the items once `share` is taken.
    Items rest(const Items& share) const;
    /// Whether `share` takes no more of any kind than there is.
    bool fits(const Items& share) const;
    /// "1,2,3 8,1,0 4,0,2": counts, seat 1's values, seat 2's values (the reference's file format).
    std::string text() const;
};

/// Whether an instance keeps the rules; the error says which one it breaks.
Status checkInstance(const Instance& instance);

/// Every value vector worth exactly kPoolValue for `counts`, in lexicographic order.
std::vector<Items> valueVectors(const Items& counts);

/// Draws an instance: the counts uniformly among the count vectors the rules allow, then seat 1's
/// values uniformly among the vectors worth 10 for them, then seat 2's uniformly among those
/// different from seat 1's (equal valuations would let one seat's values be read off its own).
Instance generateInstance(Rng& rng);

/// Reads a fixed instance: "1,2,3 8,1,0 4,0,2" or {"counts": [1,2,3], "values": [[8,1,0], [4,0,2]]}
/// (as text); the error names what is wrong.
Result<Instance> parseInstance(const std::string& text);

/// {"hats": x, "balls": y, "apples": z}.
Json sharesJson(const Items& share);
/// {"hat": v, "ball": w, "apple": u}: a seat's values as its observation shows them.
Json valuesJson(const Items& values);
/// "1 hat, 2 balls and 0 apples".
std::string sharesText(const Items& share);

}  // namespace nashlab::engine::games::bargain
