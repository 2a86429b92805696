#pragma once
// SessionSpec: one fully resolved session — game, setup, seats and the rules of play that are
// treatment variables (history depth, invalid-answer policy, chain of thought).
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/state.h"

namespace nashlab::engine {

/// LoseGame (LLMArena's rule): the seat loses the game at once (State::concession); only games
/// with a loser accept it (Game::supportsLoseGame, checked when a spec is read).
enum class Fallback { RandomLegal, DefaultAction, Forfeit, Abort, LoseGame };
std::string toString(Fallback f);
Result<Fallback> fallbackFromString(const std::string& text);

/// What happens when a seat's answer cannot be used (architecture §2).
struct InvalidAnswerPolicy {
    int maxAttempts = 3;   ///< answers asked for per decision before the fallback
    bool feedback = true;  ///< tell the seat why its answer was rejected
    Fallback fallback = Fallback::RandomLegal;

    Json toJson() const;
};

/// One seat as written in a spec (after "count" expansion).
struct SeatSpec {
    std::string type;                ///< "bot", "llm", "human" (and later "replay")
    std::string name;                ///< display name; defaults to "<strategy|model|human> <n>"
    std::string strategy;            ///< bots
    Json options = Json::object();   ///< bots: resolved strategy options
    std::string persona;             ///< llm and human seats: text put before the rules
    Json settings = Json::object();  ///< llm: provider, base_url, model, temperature, ...

    Json toJson() const;
};

struct SessionSpec {
    std::string id;      ///< unique within its run, e.g. "rep1"
    int repetition = 0;  ///< 0-based
    std::string game;
    GameSetup setup;
    Shared<std::vector<SeatSpec>> seats;  ///< shared by a run's sessions, not copied per session
    int historyDepth = -1;
    bool chainOfThought = false;
    bool hashMessages = false;                ///< record a SHA-256 of each prompt instead of the prompt itself
    std::size_t recordTextBytes = 64 * 1024;  ///< raw text and reasoning kept per answer (then hashed)
    InvalidAnswerPolicy policy;
    std::string treatment;  ///< the treatment's label in a design (empty: none)
    Json treatmentLevels;   ///< its factors' level labels
};

}  // namespace nashlab::engine
