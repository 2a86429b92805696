// The rules of hanabi_small (HLE's, as PettingZoo hanabi_v5 plays them; seed 004 §1.7): moves, their
// legality and their effects. What a seat reads of the table is in hanabi_small_describe.cpp.
#include "engine/games/hanabi_small/hanabi_small_state.h"

#include <iterator>

#include "engine/games/action_fields.h"
#include "engine/games/bot_answer.h"
#include "engine/games/deck_shuffle.h"

namespace nashlab::engine::games {
namespace {

using namespace hanabi;
using Kind = HanabiSmallState::Kind;

// A stacked deck (tests): card names in dealing order, "Red 2".
std::vector<Card> stackedDeck(const Json& names, int colours) {
    std::vector<Card> deck;
    for (const auto& name : names) {
        if (!name.is_string()) continue;
        const std::string text = name.get<std::string>();
        const auto space = text.find(' ');
        if (space == std::string::npos) continue;
        for (int c = 0; c < colours; ++c)
            if (colourName(c) == text.substr(0, space)) deck.push_back({c, std::stoi(text.substr(space + 1))});
    }
    return deck;
}

// A resolved parameter (every one is there once the game's defaults are filled in).
template <std::size_t N>
int intParam(const Json& params, const char (&key)[N], int fallback) {
    const Json* value = memberOf(params, key);
    return value && value->is_number() ? value->get<int>() : fallback;
}

// The answer's text of a move's kind, and the key of the one value that goes with it: strings kept
// once, so writing an answer copies into the bot's previous one instead of building new ones.
const std::string& kindKey(Kind kind) {
    static const std::array<std::string, 4> keys = {"play", "discard", "hint_colour", "hint_rank"};
    return keys[static_cast<std::size_t>(kind)];
}

const std::string& valueKey(Kind kind) {
    static const std::string position = "position", colour = "colour", rank = "rank";
    return kind == Kind::HintColour ? colour : kind == Kind::HintRank ? rank : position;
}

std::string colourKeys(int colours) {
    std::string keys;
    for (int c = 0; c < colours; ++c) keys += (c ? ", " : "") + colourKey(c);
    return keys;
}

}  // namespace

HanabiSmallState::HanabiSmallState(GameSetup setup) : State(std::move(setup)) {
    const Json& p = m_setup.params;
    m_colours = std::clamp(intParam(p, "colours", 2), 1, kMaxColours);
    m_handSize = std::clamp(intParam(p, "hand_size", 2), 1, kMaxHandSize);
    m_maxInfo = intParam(p, "info_tokens", 3);
    m_maxLives = intParam(p, "life_tokens", 1);
    if (const Json* stacked = memberOf(p, "deck")) {
        m_deck = stackedDeck(*stacked, m_colours);
    } else {
        m_deck = fullDeck(m_colours);
        Rng rng = Rng(m_setup.seed).split("hanabi_small deck");
        shuffleDeck(m_deck.data(), m_deck.size(), rng);
    }
    m_info = m_maxInfo;
    m_lives = m_maxLives;
    m_finalTurns = 2;
    // Room for a short game's turns at once, instead of growing one by one.
    m_turns.reserve(8);
    for (int seat = 0; seat < 2; ++seat)
        for (int k = 0; k < m_handSize; ++k) draw(seat);
}

Json HanabiSmallState::endName(End end) {
    switch (end) {
    case End::None: return nullptr;
    case End::Lives: return "lives";
    case End::Fireworks: return "fireworks";
    case End::Deck: return "deck";
    case End::Cap: return "cap";
    }
    return nullptr;
}

int HanabiSmallState::score() const {
    if (m_lives <= 0) return 0;
    int sum = 0;
    for (int c = 0; c < m_colours; ++c) sum += m_fireworks[static_cast<std::size_t>(c)];
    return sum;
}

void HanabiSmallState::draw(int seat) {
    if (m_next >= m_deck.size()) return;
    m_hands.at(static_cast<std::size_t>(seat)).push_back({m_deck[m_next++], freshKnowledge(m_colours)});
}

void HanabiSmallState::replaceCardForTest(int seat, int position, Card card) {
    m_hands.at(static_cast<std::size_t>(seat)).at(static_cast<std::size_t>(position)).card = card;
}

bool HanabiSmallState::playable(const Card& card) const {
    return card.valid() && card.colour < m_colours &&
           m_fireworks[static_cast<std::size_t>(card.colour)] + 1 == card.rank;
}

// Sure only when every colour and rank the hints leave open makes a card that fits.
bool HanabiSmallState::knownPlayable(const Knowledge& known) const {
    bool any = false;
    for (int c = 0; c < m_colours; ++c) {
        if (!(known.colours & (1u << c))) continue;
        for (int r = 1; r <= kRanks; ++r) {
            if (!(known.ranks & (1u << (r - 1)))) continue;
            if (!playable({c, r})) return false;
            any = true;
        }
    }
    return any;
}

std::vector<int> HanabiSmallState::actingSeats() const {
    if (finished()) return {};
    return {m_toMove};
}

ActionSpec HanabiSmallState::actionSpec(int /*seat*/) const {
    ActionField action{"action",
                       FieldKind::Enum,
                       std::nullopt,
                       std::nullopt,
                       {"play", "discard", "hint_colour", "hint_rank"},
                       {},
                       "play or discard one of your cards, or hint your partner's cards of one colour or one rank",
                       true};
    ActionField position{"position",
                         FieldKind::Integer,
                         1.0,
                         static_cast<double>(m_handSize),
                         {},
                         {},
                         "with play or discard: which of your cards, 1 the oldest",
                         false};
    std::vector<std::string> keys;
    for (int c = 0; c < m_colours; ++c) keys.push_back(colourKey(c));
    ActionField colour{"colour",
                       FieldKind::Enum,
                       std::nullopt,
                       std::nullopt,
                       keys,
                       {},
                       "with hint_colour: the colour to point out in your partner's hand",
                       false};
    ActionField rank{"rank",
                     FieldKind::Integer,
                     1.0,
                     static_cast<double>(kRanks),
                     {},
                     {},
                     "with hint_rank: the rank to point out in your partner's hand",
                     false};
    return ActionSpec{{action, position, colour, rank}};
}

// Reads the answer in place: the text of 'action' is compared where it lies, and a message is
// built only for an answer that names no move (every bot answer is read twice: checked, applied).
Result<HanabiSmallState::Move> HanabiSmallState::parseMove(const Json& action) const {
    const Json* kind = memberOf(action, "action");
    const auto* name = kind ? kind->get_ptr<const std::string*>() : nullptr;
    if (!name)
        return Error::make("invalid_action", "the answer needs 'action': play, discard, hint_colour or hint_rank");
    Move move;
    if (*name == "play" || *name == "discard") {
        move.kind = *name == "play" ? Kind::Play : Kind::Discard;
        const Json* position = memberOf(action, "position");
        if (!position || !position->is_number_integer())
            return Error::make("invalid_action", "'" + *name + "' needs 'position', which of your cards: 1 to " +
                                                     std::to_string(m_handSize));
        move.position = position->get<int>() - 1;
        return move;
    }
    if (*name == "hint_colour") {
        move.kind = Kind::HintColour;
        const Json* colour = memberOf(action, "colour");
        const auto* key = colour ? colour->get_ptr<const std::string*>() : nullptr;
        if (!key) return Error::make("invalid_action", "'hint_colour' needs 'colour', one of " + colourKeys(m_colours));
        move.value = colourOfKey(*key, m_colours);
        if (move.value < 0) return Error::make("invalid_action", "'colour' must be one of " + colourKeys(m_colours));
        return move;
    }
    if (*name == "hint_rank") {
        move.kind = Kind::HintRank;
        const Json* rank = memberOf(action, "rank");
        if (!rank || !rank->is_number_integer())
            return Error::make("invalid_action", "'hint_rank' needs 'rank', a whole number from 1 to 5");
        move.value = rank->get<int>();
        return move;
    }
    return Error::make("invalid_action", "'action' must be play, discard, hint_colour or hint_rank");
}

HanabiSmallState::Refusal HanabiSmallState::refusal(int seat, const Move& move) const {
    if (finished() || seat != m_toMove) return Refusal::NotYourTurn;
    switch (move.kind) {
    case Kind::Play:
    case Kind::Discard:
        if (move.position < 0 || move.position >= static_cast<int>(hand(seat).size())) return Refusal::NoSuchCard;
        if (move.kind == Kind::Discard && m_info >= m_maxInfo) return Refusal::DiscardAtMax;
        return Refusal::None;
    case Kind::HintColour:
    case Kind::HintRank: {
        if (m_info <= 0) return Refusal::NoToken;
        const bool colour = move.kind == Kind::HintColour;
        if (colour ? move.value < 0 || move.value >= m_colours : move.value < 1 || move.value > kRanks)
            return Refusal::BadValue;
        for (const auto& slot : hand(1 - seat))
            if (colour ? slot.card.colour == move.value : slot.card.rank == move.value) return Refusal::None;
        return Refusal::TouchesNothing;
    }
    case Kind::Pass: return Refusal::Pass;
    }
    return Refusal::Unknown;
}

Status HanabiSmallState::check(int seat, const Move& move) const {
    const bool colour = move.kind == Kind::HintColour;
    switch (refusal(seat, move)) {
    case Refusal::None: return okStatus();
    case Refusal::NotYourTurn: return Error::make("not_your_turn", "it is not your turn");
    case Refusal::NoSuchCard: {
        const std::string held = std::to_string(hand(seat).size());
        return Error::make("no_such_card", "you hold " + held + " cards: 'position' must be 1 to " + held);
    }
    case Refusal::DiscardAtMax:
        return Error::make("discard_at_max_tokens", "you may not discard while all " + std::to_string(m_maxInfo) +
                                                        " information tokens are available; play or hint");
    case Refusal::NoToken:
        return Error::make("no_information_token",
                           "no information token is left, and a hint costs one; play or discard instead");
    case Refusal::BadValue: return Error::make("invalid_action", colour ? "no such colour" : "'rank' must be 1 to 5");
    case Refusal::TouchesNothing:
        return Error::make("hint_touches_nothing",
                           "your partner holds no " +
                               (colour ? colourName(move.value) : "rank " + std::to_string(move.value)) +
                               " card, and a hint must point at least one card");
    case Refusal::Pass: return Error::make("invalid_action", "passing is not a move; play, discard or hint");
    case Refusal::Unknown: break;
    }
    return Error::make("invalid_action", "unknown move");
}

Status HanabiSmallState::validate(int seat, const Json& action) const {
    auto move = parseMove(action);
    if (!move) return move.error();
    return check(seat, move.value());
}

HanabiSmallState::MoveList HanabiSmallState::legalMoves(int seat) const {
    MoveList moves;
    const auto n = static_cast<int>(hand(seat).size());
    const auto add = [&](const Move& move) {
        if (refusal(seat, move) == Refusal::None) moves.push_back(move);
    };
    for (Kind kind : {Kind::Play, Kind::Discard})
        for (int p = 0; p < n; ++p) add({kind, p, -1});
    for (int c = 0; c < m_colours; ++c) add({Kind::HintColour, -1, c});
    for (int r = 1; r <= kRanks; ++r) add({Kind::HintRank, -1, r});
    return moves;
}

Json HanabiSmallState::moveAction(const Move& move) const {
    Json action;
    writeMove(move, action);
    return action;
}

void HanabiSmallState::writeMove(const Move& move, Json& action) const {
    if (move.kind == Kind::Pass) {
        action = nullptr;
        return;
    }
    static const std::string kAction = "action";
    const std::string& key = valueKey(move.kind);
    auto* fields = action.get_ptr<Json::object_t*>();
    if (fields && fields->size() == 2 && fields->contains(kAction) && !fields->contains(key)) {
        // The previous move was of another kind: its value's entry is renamed, not made anew.
        auto other = fields->begin()->first == kAction ? std::next(fields->begin()) : fields->begin();
        auto node = fields->extract(other);
        node.key() = key;
        fields->insert(std::move(node));
    }
    if (!fields || fields->size() != 2 || !fields->contains(kAction) || !fields->contains(key)) {
        action = Json::object();
        fields = action.get_ptr<Json::object_t*>();
    }
    setText((*fields)[kAction], kindKey(move.kind));
    Json& value = (*fields)[key];
    if (move.kind == Kind::HintColour)
        setText(value, colourKey(move.value));
    else
        setNumber(value, static_cast<std::int64_t>(move.kind == Kind::HintRank ? move.value : move.position + 1));
}

HanabiSmallState::Move HanabiSmallState::randomLegalMove(int seat, Rng& rng) const {
    const MoveList moves = legalMoves(seat);
    if (moves.empty()) return {};  // never on one's turn: a play is always legal
    return moves[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(moves.size()) - 1))];
}

Json HanabiSmallState::randomLegalAction(int seat, Rng& rng) const { return moveAction(randomLegalMove(seat, rng)); }

// Simple and never illegal: discard the oldest card, or, with every token at hand, point out the
// rank of the partner's oldest card (a play is the last resort: it may cost the game).
Json HanabiSmallState::defaultAction(int seat) const {
    if (check(seat, {Kind::Discard, 0, -1}).ok()) return moveAction({Kind::Discard, 0, -1});
    const auto& theirs = hand(1 - seat);
    if (!theirs.empty() && check(seat, {Kind::HintRank, -1, theirs.front().card.rank}).ok())
        return moveAction({Kind::HintRank, -1, theirs.front().card.rank});
    return moveAction({Kind::Play, 0, -1});
}

void HanabiSmallState::applyMove(int seat, const Move& move, Turn& turn) {
    auto& mine = m_hands.at(static_cast<std::size_t>(seat));
    auto& theirs = m_hands.at(static_cast<std::size_t>(1 - seat));
    switch (move.kind) {
    case Kind::Play:
    case Kind::Discard: {
        const auto at = static_cast<std::size_t>(move.position);
        turn.card = mine[at].card;
        mine.erase(at);  // the newer cards move up; the new one goes last (HLE)
        if (move.kind == Kind::Play && playable(turn.card)) {
            turn.fits = true;
            ++m_fireworks[static_cast<std::size_t>(turn.card.colour)];
            if (turn.card.rank == kRanks && m_info < m_maxInfo) ++m_info;  // a finished firework
        } else {
            if (move.kind == Kind::Play) --m_lives;
            if (move.kind == Kind::Discard) ++m_info;
            m_discards.push_back(turn.card);
        }
        const std::size_t before = mine.size();
        draw(seat);
        turn.drew = mine.size() > before;
        break;
    }
    case Kind::HintColour:
    case Kind::HintRank: {
        const bool colour = move.kind == Kind::HintColour;
        for (std::size_t p = 0; p < theirs.size(); ++p) {
            Knowledge& k = theirs[p].known;
            const bool hit = colour ? theirs[p].card.colour == move.value : theirs[p].card.rank == move.value;
            const auto bit = static_cast<std::uint8_t>(1u << (colour ? move.value : move.value - 1));
            std::uint8_t& possible = colour ? k.colours : k.ranks;
            if (hit) {
                turn.touched = static_cast<std::uint8_t>(turn.touched | (1u << p));
                possible = bit;
                (colour ? k.colour : k.rank) = move.value;
            } else {
                possible = static_cast<std::uint8_t>(possible & ~bit);
            }
        }
        --m_info;
        break;
    }
    case Kind::Pass: break;
    }
}

std::optional<RoundOutcome> HanabiSmallState::doApply(const std::map<int, Json>& actions) {
    const auto found = actions.find(m_toMove);
    Turn turn;
    turn.seat = m_toMove;
    const int before = score();
    const bool finalRound = deckSize() == 0;
    if (found != actions.end() && !found->second.is_null()) turn.move = parseMove(found->second).value();
    applyMove(m_toMove, turn.move, turn);
    if (finalRound) --m_finalTurns;

    bool complete = true;
    for (int c = 0; c < m_colours; ++c) complete = complete && m_fireworks[static_cast<std::size_t>(c)] == kRanks;
    if (m_lives <= 0)
        m_end = End::Lives;
    else if (complete)
        m_end = End::Fireworks;
    else if (m_finalTurns <= 0)
        m_end = End::Deck;
    else if (m_setup.rounds > 0 && round() >= m_setup.rounds)
        m_end = End::Cap;

    turn.infoTokens = m_info;
    turn.lifeTokens = m_lives;
    turn.deckSize = deckSize();
    turn.score = score();
    m_turns.push_back(turn);
    m_toMove = 1 - m_toMove;

    RoundOutcome out = roundOf(turn);
    out.payoffs.assign(2, static_cast<double>(turn.score - before));
    return out;
}

}  // namespace nashlab::engine::games
