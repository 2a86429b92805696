#include "engine/games/holdem_nl/holdem_nl_state.h"

#include <algorithm>

#include "engine/games/action_fields.h"

namespace nashlab::engine::games {

using namespace holdem;

namespace holdem {

const char* moveName(Move move) {
    switch (move) {
    case Move::Fold: return "fold";
    case Move::CheckCall: return "check_call";
    case Move::RaiseHalfPot: return "raise_half_pot";
    case Move::RaisePot: return "raise_pot";
    case Move::AllIn: return "all_in";
    }
    return "fold";
}

std::optional<Move> moveFromName(std::string_view name) {
    for (Move m : kMoves)
        if (name == moveName(m)) return m;
    return std::nullopt;
}

const char* streetName(Street street) {
    switch (street) {
    case Street::Preflop: return "preflop";
    case Street::Flop: return "flop";
    case Street::Turn: return "turn";
    case Street::River: return "river";
    }
    return "preflop";
}

}  // namespace holdem

namespace {

const std::string kAction = "action";
const std::string kConcede = "concede";

// The answer is read where it lies (no copy of its text): every bot answer is read twice, checked
// and applied.
bool isConcession(const Json& action) {
    const Json* concede = memberOf(action, "concede");
    return concede && concede->is_boolean() && concede->get<bool>();
}

std::optional<Move> moveOf(const Json& action) {
    const Json* field = memberOf(action, "action");
    const auto* name = field ? field->get_ptr<const std::string*>() : nullptr;
    if (!name) return std::nullopt;
    return moveFromName(*name);
}

// A resolved parameter (every one is there once the game's defaults are filled in).
template <std::size_t N>
int intParam(const Json& params, const char (&key)[N], int fallback) {
    const Json* value = memberOf(params, key);
    return value && value->is_number() ? value->get<int>() : fallback;
}

template <std::size_t N>
std::string_view textParam(const Json& params, const char (&key)[N], std::string_view fallback) {
    const Json* value = memberOf(params, key);
    const auto* text = value ? value->get_ptr<const std::string*>() : nullptr;
    return text ? std::string_view(*text) : fallback;
}

std::string legalList(const MoveList& moves) {
    std::string out;
    for (Move m : moves) out += (out.empty() ? "" : ", ") + std::string(moveName(m));
    return out;
}

// How an action reads in a prompt's history ("raised the pot, putting in 12 chips").
std::string stepText(Move move, int chips, bool forfeited, bool conceded) {
    if (conceded) return "lost the hand by an unusable answer (folded)";
    std::string text;
    switch (move) {
    case Move::Fold: text = "folded"; break;
    case Move::CheckCall:
        text = chips > 0 ? "called, putting in " + std::to_string(chips) + " chips" : "checked";
        break;
    case Move::RaiseHalfPot: text = "raised half the pot, putting in " + std::to_string(chips) + " chips"; break;
    case Move::RaisePot: text = "raised the pot, putting in " + std::to_string(chips) + " chips"; break;
    case Move::AllIn: text = "went all in with " + std::to_string(chips) + " chips"; break;
    }
    if (forfeited) text += " (no usable answer)";
    return text;
}

}  // namespace

HoldemState::HoldemState(GameSetup setup) : State(std::move(setup)) {
    const Json& p = m_setup.params;
    m_stackSize = intParam(p, "stack", 100);
    const int small = intParam(p, "small_blind", 1);
    Rng rng = Rng(m_setup.seed).split("deck");
    m_deck = shuffledDeck(rng);
    // A fixed deal (checked by Game::checkParams) goes on top in dealing order; the rest stays shuffled.
    if (const std::string_view deal = textParam(p, "deal", {}); !deal.empty()) {
        if (auto fixed = parseCodes(std::string(deal))) {
            for (std::size_t i = 0; i < fixed->size() && i < 9; ++i) {
                const auto at = std::find(m_deck.begin(), m_deck.end(), (*fixed)[i]);
                std::iter_swap(m_deck.begin() + static_cast<std::ptrdiff_t>(i), at);
            }
        }
    }
    // RLCard deals one card to each player in turn, twice; the board comes from the next five.
    for (std::size_t i = 0; i < 4; ++i) m_hole[i % 2][i / 2] = m_deck[i];
    const std::string_view blindSeat = textParam(p, "small_blind_seat", "random");
    if (blindSeat == "first")
        m_smallBlind = 0;
    else if (blindSeat == "second")
        m_smallBlind = 1;
    else
        m_smallBlind = static_cast<int>(Rng(m_setup.seed).split("blinds").uniformInt(0, 1));
    m_inChips[static_cast<std::size_t>(m_smallBlind)] = small;
    m_inChips[static_cast<std::size_t>(1 - m_smallBlind)] = 2 * small;
    m_raised = m_inChips;
    m_toAct = m_smallBlind;
    // A hand from the flop (the risk-assessment spots): the small blind has called, the big blind
    // checked, and the flop is out; betting opens with the small blind, as on every street.
    if (textParam(p, "start", "preflop") == "flop") {
        m_inChips = {2 * small, 2 * small};
        m_raised = {0, 0};
        m_streetCounter = 1;
        m_boardCount = 3;
        m_street = Street::Flop;
    }
}

std::vector<Card> HoldemState::boardOf(int count) const {
    std::vector<Card> cards;
    for (int i = 0; i < count; ++i) cards.push_back(m_deck.at(static_cast<std::size_t>(4 + i)));
    return cards;
}

std::vector<Card> HoldemState::board() const { return boardOf(m_boardCount); }

std::vector<Card> HoldemState::holeCards(int seat) const {
    const auto& hole = m_hole.at(static_cast<std::size_t>(seat));
    return {hole.begin(), hole.end()};
}

int HoldemState::toCall(int seat) const {
    const int top = std::max(m_raised[0], m_raised[1]);
    return std::min(top - m_raised.at(static_cast<std::size_t>(seat)), stack(seat));
}

// RLCard's get_nolimit_legal_actions: fold and check/call always; no raise when calling takes every
// chip left; a pot raise needs the pot in the stack; a half-pot raise needs half the pot in the
// stack and must top the highest bet of the street.
MoveList HoldemState::legalMoves() const {
    MoveList moves;
    if (finished()) return moves;
    const auto me = static_cast<std::size_t>(m_toAct);
    const int top = std::max(m_raised[0], m_raised[1]);
    const int diff = top - m_raised[me];
    const int left = stack(m_toAct);
    moves.push_back(Move::Fold);
    moves.push_back(Move::CheckCall);
    if (diff > 0 && diff >= left) return moves;
    const int half = pot() / 2;
    if (half <= left && half + m_raised[me] > top) moves.push_back(Move::RaiseHalfPot);
    if (pot() <= left) moves.push_back(Move::RaisePot);
    moves.push_back(Move::AllIn);
    return moves;
}

int HoldemState::chipsFor(Move move) const {
    switch (move) {
    case Move::Fold: return 0;
    case Move::CheckCall: return toCall(m_toAct);
    case Move::RaiseHalfPot: return pot() / 2;
    case Move::RaisePot: return pot();
    case Move::AllIn: return stack(m_toAct);
    }
    return 0;
}

HandValue HoldemState::handValue(int seat) const { return m_end == End::Showdown ? handValueAt(seat) : 0; }

std::vector<int> HoldemState::actingSeats() const {
    if (finished()) return {};
    return {m_toAct};
}

Json HoldemState::actionJson(Move move) const { return {{kAction, moveName(move)}}; }

ActionSpec HoldemState::actionSpec(int seat) const {
    ActionField f;
    f.name = kAction;
    f.kind = FieldKind::Enum;
    if (seat == m_toAct)
        for (Move m : legalMoves()) f.options.emplace_back(moveName(m));
    if (f.options.empty()) f.options = {moveName(Move::Fold), moveName(Move::CheckCall)};
    f.description = "your action: one of the legal actions listed";
    return ActionSpec{{f}};
}

Status HoldemState::validate(int seat, const Json& action) const {
    if (finished() || seat != m_toAct) return Error::make("not_your_turn", "it is not your turn to act");
    if (isConcession(action)) return okStatus();
    const auto legal = legalMoves();
    const auto move = moveOf(action);
    if (!move) return Error::make("invalid_action", "the answer needs 'action', one of: " + legalList(legal));
    if (!legal.contains(*move))
        return Error::make("illegal_action", std::string("'") + moveName(*move) +
                                                 "' is not allowed now; the legal actions are: " + legalList(legal));
    return okStatus();
}

Json HoldemState::randomLegalAction(int /*seat*/, Rng& rng) const {
    const auto legal = legalMoves();
    if (legal.empty()) return actionJson(Move::CheckCall);
    return actionJson(legal[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(legal.size()) - 1))]);
}

// Checking or calling is always legal and never throws the hand away.
Json HoldemState::defaultAction(int /*seat*/) const { return actionJson(Move::CheckCall); }

Json HoldemState::concession(int /*seat*/) const { return {{kConcede, true}}; }

int HoldemState::play(Move move) {
    const auto me = static_cast<std::size_t>(m_toAct);
    const int top = std::max(m_raised[0], m_raised[1]);
    // RLCard's proceed_round, heads up.
    int chips = 0;
    switch (move) {
    case Move::CheckCall:
        chips = std::min(top - m_raised[me], stack(m_toAct));
        m_raised[me] = top;
        ++m_notRaised;
        break;
    case Move::AllIn:
        chips = stack(m_toAct);
        m_raised[me] += chips;
        m_notRaised = 1;
        break;
    case Move::RaisePot:
        chips = pot();
        m_raised[me] += chips;
        m_notRaised = 1;
        break;
    case Move::RaiseHalfPot:
        chips = pot() / 2;
        m_raised[me] += chips;
        m_notRaised = 1;
        break;
    case Move::Fold: m_status[me] = SeatStatus::Folded; break;
    }
    m_inChips[me] += chips;
    if (stack(m_toAct) == 0 && m_status[me] != SeatStatus::Folded) m_status[me] = SeatStatus::AllIn;
    if (m_status[me] == SeatStatus::AllIn) {
        ++m_notPlaying;
        --m_notRaised;  // counted among those not playing instead
    }
    if (m_status[me] == SeatStatus::Folded) ++m_notPlaying;
    m_toAct = 1 - m_toAct;
    return chips;
}

// RLCard's step after proceed_round: when the street's betting is over, deal (every remaining
// street at once when nobody can bet any more) and start the next street with the small blind.
void HoldemState::endStreetIfDone() {
    if (m_status[0] == SeatStatus::Folded || m_status[1] == SeatStatus::Folded) {
        m_end = End::Fold;
        m_winner = m_status[0] == SeatStatus::Folded ? 1 : 0;
        return;
    }
    if (m_notRaised + m_notPlaying < 2) return;
    std::array<bool, 2> bypass = {m_status[0] != SeatStatus::Alive, m_status[1] != SeatStatus::Alive};
    const int top = std::max(m_raised[0], m_raised[1]);
    if (bypass[0] != bypass[1]) {
        const auto last = static_cast<std::size_t>(bypass[0] ? 1 : 0);
        if (m_raised[last] >= top) bypass[last] = true;
    }
    const bool nobodyBets = bypass[0] && bypass[1];
    m_toAct = m_smallBlind;
    if (!nobodyBets && bypass[static_cast<std::size_t>(m_toAct)]) m_toAct = 1 - m_toAct;
    if (m_streetCounter == 0) {
        m_boardCount = 3;
        if (nobodyBets) ++m_streetCounter;
    }
    if (m_streetCounter == 1) {
        m_boardCount = 4;
        if (nobodyBets) ++m_streetCounter;
    }
    if (m_streetCounter == 2) {
        m_boardCount = 5;
        if (nobodyBets) ++m_streetCounter;
    }
    ++m_streetCounter;
    m_street = static_cast<Street>(std::min(m_streetCounter, 3));
    m_notRaised = 0;
    m_raised = {0, 0};
    if (m_streetCounter >= 4) {
        const HandValue a = handValueAt(0), b = handValueAt(1);
        m_end = End::Showdown;
        m_winner = a > b ? 0 : b > a ? 1 : -1;
    }
}

std::optional<RoundOutcome> HoldemState::doApply(const std::map<int, Json>& actions) {
    const auto found = actions.find(m_toAct);
    static const Json kNull;
    const Json& action = found == actions.end() ? kNull : found->second;
    Step step;
    step.seat = m_toAct;
    step.street = m_street;
    if (action.is_null()) {
        // A forfeited turn checks when that costs nothing and folds otherwise (poker's timeout rule).
        step.forfeited = true;
        step.move = toCall(m_toAct) == 0 ? Move::CheckCall : Move::Fold;
    } else if (isConcession(action)) {
        step.conceded = true;
        step.move = Move::Fold;
    } else {
        step.move = *moveOf(action);
    }
    step.chips = play(step.move);
    endStreetIfDone();
    if (step.conceded) m_end = End::Conceded;
    // `rounds` caps the actions; a hand cut off there is called off: everyone keeps their chips.
    if (m_end == End::None && m_setup.rounds > 0 && round() >= m_setup.rounds) {
        m_end = End::Cap;
        m_winner = -1;
    }
    return roundOf(step);
}

RoundOutcome HoldemState::roundOf(const Step& s) const {
    RoundOutcome out;
    out.payoffs.assign(2, 0.0);
    if (m_end != End::None && m_end != End::Cap && m_winner >= 0) {
        const auto w = static_cast<std::size_t>(m_winner);
        const double won = m_inChips[1 - w];
        out.payoffs[w] = won;
        out.payoffs[1 - w] = -won;
    }
    Json action = nullptr;
    if (s.conceded)
        action = concession(s.seat);
    else if (!s.forfeited)
        action = actionJson(s.move);
    out.actions = Json::array({nullptr, nullptr});
    out.actions[static_cast<std::size_t>(s.seat)] = std::move(action);
    out.privateReports = Json::array({{{"hole_cards", codes(holeCards(0))}}, {{"hole_cards", codes(holeCards(1))}}});
    out.reference = Json::array({nullptr, nullptr});
    Json showdown = nullptr;
    if (m_end == End::Showdown) {
        Json hands = Json::array(), names = Json::array();
        for (int seat = 0; seat < 2; ++seat) {
            hands.push_back(codes(holeCards(seat)));
            names.push_back(categoryName(categoryOf(handValueAt(seat))));
        }
        showdown = {{"hole_cards", hands}, {"hands", names}};
    }
    out.publicReport = {{"action_no", round()},
                        {"seat", s.seat},
                        {"stage", streetName(s.street)},
                        {"action", moveName(s.move)},
                        {"chips", s.chips},
                        {"pot", pot()},
                        {"forfeited", s.forfeited},
                        {"conceded", s.conceded},
                        {"board", codes(boardOf(m_boardCount))},
                        {"end", endName(m_end)},
                        {"winner", m_end != End::None && m_winner >= 0 ? Json(m_winner) : Json()},
                        {"showdown", showdown}};
    return out;
}

Json HoldemState::endName(End end) {
    switch (end) {
    case End::None: return nullptr;
    case End::Fold: return "fold";
    case End::Showdown: return "showdown";
    case End::Conceded: return "conceded";
    case End::Cap: return "cap";
    }
    return nullptr;
}

HandValue HoldemState::handValueAt(int seat) const {
    const auto& hole = m_hole.at(static_cast<std::size_t>(seat));
    std::array<Card, 7> cards = {hole[0], hole[1]};
    std::copy_n(m_deck.begin() + 4, 5, cards.begin() + 2);  // the board: the five cards after the holes
    return evaluate(cards.data(), static_cast<int>(cards.size()));
}

Json HoldemState::situation(int seat) const {
    const int other = 1 - seat;
    const bool myTurn = !finished() && seat == m_toAct;
    Json legal = Json::array();
    if (myTurn)
        for (Move m : legalMoves()) {
            const int chips = chipsFor(m);
            std::string meaning;
            switch (m) {
            case Move::Fold: meaning = "give up the hand and the chips you have put in"; break;
            case Move::CheckCall:
                meaning = chips > 0 ? "call: put in " + std::to_string(chips) + " chips to match your opponent"
                                    : "check: put in nothing more";
                break;
            case Move::RaiseHalfPot: meaning = "put in " + std::to_string(chips) + " chips (half the pot)"; break;
            case Move::RaisePot: meaning = "put in " + std::to_string(chips) + " chips (the whole pot)"; break;
            case Move::AllIn: meaning = "put in all your " + std::to_string(chips) + " remaining chips"; break;
            }
            legal.push_back({{"action", moveName(m)}, {"chips", chips}, {"meaning", meaning}});
        }
    // The opponent's latest action, from its round's public report (every action is a round).
    Json opponentLast = nullptr, opponentMove = nullptr;
    for (auto it = history().rbegin(); it != history().rend(); ++it) {
        const Json& pub = it->publicReport;
        if (pub.at("seat").get<int>() != other) continue;
        const auto move = moveFromName(pub.at("action").get<std::string>()).value_or(Move::CheckCall);
        const int chips = pub.at("chips").get<int>();
        const bool forfeited = pub.at("forfeited").get<bool>();
        opponentLast = stepText(move, chips, forfeited, pub.at("conceded").get<bool>());
        opponentMove = {{"action", moveName(move)}, {"chips", chips}, {"forfeited", forfeited}};
        break;
    }
    const int smallBlind = intParam(m_setup.params, "small_blind", 1);
    const std::vector<Card> visible = board();
    const std::vector<Card> hole = holeCards(seat);
    return {{"game", "holdem_nl"},
            {"seat", seat},
            {"position", seat == m_smallBlind ? "small blind" : "big blind"},
            {"small_blind", smallBlind},
            {"big_blind", 2 * smallBlind},
            {"starting_stack", m_stackSize},
            {"hole_cards", codes(hole)},
            {"hole_cards_text", wordsList(hole)},
            {"board", codes(visible)},
            {"board_text", wordsList(visible, "none yet")},
            {"stage", streetName(m_street)},
            {"pot", pot()},
            {"your_chips_in", chipsIn(seat)},
            {"opponent_chips_in", chipsIn(other)},
            {"your_stack", stack(seat)},
            {"opponent_stack", stack(other)},
            {"to_call", myTurn ? toCall(seat) : 0},
            {"must_call", myTurn && toCall(seat) > 0},
            {"your_turn", myTurn},
            {"legal_actions", legal},
            {"opponent_last_action", opponentLast},
            {"opponent_last_move", opponentMove}};
}

std::vector<PrivateFact> HoldemState::privateFacts() const {
    std::vector<PrivateFact> facts;
    if (finished()) return facts;
    for (int seat = 0; seat < 2; ++seat)
        for (const auto& card : codes(holeCards(seat)))
            facts.push_back(
                {"seat " + std::to_string(seat + 1) + "'s hole card " + std::string(card), Json(card), {seat}});
    return facts;
}

Json HoldemState::pastRound(const RoundOutcome& r, int seat) const {
    const Json& pub = r.publicReport;
    const auto move = moveFromName(pub.at("action").get<std::string>()).value_or(Move::CheckCall);
    return {{"action_no", r.round},
            {"by_you", pub.at("seat").get<int>() == seat},
            {"stage", pub.at("stage")},
            {"text", stepText(move, pub.at("chips").get<int>(), pub.at("forfeited").get<bool>(),
                              pub.at("conceded").get<bool>())},
            {"pot", pub.at("pot")}};
}

}  // namespace nashlab::engine::games
