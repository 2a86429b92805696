// The rules of bargain (LLMArena's bargain_v1, seed 004 §1.5): turns, their legality and their
// effects. What a seat reads of the negotiation is in bargain_describe.cpp.
#include "engine/games/bargain/bargain_state.h"

namespace nashlab::engine::games {
namespace {

using namespace bargain;

constexpr int kMaxMessageChars = 300;
constexpr const char* kConcede = "concede";

bool isConcession(const Json& action) {
    if (!action.is_object()) return false;
    const auto found = action.find(kConcede);
    return found != action.end() && found->is_boolean() && found->get<bool>();
}

std::string textOf(const Json& action, const char* key) {
    if (!action.is_object()) return {};
    const auto found = action.find(key);
    return found != action.end() && found->is_string() ? found->get<std::string>() : std::string();
}

// Characters, not bytes: UTF-8 continuation bytes do not count.
std::size_t characters(const std::string& text) {
    std::size_t n = 0;
    for (unsigned char c : text) n += (c & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

}  // namespace

BargainState::BargainState(GameSetup setup) : State(std::move(setup)) {
    const Json& p = m_setup.params;
    m_maxRounds = std::max(1, p.value("max_rounds", 10));
    const std::string fixed = p.value("instance", std::string());
    if (auto parsed = parseInstance(fixed); !fixed.empty() && parsed) {
        m_instance = parsed.value();
    } else {
        Rng rng = Rng(m_setup.seed).split("bargain instance");
        m_instance = generateInstance(rng);
    }
}

std::vector<int> BargainState::actingSeats() const {
    if (finished()) return {};
    return {m_toMove};
}

ActionSpec BargainState::actionSpec(int /*seat*/) const {
    std::vector<ActionField> fields;
    fields.push_back({"move",
                      FieldKind::Enum,
                      std::nullopt,
                      std::nullopt,
                      {"propose", "deal"},
                      {},
                      "propose a split, or deal to accept your opponent's latest proposal",
                      true});
    for (int k = 0; k < kKinds; ++k)
        fields.push_back({pluralName(k),
                          FieldKind::Integer,
                          0.0,
                          static_cast<double>(counts()[static_cast<std::size_t>(k)]),
                          {},
                          {},
                          std::string("with propose: how many ") + pluralName(k) + " you keep",
                          false});
    fields.push_back({"message",
                      FieldKind::Text,
                      std::nullopt,
                      static_cast<double>(kMaxMessageChars),
                      {},
                      {},
                      "with propose: what you say to your opponent (may be empty)",
                      false});
    return ActionSpec{fields};
}

Status BargainState::validate(int seat, const Json& action) const {
    if (finished() || seat != m_toMove) return Error::make("not_your_turn", "it is not your turn");
    if (isConcession(action)) return okStatus();
    const std::string move = textOf(action, "move");
    if (move != "propose" && move != "deal")
        return Error::make("invalid_action", "the answer needs 'move': propose (a split) or deal (accept the offer)");
    if (action.contains("message") && !action["message"].is_null()) {
        if (!action["message"].is_string()) return Error::make("invalid_action", "'message' must be text");
        if (characters(action["message"].get<std::string>()) > kMaxMessageChars)
            return Error::make("message_too_long",
                               "'message' is too long: at most " + std::to_string(kMaxMessageChars) + " characters");
    }
    if (move == "deal") {
        if (!standingOffer(seat))
            return Error::make("no_offer_to_accept",
                               "there is no offer to accept: your opponent has not proposed a split yet; answer with "
                               "'move': 'propose' and the hats, balls and apples you keep");
        return okStatus();
    }
    for (int k = 0; k < kKinds; ++k) {
        const char* name = pluralName(k);
        const int count = counts()[static_cast<std::size_t>(k)];
        const auto found = action.find(name);
        const std::string range =
            "0 to " + std::to_string(count) + " (there are " + std::to_string(count) + " " + name + ")";
        if (found == action.end() || !found->is_number_integer())
            return Error::make("invalid_action", std::string("a proposal needs '") + name +
                                                     "': how many you keep, a whole number from " + range);
        const auto n = found->get<std::int64_t>();
        if (n < 0 || n > count)
            return Error::make("beyond_counts",
                               std::string("'") + name + "' must be " + range + ", got " + std::to_string(n));
    }
    return okStatus();
}

Json BargainState::proposal(const Items& keep, const std::string& message) {
    return {{"move", "propose"}, {"hats", keep[0]}, {"balls", keep[1]}, {"apples", keep[2]}, {"message", message}};
}

Json BargainState::deal() { return {{"move", "deal"}}; }

Json BargainState::concession(int /*seat*/) const { return {{kConcede, true}}; }

// Uniform over the legal answers, as the reference's random legal action: every split the counts
// allow, and the deal when an offer stands; no words.
Json BargainState::randomLegalAction(int seat, Rng& rng) const {
    const auto splits = (counts()[0] + 1) * (counts()[1] + 1) * (counts()[2] + 1);
    const bool canDeal = standingOffer(seat).has_value();
    const auto pick = static_cast<int>(rng.uniformInt(0, splits - (canDeal ? 0 : 1)));
    if (pick == splits) return deal();
    const int a = pick % (counts()[2] + 1), rest = pick / (counts()[2] + 1);
    return proposal({rest / (counts()[1] + 1), rest % (counts()[1] + 1), a});
}

// What a forfeit does, as an answer: repeat the last proposal, or keep everything at first.
Json BargainState::defaultAction(int seat) const { return proposal(lastProposal(seat).value_or(counts())); }

std::optional<Items> BargainState::lastProposal(int seat) const {
    for (auto it = m_turns.rbegin(); it != m_turns.rend(); ++it)
        if (it->seat == seat && it->kind == Kind::Propose) return it->keep;
    return std::nullopt;
}

int BargainState::proposalsBy(int seat) const {
    int n = 0;
    for (const Turn& t : m_turns) n += t.seat == seat && t.kind == Kind::Propose ? 1 : 0;
    return n;
}

Items BargainState::shareOf(int seat) const {
    if (m_end != End::Deal || m_dealTurn < 0) return {};
    const Turn& proposed = m_turns.at(static_cast<std::size_t>(m_dealTurn));
    return proposed.seat == seat ? proposed.keep : rest(proposed.keep);
}

int BargainState::valueSecured(int seat) const { return m_end == End::Deal ? valueOf(seat, shareOf(seat)) : 0; }

BargainState::Turn BargainState::turnOf(int seat, const Json& action) const {
    Turn turn;
    turn.seat = seat;
    turn.bargainingRound = bargainingRound();
    if (action.is_null()) {
        turn.forfeited = true;
        turn.keep = lastProposal(seat).value_or(counts());
        return turn;
    }
    if (isConcession(action)) {
        turn.kind = Kind::Concede;
        return turn;
    }
    turn.message = textOf(action, "message");
    if (textOf(action, "move") == "deal") {
        turn.kind = Kind::Deal;
        return turn;
    }
    for (int k = 0; k < kKinds; ++k) turn.keep[static_cast<std::size_t>(k)] = action.at(pluralName(k)).get<int>();
    return turn;
}

std::optional<RoundOutcome> BargainState::doApply(const std::map<int, Json>& actions) {
    const auto found = actions.find(m_toMove);
    Turn turn = turnOf(m_toMove, found != actions.end() ? found->second : Json());
    for (const auto& [seat, action] : actions) turn.step[std::to_string(seat)] = action;
    RoundOutcome out{RoundOutcome::DescribedLater{}};
    out.payoffs.assign(2, 0.0);
    const auto me = static_cast<std::size_t>(turn.seat), other = 1 - me;
    switch (turn.kind) {
    case Kind::Deal:
        // The other seat's latest proposal: the last turn that proposed, made by the other seat.
        for (int i = static_cast<int>(m_turns.size()) - 1; i >= 0 && m_dealTurn < 0; --i)
            if (m_turns[static_cast<std::size_t>(i)].seat != turn.seat &&
                m_turns[static_cast<std::size_t>(i)].kind == Kind::Propose)
                m_dealTurn = i;
        m_end = End::Deal;
        break;
    case Kind::Concede:
        m_end = End::Conceded;
        out.payoffs[me] = -1.0;
        out.payoffs[other] = 1.0;
        break;
    case Kind::Propose: break;
    }
    if (!turn.message.empty()) m_talk.say({turn.seat, turn.bargainingRound, turn.message, {}});
    m_turns.push_back(turn);
    if (m_end == End::Deal) {
        out.payoffs[me] = valueSecured(turn.seat) - valueSecured(1 - turn.seat);
        out.payoffs[other] = -out.payoffs[me];
    } else if (m_end == End::None && static_cast<int>(m_turns.size()) >= maxTurns()) {
        // LLMArena counts a bargaining round after the second player and ends the game before
        // applying any turn past round 10: the second player's last turn could change nothing.
        m_end = End::NoDeal;
    } else if (m_end == End::None && m_setup.rounds > 0 && static_cast<int>(m_turns.size()) >= m_setup.rounds) {
        m_end = End::Cap;
    }
    m_turns.back().end = m_end;
    m_toMove = 1 - m_toMove;
    return out;
}

std::vector<PrivateFact> BargainState::privateFacts() const {
    return {{"seat 1's values", valuesJson(values(0)), {0}}, {"seat 2's values", valuesJson(values(1)), {1}}};
}

}  // namespace nashlab::engine::games
