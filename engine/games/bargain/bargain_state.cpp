// The rules of bargain (LLMArena's bargain_v1, seed 004 §1.5): turns, their legality and their
// effects. What a seat reads of the negotiation is in bargain_describe.cpp.
#include "engine/games/bargain/bargain_state.h"

#include <array>
#include <string_view>

#include "engine/games/bot_answer.h"

namespace nashlab::engine::games {
namespace {

using namespace bargain;

using namespace std::string_view_literals;

constexpr int kMaxMessageChars = 300;
constexpr const char* kConcede = "concede";
// pluralName(), as views: comparing one to a key checks the sizes before any byte.
constexpr std::array<std::string_view, kKinds> kItemKeys = {"hats", "balls", "apples"};

// An answer's members, read in one pass over the object without copying them: what validate()
// checks and turnOf() reads (every decision goes through both).
struct Answer {
    bool concede = false;                     ///< "concede": true
    std::string_view move;                    ///< "" when missing or not text
    const Json* message = nullptr;            ///< as given, when present
    std::array<const Json*, kKinds> items{};  ///< "hats", "balls", "apples" as given, when present
};

Answer readAnswer(const Json& action) {
    Answer a;
    if (!action.is_object()) return a;
    for (const auto& [name, value] : action.get_ref<const Json::object_t&>()) {
        const std::string_view key = name;
        if (key == "move"sv) {
            if (value.is_string()) a.move = value.get_ref<const std::string&>();
        } else if (key == "message"sv) {
            a.message = &value;
        } else if (key == kConcede) {
            a.concede = value.is_boolean() && value.get<bool>();
        } else {
            for (std::size_t k = 0; k < kKinds; ++k)
                if (key == kItemKeys[k]) a.items[k] = &value;
        }
    }
    return a;
}

// "0 to 3 (there are 3 hats)": only an error message builds it.
std::string rangeText(int kind, int count) {
    return "0 to " + std::to_string(count) + " (there are " + std::to_string(count) + " " + pluralName(kind) + ")";
}

// The instance the parameters fix, if any (an unreadable one is drawn, as none).
std::optional<Instance> fixedInstance(const Json& params) {
    const auto text = params.find("instance");
    if (text == params.end() || !text->is_string() || text->get_ref<const std::string&>().empty()) return std::nullopt;
    auto parsed = parseInstance(text->get_ref<const std::string&>());
    if (!parsed) return std::nullopt;
    return parsed.value();
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
    if (auto fixed = fixedInstance(p)) {
        m_instance = *fixed;
    } else {
        Rng rng = Rng(m_setup.seed).split("bargain instance");
        m_instance = generateInstance(rng);
    }
    // Every turn of the session fits without the vector growing.
    m_turns.reserve(static_cast<std::size_t>(m_setup.rounds > 0 ? std::min(m_setup.rounds, maxTurns()) : maxTurns()));
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
    const Answer a = readAnswer(action);
    if (a.concede) return okStatus();
    if (a.move != "propose" && a.move != "deal")
        return Error::make("invalid_action", "the answer needs 'move': propose (a split) or deal (accept the offer)");
    if (a.message && !a.message->is_null()) {
        if (!a.message->is_string()) return Error::make("invalid_action", "'message' must be text");
        if (characters(a.message->get_ref<const std::string&>()) > kMaxMessageChars)
            return Error::make("message_too_long",
                               "'message' is too long: at most " + std::to_string(kMaxMessageChars) + " characters");
    }
    if (a.move == "deal") {
        if (!standingOffer(seat))
            return Error::make("no_offer_to_accept",
                               "there is no offer to accept: your opponent has not proposed a split yet; answer with "
                               "'move': 'propose' and the hats, balls and apples you keep");
        return okStatus();
    }
    for (int k = 0; k < kKinds; ++k) {
        const char* name = pluralName(k);
        const int count = counts()[static_cast<std::size_t>(k)];
        const Json* n = a.items[static_cast<std::size_t>(k)];
        if (!n || !n->is_number_integer())
            return Error::make("invalid_action", std::string("a proposal needs '") + name +
                                                     "': how many you keep, a whole number from " +
                                                     rangeText(k, count));
        const auto kept = n->get<std::int64_t>();
        if (kept < 0 || kept > count)
            return Error::make("beyond_counts", std::string("'") + name + "' must be " + rangeText(k, count) +
                                                    ", got " + std::to_string(kept));
    }
    return okStatus();
}

// Built member by member, in key order (an initializer list builds and copies a temporary per
// member): a bot's first answer of every session is one.
Json BargainState::proposal(const Items& keep, const std::string& message) {
    Json out(Json::value_t::object);
    auto& members = out.get_ref<Json::object_t&>();
    members.emplace_hint(members.end(), "apples", keep[2]);
    members.emplace_hint(members.end(), "balls", keep[1]);
    members.emplace_hint(members.end(), "hats", keep[0]);
    members.emplace_hint(members.end(), "message", message);
    members.emplace_hint(members.end(), "move", "propose");
    return out;
}

void BargainState::writeProposal(Json& action, const Items& keep, const std::string& message) {
    // An object's members are sorted by key: a proposal's, in that order.
    static constexpr std::array<std::string_view, 5> kKeys = {"apples", "balls", "hats", "message", "move"};
    bool same = action.is_object() && action.size() == kKeys.size();
    if (same) {
        auto key = kKeys.begin();
        for (const auto& member : action.get_ref<const Json::object_t&>()) same = same && member.first == *key++;
    }
    if (!same) {
        action = proposal(keep, message);
        return;
    }
    auto it = action.begin();
    setNumber(*it++, std::int64_t{keep[2]});
    setNumber(*it++, std::int64_t{keep[1]});
    setNumber(*it++, std::int64_t{keep[0]});
    setText(*it++, message);
    setText(*it, "propose");
}

void BargainState::writeDeal(Json& action) { setText(answerField(action, "move"), "deal"); }

Json BargainState::deal() {
    Json out(Json::value_t::object);
    out.get_ref<Json::object_t&>().emplace("move", "deal");
    return out;
}

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
    const Answer a = readAnswer(action);
    if (a.concede) {
        turn.kind = Kind::Concede;
    } else {
        if (a.message && a.message->is_string()) turn.message = a.message->get_ref<const std::string&>();
        if (a.move == "deal") {
            turn.kind = Kind::Deal;
        } else {
            for (std::size_t k = 0; k < kKinds; ++k) turn.keep[k] = a.items[k] ? a.items[k]->get<int>() : 0;
        }
    }
    return turn;
}

std::optional<RoundOutcome> BargainState::doApply(const std::map<int, Json>& actions) {
    const auto found = actions.find(m_toMove);
    static const Json kForfeit;
    const Json& action = found != actions.end() ? found->second : kForfeit;
    Turn turn = turnOf(m_toMove, action);
    RoundOutcome out;
    out.payoffs.assign(2, 0.0);
    const int seat = turn.seat;
    const auto me = static_cast<std::size_t>(seat), other = 1 - me;
    switch (turn.kind) {
    case Kind::Deal:
        // The other seat's latest proposal: the last turn that proposed, made by the other seat.
        for (int i = static_cast<int>(m_turns.size()) - 1; i >= 0 && m_dealTurn < 0; --i)
            if (m_turns[static_cast<std::size_t>(i)].seat != seat &&
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
    m_turns.push_back(std::move(turn));
    if (m_end == End::Deal) {
        out.payoffs[me] = valueSecured(seat) - valueSecured(1 - seat);
        out.payoffs[other] = -out.payoffs[me];
    } else if (m_end == End::None && static_cast<int>(m_turns.size()) >= maxTurns()) {
        // LLMArena counts a bargaining round after the second player and ends the game before
        // applying any turn past round 10: the second player's last turn could change nothing.
        m_end = End::NoDeal;
    } else if (m_end == End::None && m_setup.rounds > 0 && static_cast<int>(m_turns.size()) >= m_setup.rounds) {
        m_end = End::Cap;
    }
    fillOutcome(out, action);
    m_toMove = 1 - m_toMove;
    return out;
}

std::vector<PrivateFact> BargainState::privateFacts() const {
    return {{"seat 1's values", valuesJson(values(0)), {0}}, {"seat 2's values", valuesJson(values(1)), {1}}};
}

}  // namespace nashlab::engine::games
