// undercover's rules with hand-computed outcomes (the undercover found in round one; the
// undercover surviving to three players; ties drawn from the seed; forfeits), what each seat may
// read (its own word only, the clues given before it), the word lists (size, clues that never
// give their pair away), the association bots finding the undercover on every listed pair, the
// scorer, replay, the person's view in words and the prompt.
#include <QtTest>

#include <set>

#include "engine/game/game_registry.h"
#include "engine/games/undercover/undercover_state.h"
#include "engine/games/undercover/undercover_words.h"
#include "engine/prompt/prompt_builder.h"
#include "tests/engine/board_game_play.h"

using namespace nashlab::engine;
using nashlab::engine::games::UndercoverState;
namespace uc = nashlab::engine::games::undercover;

namespace {

const Game& game() { return *GameRegistry::builtin().find("undercover"); }

Json params(const std::string& pair = "Sun - Moon", int undercoverSeat = 5, const std::string& language = "en") {
    Json given = {{"pair", pair}, {"undercover_seat", undercoverSeat}, {"language", language}};
    return resolveParams(game().params(), given).value();
}

std::unique_ptr<UndercoverState> fresh(const Json& p, int seats = 5, std::uint64_t seed = 1) {
    return std::make_unique<UndercoverState>(GameSetup(p, seats, game().defaultRounds(p), seed));
}

Json clue(const char* text) { return {{"clue", text}}; }
Json vote(int player) { return {{"vote", player}}; }

void step(UndercoverState& s, const std::map<int, Json>& actions) {
    const auto applied = s.apply(actions);
    if (applied.refused()) qFatal("refused: %s", applied.error()->message.c_str());
}

// Every seat still in gives the clue named for it (seat -> text), in seat order.
void cluePhase(UndercoverState& s, const std::map<int, const char*>& clues) {
    for (const auto& [seat, text] : clues) {
        QCOMPARE(s.actingSeats(), std::vector<int>{seat});
        step(s, {{seat, clue(text)}});
    }
}

QString refusal(const UndercoverState& s, int seat, const Json& action) {
    const Status st = s.validate(seat, action);
    return st.ok() ? QString() : QString::fromStdString(st.error().code);
}

QString promptOf(const UndercoverState& s, int seat) { return nashlab::test::promptText("undercover", s, seat); }

Json botMove(Seat& seat, const UndercoverState& s, int who, std::uint64_t seed) {
    return nashlab::test::askBot(seat, s, who, seed);
}

// Plays a whole game with one strategy in every seat; returns the finished state.
// Every seat plays `strategy`, except the undercover's seat (from the parameters) when
// `undercoverStrategy` is given.
std::unique_ptr<UndercoverState> botGame(const Json& p, const char* strategy, std::uint64_t seed, int seats = 5,
                                         const char* undercoverStrategy = nullptr) {
    auto s = fresh(p, seats, seed);
    std::vector<std::unique_ptr<Seat>> bots;
    for (int i = 0; i < seats; ++i) {
        const bool undercover = undercoverStrategy && i == s->undercoverSeat();
        bots.push_back(std::move(
            game()
                .makeBotChecked(undercover ? undercoverStrategy : strategy, Json::object(), BotContext{i, seats, p})
                .value()));
    }
    std::uint64_t k = 0;
    while (!s->finished()) {
        std::map<int, Json> actions;
        for (int seat : s->actingSeats())
            actions[seat] = botMove(*bots[static_cast<std::size_t>(seat)], *s, seat, seed * 1000 + ++k);
        step(*s, actions);
    }
    return s;
}

}  // namespace

class TestUndercover : public QObject {
    Q_OBJECT

private slots:
    void wordListsHoldSixtyFivePairsWhoseCluesNeverGiveThePairAway() {
        QCOMPARE(uc::languages(), (std::vector<std::string>{"en", "de", "zh_CN"}));
        for (const auto& language : uc::languages()) {
            const auto pairs = uc::wordPairs(language);
            QCOMPARE(pairs.size(), std::size_t{65});
            std::set<std::string> words;
            for (const auto& pair : pairs) {
                const std::string where =
                    language + ": " + std::string(pair.undercover) + " - " + std::string(pair.civilian);
                QVERIFY2(words.insert(uc::foldCase(pair.undercover)).second, where.c_str());
                QVERIFY2(words.insert(uc::foldCase(pair.civilian)).second, where.c_str());
                std::set<std::string> clues;
                for (const auto& list : {pair.undercoverClues, pair.civilianClues})
                    for (auto c : list) {
                        QVERIFY2(!c.empty(), where.c_str());
                        QVERIFY2(!uc::clueSaysWord(c, pair.undercover), (where + " / " + std::string(c)).c_str());
                        QVERIFY2(!uc::clueSaysWord(c, pair.civilian), (where + " / " + std::string(c)).c_str());
                        // No clue serves both words: the bots tell them apart by their clues.
                        QVERIFY2(clues.insert(uc::foldCase(c)).second, (where + " / " + std::string(c)).c_str());
                    }
            }
        }
    }

    void aClueGivesTheWordAwayWhenItContainsIt() {
        QVERIFY(uc::clueSaysWord("Regenschirm", "Regen"));
        QVERIFY(uc::clueSaysWord("very SUNNY", "Sun"));
        QVERIFY(uc::clueSaysWord("ÄPFEL", "äpfel"));
        QVERIFY(uc::clueSaysWord("堆雪人", "雪"));
        QVERIFY(uc::clueSaysWord("ein Ei", "Ei"));
        QVERIFY(uc::clueSaysWord("Eier", "Ei"));
        QVERIFY(!uc::clueSaysWord("klein und weiß", "Ei"));  // a short word only at the start of a word
        QVERIFY(!uc::clueSaysWord("tarantula", "Ant"));
        QVERIFY(!uc::clueSaysWord("night", "Moon"));
    }

    void theCiviliansWinWhenTheUndercoverIsVotedOutInRoundOne() {
        auto s = fresh(params());
        QCOMPARE(s->undercoverSeat(), 4);
        QCOMPARE(s->wordOf(0), std::string("Moon"));
        QCOMPARE(s->wordOf(4), std::string("Sun"));
        // Each seat reads the clues given before its own, and only its own word.
        cluePhase(*s, {{0, "night"}, {1, "crater"}});
        const Json o = s->observation(2, -1);
        QCOMPARE(o["your_word"], Json("Moon"));
        QCOMPARE(o["clues_this_round"].size(), std::size_t{2});
        QCOMPARE(o["clues_this_round"][1]["clue"], Json("crater"));
        QVERIFY(o.dump().find("Sun") == std::string::npos);
        cluePhase(*s, {{2, "lunar"}, {3, "tides"}, {4, "daytime"}});
        QCOMPARE(s->actingSeats(), (std::vector<int>{0, 1, 2, 3, 4}));
        QCOMPARE(s->phase(), UndercoverState::Phase::Vote);
        const auto applied = s->apply({{0, vote(5)}, {1, vote(5)}, {2, vote(5)}, {3, vote(1)}, {4, vote(1)}});
        QVERIFY(applied.has_value());
        QVERIFY(s->finished());
        QCOMPARE(s->end(), UndercoverState::End::Civilians);
        QCOMPARE(applied->payoffs, (std::vector<double>{1, 1, 1, 1, -1}));
        QCOMPARE(applied->publicReport["tally"], Json::parse("[2,0,0,0,3]"));
        QCOMPARE(applied->publicReport["eliminated"], Json(4));
        QCOMPARE(applied->publicReport["words"]["undercover"], Json("Sun"));
        QCOMPARE(s->roundsCompleted(), std::size_t{6});
    }

    void theUndercoverWinsWhenOnlyThreeAreLeft() {
        auto s = fresh(params("Sun - Moon", 3));
        cluePhase(*s, {{0, "night"}, {1, "crater"}, {2, "hot"}, {3, "lunar"}, {4, "Apollo"}});
        step(*s, {{0, vote(2)}, {1, vote(3)}, {2, vote(1)}, {3, vote(1)}, {4, vote(1)}});
        QVERIFY(!s->finished());
        QVERIFY(!s->alive(0));
        QCOMPARE(s->gameRound(), 2);
        // Round two: the four left give clues in seat order, starting with seat 2.
        QCOMPARE(s->actingSeats(), std::vector<int>{1});
        const Json o = s->observation(1, -1);
        QCOMPARE(o["clues_this_round"].size(), std::size_t{0});
        QCOMPARE(o["history"].size(), std::size_t{6});  // round one's five clues and its vote
        QCOMPARE(o["history"][5]["eliminated"], Json(1));
        cluePhase(*s, {{1, "craters"}, {2, "solar"}, {3, "night sky"}, {4, "astronaut"}});
        QCOMPARE(s->actingSeats(), (std::vector<int>{1, 2, 3, 4}));
        QCOMPARE(refusal(*s, 1, vote(1)), QString("player_out"));
        const auto applied = s->apply({{1, vote(3)}, {2, vote(2)}, {3, vote(2)}, {4, vote(2)}});
        QVERIFY(s->finished());
        QCOMPARE(s->end(), UndercoverState::End::Undercover);
        QCOMPARE(applied->payoffs, (std::vector<double>{-1, -1, 1, -1, -1}));
        QCOMPARE(s->cumulativePayoffs(), (std::vector<double>{-1, -1, 1, -1, -1}));
        QCOMPARE(s->roundsCompleted(), std::size_t{11});
        QCOMPARE(game().defaultRounds(s->setup().params) >= 11, true);

        const Json scored = game().score(PlayedSession(s->setup().params, 5, RoundsView::of(*s)));
        QCOMPARE(scored["scores"]["undercover_win"], Json(1));
        QCOMPARE(scored["per_seat"][2]["role"], Json("undercover"));
        QCOMPARE(scored["per_seat"][2]["undercover_win"], Json(1));
        QVERIFY(!scored["per_seat"][0].contains("undercover_win"));
        QCOMPARE(scored["per_seat"][1]["votes_against"], Json(4));  // one in round one, three in round two
        QCOMPARE(scored["per_seat"][0]["votes_against"], Json(3));
        QCOMPARE(scored["per_seat"][0]["voted_out_in_round"], Json(1));
        QCOMPARE(scored["per_seat"][1]["voted_out_in_round"], Json(2));
        QCOMPARE(scored["metrics"]["game_rounds"], Json(2));
        QCOMPARE(scored["per_seat"][4]["clues"], Json(2));
    }

    void illegalCluesAndVotesAreRefused() {
        auto s = fresh(params());
        QCOMPARE(refusal(*s, 0, clue("it is sunny")), QString());  // Seat 1 holds Moon: "sun" is not its word
        QCOMPARE(refusal(*s, 0, clue("Full MOON")), QString("clue_says_word"));
        QCOMPARE(refusal(*s, 1, clue("night")), QString("not_your_turn"));
        const ActionSpec spec = s->actionSpec(0);
        QCOMPARE(spec.coerce(clue("")).error().code, std::string("too_short"));
        QCOMPARE(spec.coerce(clue(std::string(121, 'x').c_str())).error().code, std::string("too_long"));
        QCOMPARE(spec.coerce(clue("  two\nlines ")).value()["clue"], Json("two lines"));
        cluePhase(*s, {{0, "night"}, {1, "crater"}, {2, "lunar"}, {3, "tides"}, {4, "daytime"}});
        QCOMPARE(refusal(*s, 2, vote(3)), QString("vote_for_self"));
        QCOMPARE(refusal(*s, 2, vote(6)), QString("no_such_player"));
        QCOMPARE(refusal(*s, 2, Json{{"vote", "two"}}), QString("invalid_action"));
        QVERIFY(s->apply({{0, vote(1)}, {1, vote(2)}, {2, vote(3)}, {3, vote(4)}, {4, vote(5)}}).refused());
    }

    void tiesAreDrawnFromTheSeedAndForfeitsAbstain() {
        std::set<int> outs;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto s = fresh(params(), 5, seed);
            cluePhase(*s, {{0, "night"}, {1, "crater"}, {2, "lunar"}, {3, "tides"}});
            step(*s, {{4, Json()}});  // a forfeited clue: recorded as none given
            QCOMPARE(s->talk().all().back().text, std::string());
            // Two votes each for seats 1 and 2, one abstention: a tie between them.
            const auto applied = s->apply({{0, vote(2)}, {1, vote(1)}, {2, vote(1)}, {3, vote(2)}, {4, Json()}});
            QVERIFY(applied->publicReport["tie"].get<bool>());
            const int out = applied->publicReport["eliminated"].get<int>();
            QVERIFY(out == 0 || out == 1);
            outs.insert(out);
            auto again = game().restoreState(s->toJson());  // the same seed draws the same player
            QVERIFY(!static_cast<const UndercoverState&>(*again.value()).alive(out));
        }
        QCOMPARE(outs.size(), std::size_t{2});  // both tied players go out for some seed
    }

    void theUndercoverSeatIsDrawnWhenNotGiven() {
        std::set<int> seats;
        std::set<std::string> pairs;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            auto s = fresh(params("", 0), 5, seed);
            seats.insert(s->undercoverSeat());
            pairs.insert(s->wordOf(s->undercoverSeat()));
            auto same = fresh(params("", 0), 5, seed);
            QCOMPARE(same->undercoverSeat(), s->undercoverSeat());
            QCOMPARE(same->wordOf(0), s->wordOf(0));
        }
        QCOMPARE(seats.size(), std::size_t{5});
        QVERIFY(pairs.size() > 30);
    }

    void theAssociationBotsFindTheUndercoverOnEveryListedPair() {
        // Civilians' clues come from the civilians' word and are all among each civilian's
        // associations; the undercover's are not: every civilian votes for the undercover.
        for (const auto& language : uc::languages()) {
            const auto pairs = uc::wordPairs(language);
            for (std::size_t i = 0; i < pairs.size(); ++i) {
                const std::string pair = std::string(pairs[i].undercover) + " - " + std::string(pairs[i].civilian);
                auto s = botGame(params(pair, 0, language), "associations", 100 + i);
                QVERIFY2(s->end() == UndercoverState::End::Civilians, pair.c_str());
                QCOMPARE(s->gameRound(), 1);
                QCOMPARE(s->votes().front().tally.at(static_cast<std::size_t>(s->undercoverSeat())), 4);
            }
        }
    }

    void theUndercoversGuessOfTheOthersWordIsScored() {
        // A vote may carry a guess of the word most others hold (LLMArena's opponent modelling):
        // optional, scored for the undercover only; a wordy guess does not cost the vote.
        auto s = fresh(params("Sun - Moon", 3));
        cluePhase(*s, {{0, "night"}, {1, "crater"}, {2, "hot"}, {3, "lunar"}, {4, "Apollo"}});
        const Json wordy = {{"vote", 1}, {"guess", "I think the others were given the word moon, or maybe star"}};
        QVERIFY(s->actionSpec(2).coerce(wordy).ok());
        QCOMPARE(refusal(*s, 2, wordy), QString());
        QVERIFY(!s->actionSpec(2).coerce({{"vote", 1}, {"guess", 7}}).ok());  // text, like any text field
        QVERIFY(s->actionSpec(2).coerce({{"vote", 1}}).ok());                 // optional
        step(*s, {{0, {{"vote", 2}, {"guess", "Moon"}}},
                  {1, vote(3)},
                  {2, {{"vote", 1}, {"guess", "  moon "}}},  // the undercover names the civilians' word
                  {3, vote(1)},
                  {4, vote(1)}});
        QVERIFY(!s->alive(0));
        // The guesses are nobody else's business: no other player's observation holds them.
        for (int seat = 1; seat < 5; ++seat)
            QVERIFY(s->observation(seat, -1).dump().find("  moon ") == std::string::npos);
        cluePhase(*s, {{1, "craters"}, {2, "solar"}, {3, "night sky"}, {4, "astronaut"}});
        step(*s, {{1, vote(3)}, {2, {{"vote", 2}, {"guess", "Sun"}}}, {3, vote(2)}, {4, vote(2)}});
        QVERIFY(s->finished());
        const Json scored = game().score(PlayedSession(s->setup().params, 5, RoundsView::of(*s)));
        QCOMPARE(scored["per_seat"][2]["guesses"], Json(2));
        QCOMPARE(scored["per_seat"][2]["undercover_guess"], Json(1));  // one of its two guesses hit
        QCOMPARE(scored["scores"]["undercover_guess"], Json(1));
        QCOMPARE(scored["per_seat"][0]["guesses"], Json(1));
        QVERIFY(!scored["per_seat"][0].contains("undercover_guess"));
        QVERIFY(!scored["per_seat"][3].contains("undercover_guess"));
        // An undercover that guessed wrong scores 0; one that never guessed has no guess score.
        auto t = fresh(params("Sun - Moon", 3));
        cluePhase(*t, {{0, "night"}, {1, "crater"}, {2, "hot"}, {3, "lunar"}, {4, "Apollo"}});
        step(*t, {{0, vote(3)}, {1, vote(3)}, {2, {{"vote", 1}, {"guess", "Star"}}}, {3, vote(3)}, {4, vote(3)}});
        QVERIFY(t->finished());
        const Json missed = game().score(PlayedSession(t->setup().params, 5, RoundsView::of(*t)));
        QCOMPARE(missed["scores"]["undercover_guess"], Json(0));
        auto u = fresh(params("Sun - Moon", 3));
        cluePhase(*u, {{0, "night"}, {1, "crater"}, {2, "hot"}, {3, "lunar"}, {4, "Apollo"}});
        step(*u, {{0, vote(3)}, {1, vote(3)}, {2, vote(1)}, {3, vote(3)}, {4, vote(3)}});
        QVERIFY(!game().score(PlayedSession(u->setup().params, 5, RoundsView::of(*u)))["scores"].contains(
            "undercover_guess"));
    }

    void aBlendingUndercoverGivesTheOthersWordsCluesAndSurvives() {
        // The undercover speaks last: it has heard four civilian clues, all associations of the
        // civilians' word, so blend_in gives one of that word's clues and votes with its
        // associations. Then every player's clues look alike to the civilians' voters, and the
        // undercover survives far more often than the association bot (never, as tested above).
        int wins = 0, games = 0;
        const auto pairs = uc::wordPairs("en");
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            const std::string pair = std::string(pairs[i].undercover) + " - " + std::string(pairs[i].civilian);
            auto s = botGame(params(pair, 5), "associations", 300 + i, 5, "blend_in");
            QCOMPARE(s->undercoverSeat(), 4);
            const auto& first = s->talk().all();
            const auto own = std::find_if(first.begin(), first.end(), [](const auto& u) { return u.seat == 4; });
            QVERIFY(own != first.end());
            bool civilianClue = false;
            for (const auto& c : pairs[i].civilianClues)
                civilianClue = civilianClue || uc::foldCase(c) == uc::foldCase(own->text);
            QVERIFY2(civilianClue, (pair + ": " + own->text).c_str());
            wins += s->end() == UndercoverState::End::Undercover;
            ++games;
            // It votes with its guess of the others' word: the civilians' word, once it heard them.
            const Json scored = game().score(PlayedSession(s->setup().params, 5, RoundsView::of(*s)));
            QCOMPARE(scored["scores"]["undercover_guess"], Json(1));
        }
        // Ties among five equally related players: it survives the first vote about 4 times in 5.
        QVERIFY2(wins > games / 4 && wins < games, (std::to_string(wins) + " of " + std::to_string(games)).c_str());
    }

    void randomBotsPlayLegalGamesThatEnd() {
        int undercoverWins = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            auto s = botGame(params("", 0), "random", seed, 6);
            QVERIFY(s->end() == UndercoverState::End::Civilians || s->end() == UndercoverState::End::Undercover);
            undercoverWins += s->end() == UndercoverState::End::Undercover;
            double sum = 0;
            for (double x : s->cumulativePayoffs()) sum += x;
            QCOMPARE(sum, s->end() == UndercoverState::End::Undercover ? 1.0 - 5.0 : 5.0 - 1.0);
        }
        // Random votes with six players: the undercover survives three votes with probability
        // (1 - 1/5·...) well above a third and below nine tenths.
        QVERIFY2(undercoverWins > 60 && undercoverWins < 180, std::to_string(undercoverWins).c_str());
    }

    void replayRestoresTheGame() {
        auto s = botGame(params("", 0), "random", 7);
        auto restored = game().restoreState(s->toJson());
        QVERIFY(restored.ok());
        QCOMPARE(restored.value()->cumulativePayoffs(), s->cumulativePayoffs());
        QCOMPARE(restored.value()->roundsCompleted(), s->roundsCompleted());
        QCOMPARE(restored.value()->observation(0, -1), s->observation(0, -1));
    }

    void aPersonReadsTheirWordTheCluesAndVotesByButtons() {
        auto s = fresh(params());
        cluePhase(*s, {{0, "night"}, {1, "crater"}, {2, "lunar"}, {3, "tides"}, {4, "daytime"}});
        const HumanView& view = game().humanView();
        QStringList lines;
        for (const auto& p : view.situation(s->observation(1, -1), 1)) lines << QString::fromStdString(p.english());
        QVERIFY2(lines.contains("Your secret word: Moon"), qPrintable(lines.join('|')));
        QVERIFY2(lines.contains("seat 5: “daytime”"), qPrintable(lines.join('|')));
        QVERIFY(!lines.join('|').contains("Sun"));
        QVERIFY(!lines.join('|').contains('{'));
        const auto form = view.form(s->actionSpec(1), s->observation(1, -1), 1);
        QCOMPARE(form.size(), std::size_t{1});
        QCOMPARE(form[0].kind, InputKind::Seat);
        QCOMPARE(form[0].choices.size(), std::size_t{4});  // everyone but seat 2 itself
        QCOMPARE(form[0].choices[1].value, Json(3));
        auto c = fresh(params());
        const auto clueForm = view.form(c->actionSpec(0), c->observation(0, -1), 0);
        QCOMPARE(clueForm[0].kind, InputKind::Text);
        QCOMPARE(clueForm[0].max, 120.0);
        QCOMPARE(view.action(vote(3), 0).english(), std::string("votes out seat 3"));
    }

    void thePromptNamesOwnWordAndTheCluesGivenBefore() {
        auto s = fresh(params());
        cluePhase(*s, {{0, "night"}, {1, "crater"}});
        const QString prompt = promptOf(*s, 2);
        QVERIFY2(prompt.contains("your secret word is \"Moon\""), qPrintable(prompt));
        QVERIFY(prompt.contains("- player 2: \"crater\""));
        QVERIFY(prompt.contains("at most 120 characters"));
        QVERIFY(!prompt.contains("Sun"));
        QVERIFY(!prompt.contains("{{"));
        cluePhase(*s, {{2, "lunar"}, {3, "tides"}, {4, "daytime"}});
        QVERIFY(promptOf(*s, 4).contains("one of 1, 2, 3, 4"));
        QVERIFY(promptOf(*s, 4).contains("your secret word is \"Sun\""));
        QVERIFY(!promptOf(*s, 4).contains("Moon"));
    }
};

QTEST_GUILESS_MAIN(TestUndercover)
#include "tst_undercover.moc"
