// The rules of hanabi_small (HLE's, as PettingZoo hanabi_v5 plays them; seed 004 §1.7): moves, their
// legality and their effects. What a seat reads of the table is in hanabi_small_describe.cpp.
#include "engine/games/hanabi_small/hanabi_small_state.h"

#include "engine/games/action_fields.h"

namespace nashlab::engine::games {
namespace {

using namespace hanabi;

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

const Json* fieldOf(const Json& action, const char* key) {
    if (!action.is_object()) return nullptr;
    const auto found = action.find(key);
    return found == action.end() || found->is_null() ? nullptr : &*found;
}

}  // namespace

HanabiSmallState::HanabiSmallState(GameSetup setup) : State(std::move(setup)) {
    const Json& p = m_setup.params;
    m_colours = std::clamp(p.value("colours", 2), 1, kMaxColours);
    m_handSize = std::clamp(p.value("hand_size", 2), 1, 5);
    m_maxInfo = p.value("info_tokens", 3);
    m_maxLives = p.value("life_tokens", 1);
    if (p.contains("deck")) {
        m_deck = stackedDeck(p["deck"], m_colours);
    } else {
        m_deck = fullDeck(m_colours);
        Rng rng = Rng(m_setup.seed).split("hanabi_small deck");
        for (std::size_t i = m_deck.size(); i > 1; --i)
            std::swap(m_deck[i - 1],
                      m_deck[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(i) - 1))]);
    }
    m_info = m_maxInfo;
    m_lives = m_maxLives;
    m_finalTurns = 2;
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

Result<HanabiSmallState::Move> HanabiSmallState::parseMove(const Json& action) const {
    const Json* kind = fieldOf(action, "action");
    if (!kind || !kind->is_string())
        return Error::make("invalid_action", "the answer needs 'action': play, discard, hint_colour or hint_rank");
    const std::string name = kind->get<std::string>();
    Move move;
    if (name == "play" || name == "discard") {
        move.kind = name == "play" ? Kind::Play : Kind::Discard;
        const Json* position = fieldOf(action, "position");
        if (!position || !position->is_number_integer())
            return Error::make("invalid_action", "'" + name + "' needs 'position', which of your cards: 1 to " +
                                                     std::to_string(m_handSize));
        move.position = position->get<int>() - 1;
        return move;
    }
    if (name == "hint_colour") {
        move.kind = Kind::HintColour;
        const Json* colour = fieldOf(action, "colour");
        std::string keys;
        for (int c = 0; c < m_colours; ++c) keys += (c ? ", " : "") + colourKey(c);
        if (!colour || !colour->is_string())
            return Error::make("invalid_action", "'hint_colour' needs 'colour', one of " + keys);
        move.value = colourOfKey(colour->get<std::string>(), m_colours);
        if (move.value < 0) return Error::make("invalid_action", "'colour' must be one of " + keys);
        return move;
    }
    if (name == "hint_rank") {
        move.kind = Kind::HintRank;
        const Json* rank = fieldOf(action, "rank");
        if (!rank || !rank->is_number_integer())
            return Error::make("invalid_action", "'hint_rank' needs 'rank', a whole number from 1 to 5");
        move.value = rank->get<int>();
        return move;
    }
    return Error::make("invalid_action", "'action' must be play, discard, hint_colour or hint_rank");
}

Status HanabiSmallState::check(int seat, const Move& move) const {
    if (finished() || seat != m_toMove) return Error::make("not_your_turn", "it is not your turn");
    const auto& mine = hand(seat);
    const auto& theirs = hand(1 - seat);
    const std::string tokens = std::to_string(m_maxInfo);
    switch (move.kind) {
    case Kind::Play:
    case Kind::Discard:
        if (move.position < 0 || move.position >= static_cast<int>(mine.size()))
            return Error::make("no_such_card", "you hold " + std::to_string(mine.size()) +
                                                   " cards: 'position' must be 1 to " + std::to_string(mine.size()));
        if (move.kind == Kind::Discard && m_info >= m_maxInfo)
            return Error::make("discard_at_max_tokens", "you may not discard while all " + tokens +
                                                            " information tokens are available; play or hint");
        return okStatus();
    case Kind::HintColour:
    case Kind::HintRank: {
        if (m_info <= 0)
            return Error::make("no_information_token",
                               "no information token is left, and a hint costs one; play or "
                               "discard instead");
        const bool colour = move.kind == Kind::HintColour;
        if (colour ? move.value < 0 || move.value >= m_colours : move.value < 1 || move.value > kRanks)
            return Error::make("invalid_action", colour ? "no such colour" : "'rank' must be 1 to 5");
        for (const auto& slot : theirs)
            if (colour ? slot.card.colour == move.value : slot.card.rank == move.value) return okStatus();
        return Error::make("hint_touches_nothing",
                           "your partner holds no " +
                               (colour ? colourName(move.value) : "rank " + std::to_string(move.value)) +
                               " card, and a hint must point at least one card");
    }
    case Kind::Pass: return Error::make("invalid_action", "passing is not a move; play, discard or hint");
    }
    return Error::make("invalid_action", "unknown move");
}

Status HanabiSmallState::validate(int seat, const Json& action) const {
    auto move = parseMove(action);
    if (!move) return move.error();
    return check(seat, move.value());
}

std::vector<HanabiSmallState::Move> HanabiSmallState::legalMoves(int seat) const {
    std::vector<Move> moves;
    const auto n = static_cast<int>(hand(seat).size());
    for (Kind kind : {Kind::Play, Kind::Discard})
        for (int p = 0; p < n; ++p)
            if (check(seat, {kind, p, -1}).ok()) moves.push_back({kind, p, -1});
    for (int c = 0; c < m_colours; ++c)
        if (check(seat, {Kind::HintColour, -1, c}).ok()) moves.push_back({Kind::HintColour, -1, c});
    for (int r = 1; r <= kRanks; ++r)
        if (check(seat, {Kind::HintRank, -1, r}).ok()) moves.push_back({Kind::HintRank, -1, r});
    return moves;
}

Json HanabiSmallState::moveAction(const Move& move) const {
    switch (move.kind) {
    case Kind::Play: return {{"action", "play"}, {"position", move.position + 1}};
    case Kind::Discard: return {{"action", "discard"}, {"position", move.position + 1}};
    case Kind::HintColour: return {{"action", "hint_colour"}, {"colour", colourKey(move.value)}};
    case Kind::HintRank: return {{"action", "hint_rank"}, {"rank", move.value}};
    case Kind::Pass: return nullptr;
    }
    return nullptr;
}

Json HanabiSmallState::randomLegalAction(int seat, Rng& rng) const {
    const auto moves = legalMoves(seat);
    if (moves.empty()) return nullptr;  // never on one's turn: a play is always legal
    return moveAction(moves[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(moves.size()) - 1))]);
}

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
        const auto at = mine.begin() + move.position;
        turn.card = at->card;
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
    for (int c = 0; c < m_colours; ++c)
        turn.fireworks[static_cast<std::size_t>(c)] =
            static_cast<std::int8_t>(m_fireworks[static_cast<std::size_t>(c)]);
    turn.end = m_end;
    for (std::size_t s = 0; s < 2; ++s)
        for (std::size_t p = 0; p < m_hands[s].size() && p < 5; ++p) turn.hands[s][p] = m_hands[s][p].card;
    m_turns.push_back(turn);
    m_toMove = 1 - m_toMove;

    RoundOutcome out{RoundOutcome::DescribedLater{}};
    out.payoffs.assign(2, static_cast<double>(turn.score - before));
    return out;
}

}  // namespace nashlab::engine::games
