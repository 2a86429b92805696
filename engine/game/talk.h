#pragma once
// Talk: what seats say to each other in games with free-text steps (a clue in Undercover, a
// bargainer's message). A game keeps one TalkLog; every utterance names who may hear it, and a
// seat's observation carries only what it heard, so words meant for one seat never reach another.
// The text itself arrives already cleaned and bounded by the ActionSpec's Text field (max length).
#include <string>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

struct Utterance {
    int seat = 0;              ///< who spoke (0-based)
    int round = 0;             ///< the game's own round or phase counter at the time
    std::string text;          ///< the words, as cleaned by ActionSpec::coerce
    std::vector<int> hearers;  ///< who hears it besides the speaker; empty: everyone

    bool heardBy(int seat) const;
    /// {"seat": n, "round": r, "text": "..."} — the same for every hearer.
    Json toJson() const;
};

class TalkLog {
public:
    void say(Utterance utterance) { m_said.push_back(std::move(utterance)); }
    const std::vector<Utterance>& all() const { return m_said; }
    /// What `seat` heard (and said), oldest first; only rounds >= `fromRound`.
    Json heardBy(int seat, int fromRound = 0) const;
    std::size_t size() const { return m_said.size(); }

private:
    std::vector<Utterance> m_said;
};

}  // namespace nashlab::engine
