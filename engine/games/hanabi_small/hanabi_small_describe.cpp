// What each seat reads of hanabi_small (its prompt's facts) and how a turn is recorded. A seat's own
// cards are described from its knowledge alone (hanabi::Knowledge), never from the cards: the
// partner's hand, the fireworks, the tokens, the discards and the turns are all it may see.
#include "engine/games/hanabi_small/hanabi_small_state.h"

namespace nashlab::engine::games {
namespace {

using namespace hanabi;

// "a", "a or b", "a, b or c".
std::string orList(const std::vector<std::string>& items, const char* last = " or ") {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i)
        text += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
    return text;
}

std::string knowledgeText(const Knowledge& known, int colours) {
    std::vector<std::string> cs, rs;
    for (int c = 0; c < colours; ++c)
        if (known.colours & (1u << c)) cs.push_back(colourName(c));
    for (int r = 1; r <= kRanks; ++r)
        if (known.ranks & (1u << (r - 1))) rs.push_back(std::to_string(r));
    const std::string colour = known.colour >= 0 ? colourName(known.colour) + " (hinted)" : orList(cs);
    const std::string rank = known.rank > 0 ? "rank " + std::to_string(known.rank) + " (hinted)" : "rank " + orList(rs);
    return colour + ", " + rank;
}

const char* kindName(HanabiSmallState::Kind kind) {
    switch (kind) {
    case HanabiSmallState::Kind::Play: return "play";
    case HanabiSmallState::Kind::Discard: return "discard";
    case HanabiSmallState::Kind::HintColour: return "hint_colour";
    case HanabiSmallState::Kind::HintRank: return "hint_rank";
    case HanabiSmallState::Kind::Pass: return "pass";
    }
    return "pass";
}

std::vector<int> touchedPositions(std::uint8_t touched) {
    std::vector<int> positions;
    for (int p = 0; p < 8; ++p)
        if (touched & (1u << p)) positions.push_back(p + 1);
    return positions;
}

}  // namespace

Json HanabiSmallState::turnView(const Turn& t, int index, int seat) const {
    using K = Kind;
    const bool cardMove = t.move.kind == K::Play || t.move.kind == K::Discard;
    const bool hint = t.move.kind == K::HintColour || t.move.kind == K::HintRank;
    std::vector<std::string> touched;
    for (int p : touchedPositions(t.touched)) touched.push_back(std::to_string(p));
    const std::string hinted =
        t.move.kind == K::HintColour ? colourName(t.move.value) : "rank " + std::to_string(t.move.value);
    return {{"turn", index + 1},
            {"by_you", t.seat == seat},
            {"played", t.move.kind == K::Play},
            {"discarded", t.move.kind == K::Discard},
            {"hinted", hint},
            {"passed", t.move.kind == K::Pass},
            {"position", cardMove ? Json(t.move.position + 1) : Json()},
            {"card", cardMove ? Json(cardText(t.card)) : Json()},
            {"fits", t.fits},
            {"missed", t.move.kind == K::Play && !t.fits},
            {"hint", hint ? Json(hinted) : Json()},
            {"touched", hint ? Json(orList(touched, " and ")) : Json()},
            {"touched_positions", hint ? Json(touchedPositions(t.touched)) : Json()},
            {"hint_colour", t.move.kind == K::HintColour ? Json(colourName(t.move.value)) : Json()},
            {"hint_rank", t.move.kind == K::HintRank ? Json(t.move.value) : Json()},
            {"drew", t.drew},
            {"score", t.score},
            {"info_tokens", t.infoTokens},
            {"life_tokens", t.lifeTokens},
            {"deck_size", t.deckSize}};
}

// `holder`'s cards as the other seat reads them.
Json HanabiSmallState::handSeenByPartner(int holder) const {
    Json cards = Json::array();
    for (std::size_t p = 0; p < hand(holder).size(); ++p) {
        const Slot& s = hand(holder)[p];
        cards.push_back({{"position", p + 1},
                         {"card", cardText(s.card)},
                         {"colour", colourName(s.card.colour)},
                         {"rank", s.card.rank},
                         {"they_know", knowledgeText(s.known, m_colours)}});
    }
    return cards;
}

std::vector<PrivateFact> HanabiSmallState::privateFacts() const {
    if (finished()) return {};
    return {{"seat 1's own cards", handSeenByPartner(0), {1}, "partner_hand"},
            {"seat 2's own cards", handSeenByPartner(1), {0}, "partner_hand"}};
}

Json HanabiSmallState::situation(int seat) const {
    const int partner = 1 - seat;
    const Json partnerHand = handSeenByPartner(partner);
    // Only the knowledge: the cards themselves are not read here.
    Json yours = Json::array();
    for (std::size_t p = 0; p < hand(seat).size(); ++p) {
        const Knowledge& k = hand(seat)[p].known;
        yours.push_back({{"position", p + 1},
                         {"colour", k.colour >= 0 ? Json(colourName(k.colour)) : Json()},
                         {"rank", k.rank > 0 ? Json(k.rank) : Json()},
                         {"could_be", knowledgeText(k, m_colours)}});
    }
    Json fireworks = Json::array();
    std::vector<std::string> fireworkTexts, colourNames, colourKeys, discardTexts;
    for (int c = 0; c < m_colours; ++c) {
        fireworks.push_back({{"colour", colourName(c)}, {"height", firework(c)}});
        fireworkTexts.push_back(colourName(c) + " " + std::to_string(firework(c)));
        colourNames.push_back(colourName(c));
        colourKeys.push_back(colourKey(c));
    }
    for (const Card& card : m_discards) discardTexts.push_back(cardText(card));
    Json partnerLast = nullptr;
    if (!m_turns.empty() && m_turns.back().seat == partner)
        partnerLast = turnView(m_turns.back(), static_cast<int>(m_turns.size()) - 1, seat);
    Json legal = Json::array();
    if (!finished() && seat == m_toMove)
        for (const Move& m : legalMoves(seat)) legal.push_back({{"answer", moveAction(m).dump()}});
    return {{"game", "hanabi_small"},
            {"turn", m_turns.size() + 1},
            {"seat", seat},
            {"your_turn", !finished() && seat == m_toMove},
            {"colours", m_colours},
            {"colour_names", orList(colourNames, " and ")},
            {"colour_keys", orList(colourKeys)},
            {"cards_in_game", m_colours * kCardsPerColour},
            {"hand_size", m_handSize},
            {"max_info_tokens", m_maxInfo},
            {"max_life_tokens", m_maxLives},
            {"one_life", m_maxLives == 1},
            {"max_score", m_colours * kRanks},
            {"partner_hand", partnerHand},
            {"your_cards", yours},
            {"fireworks", fireworks},
            {"fireworks_text", orList(fireworkTexts, ", ")},
            {"info_tokens", m_info},
            {"life_tokens", m_lives},
            {"deck_size", deckSize()},
            {"score", score()},
            {"discards", discardTexts.empty() ? std::string("none") : orList(discardTexts, ", ")},
            {"discard_list", discardTexts},
            {"final_round", deckSize() == 0},
            {"partner_last", partnerLast},
            {"legal_moves", legal}};
}

Json HanabiSmallState::pastRound(const RoundOutcome& round, int seat) const {
    const auto index = static_cast<std::size_t>(round.round - 1);
    if (index >= m_turns.size()) return nullptr;
    return turnView(m_turns[index], static_cast<int>(index), seat);
}

RoundOutcome HanabiSmallState::roundOf(const Turn& t) const {
    RoundOutcome out;
    out.actions = Json::array({nullptr, nullptr});
    out.actions[static_cast<std::size_t>(t.seat)] = moveAction(t.move);
    // Each seat's report holds its partner's hand after the turn: what it saw then.
    out.privateReports = Json::array();
    for (int s = 0; s < 2; ++s) {
        Json cards = Json::array();
        for (const Slot& slot : hand(1 - s))
            if (slot.card.valid()) cards.push_back(cardText(slot.card));
        out.privateReports.push_back({{"partner_hand", cards}});
    }
    out.reference = Json::array({nullptr, nullptr});
    const bool cardMove = t.move.kind == Kind::Play || t.move.kind == Kind::Discard;
    Json fireworks = Json::object();
    for (int c = 0; c < m_colours; ++c) fireworks[colourName(c)] = firework(c);
    out.publicReport = {
        {"turn", round()},
        {"seat", t.seat},
        {"move", kindName(t.move.kind)},
        {"position", cardMove ? Json(t.move.position + 1) : Json()},
        {"card", cardMove ? Json(cardText(t.card)) : Json()},
        {"fits", t.move.kind == Kind::Play ? Json(t.fits) : Json()},
        {"hint_colour", t.move.kind == Kind::HintColour ? Json(colourName(t.move.value)) : Json()},
        {"hint_rank", t.move.kind == Kind::HintRank ? Json(t.move.value) : Json()},
        {"touched",
         t.move.kind == Kind::HintColour || t.move.kind == Kind::HintRank ? Json(touchedPositions(t.touched)) : Json()},
        {"drew", t.drew},
        {"fireworks", fireworks},
        {"info_tokens", t.infoTokens},
        {"life_tokens", t.lifeTokens},
        {"deck_size", t.deckSize},
        {"score", t.score},
        {"end", endName(m_end)}};
    return out;
}

}  // namespace nashlab::engine::games
