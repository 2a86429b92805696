// What each seat reads of bargain (its prompt's facts) and how a turn is recorded. A seat reads
// its own values only: the other's appear in no observation, and every "worth" it is shown is
// worked out with its own values.
#include "engine/games/bargain/bargain_state.h"

namespace nashlab::engine::games {
namespace {

using namespace bargain;

const char* moveName(BargainState::Kind kind) {
    switch (kind) {
    case BargainState::Kind::Propose: return "propose";
    case BargainState::Kind::Deal: return "deal";
    case BargainState::Kind::Concede: return "concede";
    }
    return "propose";
}

// "a hat is worth 8 to you, a ball 1 and an apple 0".
std::string valuesText(const Items& v) {
    return "a hat is worth " + std::to_string(v[0]) + " to you, a ball " + std::to_string(v[1]) + " and an apple " +
           std::to_string(v[2]);
}

}  // namespace

Json BargainState::endName(End end) {
    switch (end) {
    case End::None: return nullptr;
    case End::Deal: return "deal";
    case End::NoDeal: return "no_deal";
    case End::Conceded: return "conceded";
    case End::Cap: return "cap";
    }
    return nullptr;
}

Json BargainState::situation(int seat) const {
    const bool myTurn = !finished() && seat == m_toMove;
    const int played = static_cast<int>(m_turns.size());
    Json offer = nullptr, mine = nullptr;
    if (const auto theirs = standingOffer(seat)) {
        const Items get = rest(*theirs);
        std::string said;
        for (auto it = m_turns.rbegin(); it != m_turns.rend(); ++it)
            if (it->seat != seat && it->kind == Kind::Propose) {
                said = it->message;
                break;
            }
        offer = {{"they_keep", sharesJson(*theirs)},   {"they_keep_text", sharesText(*theirs)},
                 {"you_get", sharesJson(get)},         {"you_get_text", sharesText(get)},
                 {"worth_to_you", valueOf(seat, get)}, {"message", said},
                 {"has_message", !said.empty()}};
    }
    if (const auto kept = lastProposal(seat))
        mine = {{"you_keep", sharesJson(*kept)},
                {"you_keep_text", sharesText(*kept)},
                {"they_get_text", sharesText(rest(*kept))},
                {"worth_to_you", valueOf(seat, *kept)}};
    return {{"game", "bargain"},
            {"seat", seat},
            {"first_to_propose", seat == 0},
            {"your_turn", myTurn},
            {"turn", played + 1},
            {"bargaining_round", bargainingRound()},
            {"max_rounds", m_maxRounds},
            {"last_turn", myTurn && played + 1 == maxTurns()},
            {"opponent_has_last_turn", myTurn && played + 2 == maxTurns()},
            {"counts", sharesJson(counts())},
            {"counts_text", sharesText(counts())},
            {"items", counts()[0] + counts()[1] + counts()[2]},
            {"your_values", valuesJson(values(seat))},
            {"values_text", valuesText(values(seat))},
            {"pool_value", kPoolValue},
            {"offer", offer},
            {"your_last_proposal", mine},
            {"can_deal", myTurn && !offer.is_null()},
            {"talk", m_talk.heardBy(seat)}};
}

Json BargainState::pastRound(const RoundOutcome& round, int seat) const {
    const auto index = static_cast<std::size_t>(round.round - 1);
    if (index >= m_turns.size()) return nullptr;
    const Turn& t = m_turns[index];
    const bool byYou = t.seat == seat;
    Json split = nullptr;
    if (t.kind == Kind::Propose) {
        const Items yours = byYou ? t.keep : rest(t.keep);
        split = {{"keeps_text", sharesText(t.keep)},
                 {"gives_text", sharesText(rest(t.keep))},
                 {"you_get_text", sharesText(yours)},
                 {"worth_to_you", valueOf(seat, yours)}};
    } else if (t.kind == Kind::Deal) {
        split = {{"you_get_text", sharesText(shareOf(seat))}, {"worth_to_you", valueOf(seat, shareOf(seat))}};
    }
    return {{"turn", round.round},
            {"bargaining_round", t.bargainingRound},
            {"by_you", byYou},
            {"proposed", t.kind == Kind::Propose},
            {"accepted", t.kind == Kind::Deal},
            {"conceded", t.kind == Kind::Concede},
            {"forfeited", t.forfeited},
            {"split", split},
            {"message", t.message},
            {"has_message", !t.message.empty()}};
}

void BargainState::fillOutcome(RoundOutcome& out, const Json& action) const {
    const Turn& t = m_turns.back();  // one turn per round
    out.actions = Json::array({nullptr, nullptr});
    out.actions[static_cast<std::size_t>(t.seat)] = action;
    out.reference = Json::array({nullptr, nullptr});
    const bool over = m_end != End::None;
    Json shares = nullptr, secured = nullptr, winner = nullptr;
    if (m_end == End::Deal) {
        shares = Json::array({sharesJson(shareOf(0)), sharesJson(shareOf(1))});
        if (valueSecured(0) != valueSecured(1)) winner = valueSecured(0) > valueSecured(1) ? 0 : 1;
    }
    if (over) secured = Json::array({valueSecured(0), valueSecured(1)});
    if (m_end == End::Conceded) winner = 1 - t.seat;
    const bool proposed = t.kind == Kind::Propose;
    out.publicReport = {{"turn", round()},
                        {"bargaining_round", t.bargainingRound},
                        {"seat", t.seat},
                        {"move", moveName(t.kind)},
                        {"forfeited", t.forfeited},
                        {"keep", proposed ? sharesJson(t.keep) : Json()},
                        {"gives", proposed ? sharesJson(rest(t.keep)) : Json()},
                        {"message", t.message},
                        {"end", endName(m_end)},
                        {"shares", shares},
                        {"value_secured", secured},
                        {"winner", winner}};
    // Each seat's own values, and at the end what it secured: the record keeps them per seat.
    out.privateReports = Json::array();
    for (int s = 0; s < 2; ++s) {
        Json mine = {{"values", valuesJson(values(s))}};
        if (over) mine["value_secured"] = valueSecured(s);
        out.privateReports.push_back(mine);
    }
}

}  // namespace nashlab::engine::games
