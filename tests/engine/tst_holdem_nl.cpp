// holdem_nl: the hand evaluator against the published counts of every five-card hand and a table
// of hands worked out by hand (kickers, the wheel, two trips, six suited cards, a board that plays);
// RLCard's legality rules and chip counts step by step; showdowns, folds, all-ins, split pots,
// forfeits and concessions with hand-computed payoffs; a fixed deal refused when malformed; the
// Monte-Carlo equity against published preflop numbers; the bots; the scores; and that no seat's
// observation, prompt or human view ever holds the other seat's cards before the showdown.
#include <QtTest>
#include <array>

#include "engine/games/holdem_nl/equity.h"
#include "engine/games/holdem_nl/hand_eval.h"
#include "engine/games/holdem_nl/holdem_nl_state.h"
#include "engine/games/holdem_nl/holdem_nl_view.h"
#include "engine/prompt/prompt_builder.h"
#include "tests/engine/board_game_play.h"

using namespace nashlab::engine;
using namespace nashlab::engine::games;
using namespace nashlab::engine::games::holdem;
using nashlab::test::applyMove;
using nashlab::test::botMove;
using nashlab::test::newBoardState;

namespace {

const HoldemState& holdemOf(const std::unique_ptr<State>& s) { return static_cast<const HoldemState&>(*s); }

Json act(const char* move) { return {{"action", move}}; }

// A hand with seat 1 ("first") as the small blind and the cards dealt in order.
std::unique_ptr<State> hand(const std::string& deal = "", std::uint64_t seed = 1) {
    return newBoardState("holdem_nl", {{"small_blind_seat", "first"}, {"deal", deal}}, 0, seed);
}

std::vector<std::string> legalNames(const HoldemState& s) {
    std::vector<std::string> names;
    for (Move m : s.legalMoves()) names.emplace_back(moveName(m));
    return names;
}

HandValue valueOf(const std::string& codes) { return evaluate(parseCodes(codes).value()); }

std::vector<double> totals(const State& s) { return s.cumulativePayoffs(); }

}  // namespace

class TestHoldemNl : public QObject {
    Q_OBJECT

private slots:
    // Every 5-card hand of the deck, counted by category: the textbook numbers (2,598,960 hands).
    void everyFiveCardHandIsCountedAsPublished() {
        std::array<long, 9> counts{};
        std::array<Card, 5> h{};
        for (int a = 0; a < 52; ++a)
            for (int b = a + 1; b < 52; ++b)
                for (int c = b + 1; c < 52; ++c)
                    for (int d = c + 1; d < 52; ++d)
                        for (int e = d + 1; e < 52; ++e) {
                            h = {Card(a), Card(b), Card(c), Card(d), Card(e)};
                            ++counts[static_cast<std::size_t>(categoryOf(evaluate(h.data(), 5)))];
                        }
        const std::array<long, 9> published = {1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40};
        for (std::size_t i = 0; i < 9; ++i) QCOMPARE(counts[i], published[i]);
    }

    void handsCompareAsWorkedOutByHand() {
        // Categories of seven-card hands.
        QCOMPARE(categoryOf(valueOf("As Ks Qs Js Ts 2d 3c")), HandCategory::StraightFlush);
        QCOMPARE(categoryOf(valueOf("9h 9d 9s 9c Kd 2c 3c")), HandCategory::FourOfAKind);
        QCOMPARE(categoryOf(valueOf("9h 9d 9s Kc Kd 2c 3c")), HandCategory::FullHouse);
        QCOMPARE(categoryOf(valueOf("2h 7h 9h Jh Kh Ad Ac")), HandCategory::Flush);
        QCOMPARE(categoryOf(valueOf("Ah 2d 3s 4c 5h Kd Kc")), HandCategory::Straight);  // the wheel beats a pair
        QCOMPARE(categoryOf(valueOf("7h 7d 7s Kc 2d 4c 9c")), HandCategory::ThreeOfAKind);
        QCOMPARE(categoryOf(valueOf("7h 7d Ks Kc 2d 4c 9c")), HandCategory::TwoPair);
        QCOMPARE(categoryOf(valueOf("7h 7d Ks Qc 2d 4c 9c")), HandCategory::OnePair);
        QCOMPARE(categoryOf(valueOf("7h 8d Ks Qc 2d 4c 9c")), HandCategory::HighCard);
        // The wheel is the lowest straight; the steel wheel the lowest straight flush.
        QVERIFY(valueOf("Ah 2d 3s 4c 5h") < valueOf("2d 3s 4c 5h 6d"));
        QVERIFY(valueOf("As 2s 3s 4s 5s") < valueOf("2s 3s 4s 5s 6s"));
        QVERIFY(valueOf("As 2s 3s 4s 5s") > valueOf("9h 9d 9s 9c Kd"));
        // Kickers: a pair of aces with a king beats one with a queen; the fifth card counts too.
        QVERIFY(valueOf("Ad Kh As 7d 8c 2h 3s") > valueOf("Ac Qh As 7d 8c 2h 3s"));
        QVERIFY(valueOf("Ad Ac Kh Qd 9c") > valueOf("Ah As Kd Qc 8c"));
        // Three pairs play as the top two with the best remaining card: AA KK with the queen.
        QCOMPARE(valueOf("Ah Ad Kh Kd Qh Qd 2c"), valueOf("Ah Ad Kh Kd Qc"));
        // Two sets of trips make a full house, the lower trips as the pair.
        QCOMPARE(valueOf("9h 9d 9s 5c 5d 5h Ac"), valueOf("9h 9d 9s 5c 5d"));
        // Quads take the best kicker, even from a pair or trips.
        QCOMPARE(valueOf("9h 9d 9s 9c Kd Kc 2c"), valueOf("9h 9d 9s 9c Kh"));
        // Six suited cards: the best five of them.
        QCOMPARE(valueOf("2h 4h 7h 9h Jh Kh 3c"), valueOf("4h 7h 9h Jh Kh"));
        // Suits never break a tie.
        QCOMPARE(valueOf("Ah Kd Qs Jc 9h"), valueOf("As Kc Qd Jh 9s"));
        // A straight's high card decides; the ace-high straight is the best.
        QVERIFY(valueOf("Td Jc Qh Ks Ad") > valueOf("9d Tc Jh Qs Kd"));
        QCOMPARE(categoryName(HandCategory::TwoPair), std::string("two pair"));
    }

    void cardsHaveThreeSpellings() {
        const Card c = parseCode("Td").value();
        QCOMPARE(code(c), std::string("Td"));
        QCOMPARE(words(c), std::string("Diamonds 10"));
        QCOMPARE(symbols(c), std::string("10♦"));
        QCOMPARE(words(parseCode("as").value()), std::string("Spades A"));
        QVERIFY(!parseCode("1s"));
        QVERIFY(!parseCode("Ax"));
        QCOMPARE(parseCodes("Ah, Kd 2c").value().size(), std::size_t(3));
        QVERIFY(!parseCodes("Ah Ah"));
    }

    // RLCard's legality, chip by chip, with seat 1 as the small blind (1) and seat 2 the big (2).
    void legalActionsAndChipsFollowTheReference() {
        auto s = hand();
        const HoldemState& h = holdemOf(s);
        QCOMPARE(h.toAct(), 0);
        QCOMPARE(h.pot(), 3);
        // Facing 1 to call: half the pot (1) would not top the big blind, the pot (3) is affordable.
        QCOMPARE(legalNames(h), (std::vector<std::string>{"fold", "check_call", "raise_pot", "all_in"}));
        QCOMPARE(h.chipsFor(Move::CheckCall), 1);
        QCOMPARE(h.chipsFor(Move::RaisePot), 3);
        QCOMPARE(h.chipsFor(Move::AllIn), 99);
        QCOMPARE(s->actionSpec(0).fields.front().options, legalNames(h));
        const auto refused = s->validate(0, act("raise_half_pot"));
        QVERIFY(!refused);
        QVERIFY(refused.error().message.find("legal actions are: fold, check_call, raise_pot, all_in") !=
                std::string::npos);
        QVERIFY(applyMove(*s, act("raise_pot")));  // 1 + 3 = 4 in; pot 6
        QCOMPARE(h.chipsIn(0), 4);
        QCOMPARE(h.pot(), 6);
        QCOMPARE(legalNames(h),
                 (std::vector<std::string>{"fold", "check_call", "raise_half_pot", "raise_pot", "all_in"}));
        QCOMPARE(h.chipsFor(Move::CheckCall), 2);
        QCOMPARE(h.chipsFor(Move::RaiseHalfPot), 3);
        QCOMPARE(h.chipsFor(Move::RaisePot), 6);
        QVERIFY(applyMove(*s, act("raise_half_pot")));  // 2 + 3 = 5 in; pot 9
        QCOMPARE(h.chipsFor(Move::CheckCall), 1);
        QVERIFY(applyMove(*s, act("check_call")));  // 5 each: the flop
        QCOMPARE(h.street(), Street::Flop);
        QCOMPARE(h.board().size(), std::size_t(3));
        QCOMPARE(h.toAct(), 0);  // the small blind acts first after the flop too (RLCard)
        QCOMPARE(h.chipsFor(Move::CheckCall), 0);
        QCOMPARE(h.chipsFor(Move::RaiseHalfPot), 5);
        QCOMPARE(h.chipsFor(Move::RaisePot), 10);
        QCOMPARE(h.chipsFor(Move::AllIn), 95);
        QVERIFY(!h.finished());
    }

    void aPreflopFoldLosesTheSmallBlind() {
        auto s = hand();
        QVERIFY(applyMove(*s, act("fold")));
        QVERIFY(s->finished());
        QCOMPARE(totals(*s), (std::vector<double>{-1, 1}));
        const Json pub = s->roundAt(0).publicReport;
        QCOMPARE(pub["end"], Json("fold"));
        QCOMPARE(pub["winner"], Json(1));
        QVERIFY(pub["showdown"].is_null());
    }

    // Aces against kings, checked down: 8 actions, the aces win the big blind's 2 chips.
    void checkedDownAcesBeatKings() {
        auto s = hand("As Kd Ah Kc 2c 7d 9h Js 3s");
        const HoldemState& h = holdemOf(s);
        QCOMPARE(code(h.holeCards(0)[0]), std::string("As"));
        QCOMPARE(code(h.holeCards(1)[1]), std::string("Kc"));
        for (int i = 0; i < 8; ++i) QVERIFY(applyMove(*s, act("check_call")));
        QVERIFY(s->finished());
        QCOMPARE(s->roundsCompleted(), std::size_t(8));
        QCOMPARE(totals(*s), (std::vector<double>{2, -2}));
        const Json pub = s->roundAt(7).publicReport;
        QCOMPARE(pub["end"], Json("showdown"));
        QCOMPARE(pub["board"], Json::array({"2c", "7d", "9h", "Js", "3s"}));
        QCOMPARE(pub["showdown"]["hands"], Json::array({"one pair", "one pair"}));
        QCOMPARE(pub["showdown"]["hole_cards"][1], Json::array({"Kd", "Kc"}));
        // Streets as the actions went: two each.
        QCOMPARE(s->roundAt(1).publicReport["stage"], Json("preflop"));
        QCOMPARE(s->roundAt(2).publicReport["stage"], Json("flop"));
        QCOMPARE(s->roundAt(5).publicReport["stage"], Json("turn"));
        QCOMPARE(s->roundAt(7).publicReport["stage"], Json("river"));

        const Json sc = boardGame().score(PlayedSession(s->setup().params, 2, RoundsView::of(*s)));
        QCOMPARE(sc["per_seat"][0]["result"], Json("win"));
        QCOMPARE(sc["per_seat"][1]["chips_won"], Json(-2.0));
        QCOMPARE(sc["per_seat"][0]["actions"]["check_call"], Json(4));
        QCOMPARE(sc["per_seat"][0]["hand"], Json("one pair"));
        QCOMPARE(sc["metrics"]["final_pot"], Json(4));
    }

    // All in before the flop and called: the whole board is dealt at once; 100 chips change hands.
    void anAllInCalledRunsOutTheBoard() {
        auto s = hand("As Kd Ah Kc 2c 7d 9h Js 3s");
        QVERIFY(applyMove(*s, act("all_in")));
        QCOMPARE(legalNames(holdemOf(s)), (std::vector<std::string>{"fold", "check_call"}));
        QVERIFY(applyMove(*s, act("check_call")));
        QVERIFY(s->finished());
        QCOMPARE(s->roundsCompleted(), std::size_t(2));
        QCOMPARE(totals(*s), (std::vector<double>{100, -100}));
        QCOMPARE(s->roundAt(1).publicReport["board"].size(), std::size_t(5));
    }

    void aBoardThatPlaysSplitsThePot() {
        auto s = hand("2c 3d 4h 5d As Ks Qs Js Ts");
        for (int i = 0; i < 8; ++i) QVERIFY(applyMove(*s, act("check_call")));
        QCOMPARE(totals(*s), (std::vector<double>{0, 0}));
        QVERIFY(s->roundAt(7).publicReport["winner"].is_null());
        const Json sc = boardGame().score(PlayedSession(s->setup().params, 2, RoundsView::of(*s)));
        QCOMPARE(sc["per_seat"][0]["result"], Json("draw"));
        QCOMPARE(sc["per_seat"][1]["result"], Json("draw"));
    }

    void theWheelLosesToTheSevenHighStraight() {
        auto s = hand("Ah 6c 2d 7c 3s 4h 5c Kd Qh");
        for (int i = 0; i < 8; ++i) QVERIFY(applyMove(*s, act("check_call")));
        QCOMPARE(totals(*s), (std::vector<double>{-2, 2}));
        QCOMPARE(s->roundAt(7).publicReport["showdown"]["hands"], Json::array({"straight", "straight"}));
    }

    void theKickerDecides() {
        auto s = hand("Ad Ac Kh Qh As 7d 8c 2h 3s");
        QVERIFY(applyMove(*s, act("raise_pot")));   // 4 in
        QVERIFY(applyMove(*s, act("check_call")));  // 4 in: flop
        for (int i = 0; i < 6; ++i) QVERIFY(applyMove(*s, act("check_call")));
        QCOMPARE(totals(*s), (std::vector<double>{4, -4}));
    }

    void aForfeitChecksWhenFreeAndFoldsOtherwise() {
        auto s = hand();
        QVERIFY(applyMove(*s, act("check_call")));
        QVERIFY(applyMove(*s, Json()));  // the big blind may check: the forfeit checks
        QCOMPARE(holdemOf(s).street(), Street::Flop);
        QCOMPARE(s->roundAt(1).publicReport["forfeited"], Json(true));
        QCOMPARE(s->roundAt(1).publicReport["action"], Json("check_call"));
        QVERIFY(s->roundAt(1).actions[1].is_null());
        QVERIFY(applyMove(*s, act("raise_pot")));  // 4 into a pot of 4
        QVERIFY(applyMove(*s, Json()));            // facing 4: the forfeit folds
        QVERIFY(s->finished());
        QCOMPARE(totals(*s), (std::vector<double>{2, -2}));
    }

    void aConcessionFoldsAndIsMarked() {
        auto s = hand();
        QVERIFY(applyMove(*s, act("check_call")));
        QVERIFY(applyMove(*s, s->concession(1)));
        QVERIFY(s->finished());
        QCOMPARE(totals(*s), (std::vector<double>{2, -2}));
        QCOMPARE(s->roundAt(1).publicReport["end"], Json("conceded"));
        const Json sc = boardGame().score(PlayedSession(s->setup().params, 2, RoundsView::of(*s)));
        QCOMPARE(sc["per_seat"][1]["lost_by_illegal_move"], Json(1));
    }

    void badParametersAreRefusedByName() {
        const Game& g = boardGame();
        auto params = [&](Json given) { return resolveParams(g.params(), given).value(); };
        auto e = g.checkParams(params({{"deal", "Ah Ah"}}), 2);
        QVERIFY(!e);
        QVERIFY(e.error().message.find("'deal'") != std::string::npos);
        QVERIFY(e.error().message.find("twice") != std::string::npos);
        QVERIFY(!g.checkParams(params({{"deal", "Ah Zz"}}), 2));
        QVERIFY(!g.checkParams(params({{"deal", "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc"}}), 2));
        QVERIFY(!g.checkParams(params({{"stack", 10}, {"small_blind", 3}}), 2));
        QVERIFY(g.checkParams(params({{"stack", 12}, {"small_blind", 3}}), 2));
    }

    // Published preflop equities against one random hand: AA 85.2 %, 7-2 offsuit 34.6 %.
    void equityMatchesPublishedPreflopNumbers() {
        Rng rng(11);
        const double aces = monteCarloEquity(parseCodes("As Ah").value(), {}, 40000, rng).winRate;
        QVERIFY2(std::abs(aces - 0.852) < 0.01, std::to_string(aces).c_str());
        const double junk = monteCarloEquity(parseCodes("7s 2h").value(), {}, 40000, rng).winRate;
        QVERIFY2(std::abs(junk - 0.346) < 0.01, std::to_string(junk).c_str());
        // A made royal flush on the river cannot lose.
        QCOMPARE(monteCarloEquity(parseCodes("As Ks").value(), parseCodes("Qs Js Ts 2d 3c").value(), 500, rng).winRate,
                 1.0);
    }

    void botsPlayTheirStyle() {
        auto s = hand("As Kd Ah Kc 2c 7d 9h Js 3s");
        QCOMPARE(botMove("holdem_nl", "calling_station", *s, 3), act("check_call"));
        QCOMPARE(botMove("holdem_nl", "equity", *s, 3), act("raise_pot"));  // aces: ~85 % against a random hand
        QVERIFY(applyMove(*s, act("raise_pot")));
        // Kings facing a pot raise (82 % against a random hand): the pot raise again.
        QCOMPARE(botMove("holdem_nl", "equity", *s, 4, {{"samples", 4000}}), act("raise_pot"));
        // 7-2 (35 %) facing a raise of 2 into a pot of 6 calls: the call costs 2 / 8 = 25 % of the pot.
        auto weak = hand("Kd 7s Kc 2h");
        QVERIFY(applyMove(*weak, act("raise_pot")));
        QCOMPARE(botMove("holdem_nl", "equity", *weak, 5, {{"samples", 4000}}), act("check_call"));
        // Facing all in (98 more into 101: 49 %) it folds.
        auto shove = hand("Kd 7s Kc 2h");
        QVERIFY(applyMove(*shove, act("all_in")));
        QCOMPARE(botMove("holdem_nl", "equity", *shove, 5, {{"samples", 4000}}), act("fold"));
    }

    // No seat ever reads the other's hole cards before a showdown: not in its observation, its
    // prompt (rules, history and request) or a person's view, over 200 random hands.
    void noSeatSeesTheOthersCards() {
        const PromptBuilder builder;
        const HoldemView view;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            auto s = newBoardState("holdem_nl", Json::object(), 0, seed);
            Rng rng(seed);
            while (!s->finished()) {
                for (int seat = 0; seat < 2; ++seat) {
                    const Json obs = s->observation(seat);
                    const std::string dump = obs.dump();
                    auto messages =
                        builder.build("holdem_nl", obs, s->actionSpec(seat), PromptOptions{"", -1, false, "", -1});
                    QVERIFY(messages.ok());
                    std::string prompt;
                    for (const auto& m : *messages) prompt += m.content + "\n";
                    std::string person;
                    for (const auto& line : view.situation(obs, seat)) person += line.english() + "\n";
                    for (Card c : holdemOf(s).holeCards(1 - seat)) {
                        QVERIFY2(dump.find("\"" + code(c) + "\"") == std::string::npos, dump.c_str());
                        QVERIFY2(prompt.find(words(c)) == std::string::npos, prompt.c_str());
                        QVERIFY2(person.find(symbols(c)) == std::string::npos, person.c_str());
                    }
                    // Its own cards are there.
                    QVERIFY(prompt.find(words(holdemOf(s).holeCards(seat)[0])) != std::string::npos);
                }
                const int seat = s->actingSeats().front();
                QVERIFY(applyMove(*s, s->randomLegalAction(seat, rng)));
            }
        }
    }

    void thePersonSeesButtonsWithChips() {
        auto s = hand("As Kd Ah Kc");
        const HoldemView view;
        const Json obs = s->observation(0);
        const auto form = view.form(s->actionSpec(0), obs, 0);
        QCOMPARE(form.size(), std::size_t(1));
        QCOMPARE(form[0].kind, InputKind::Choice);
        std::vector<std::string> labels;
        for (const auto& c : form[0].choices) labels.push_back(c.label.english());
        QCOMPARE(labels, (std::vector<std::string>{"Fold", "Call 1", "Raise the pot (+3)", "All in (+99)"}));
        const auto lines = view.situation(obs, 0);
        QCOMPARE(lines.front().english(), std::string("Your cards: A♠ A♥. You are the small blind."));
        QCOMPARE(lines.back().english(), std::string("To stay in the hand, call 1, raise, or fold."));
    }

private:
    static const Game& boardGame() { return nashlab::test::boardGame("holdem_nl"); }
};

QTEST_GUILESS_MAIN(TestHoldemNl)
#include "tst_holdem_nl.moc"
