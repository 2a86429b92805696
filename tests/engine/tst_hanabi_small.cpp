// hanabi_small's rules on stacked decks with hand-computed outcomes (scoring, the token rules, a
// misplay with the last life, the final round after the deck runs out, what hints teach), the
// seat never seeing its own cards (its observation and prompt do not change when its cards do),
// the rule_based bot against an independent re-implementation of rules and bot, the scorer's
// action mix, the person's view in words, and the LLMArena preset playing offline.
#include <QtTest>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "engine/games/hanabi_small/hanabi_small_state.h"
#include "engine/prompt/prompt_builder.h"
#include "tests/engine/board_game_play.h"

using namespace nashlab::engine;
using nashlab::engine::games::HanabiSmallState;
namespace hb = nashlab::engine::games::hanabi;

namespace {

const Game& game() { return *GameRegistry::builtin().find("hanabi_small"); }

Json defaults() { return resolveParams(game().params(), Json::object()).value(); }

// A game dealt from `deck` in order: seat 1's hand, seat 2's hand, then the draw pile.
std::unique_ptr<HanabiSmallState> stacked(const std::vector<std::string>& deck) {
    Json params = defaults();
    params["deck"] = deck;
    return std::make_unique<HanabiSmallState>(GameSetup(params, 2, game().defaultRounds(params), 1));
}

Json play(int position) { return {{"action", "play"}, {"position", position}}; }
Json discard(int position) { return {{"action", "discard"}, {"position", position}}; }
Json hintColour(const char* colour) { return {{"action", "hint_colour"}, {"colour", colour}}; }
Json hintRank(int rank) { return {{"action", "hint_rank"}, {"rank", rank}}; }

// Applies one turn that must be accepted; returns the payoff it paid each seat.
double turn(HanabiSmallState& s, int seat, const Json& action) {
    const auto applied = s.apply({{seat, action}});
    if (applied.refused()) qFatal("refused: %s", applied.error()->message.c_str());
    if (!applied) qFatal("no round completed");
    return applied->payoffs.at(0);
}

QString refusal(const HanabiSmallState& s, int seat, const Json& action) {
    const Status st = s.validate(seat, action);
    return st.ok() ? QString() : QString::fromStdString(st.error().code);
}

QString promptOf(const HanabiSmallState& s, int seat) { return nashlab::test::promptText("hanabi_small", s, seat); }

std::unique_ptr<Seat> bot(const char* strategy, int seat) {
    return std::move(game().makeBotChecked(strategy, Json::object(), BotContext{seat, 2, defaults()}).value());
}

Json botMove(Seat& seat, const HanabiSmallState& s, int who, std::uint64_t seed) {
    return nashlab::test::askBot(seat, s, who, seed);
}

// An independent re-implementation of the rules and of the rule_based bot: a game of two hands of
// two, 3 information tokens, 1 life, dealt from `deck`; returns the final score.
int simulateRuleBased(const std::vector<hb::Card>& deck) {
    struct Held {
        hb::Card card;
        unsigned colours = 3, ranks = 31;  // still possible (bits)
        bool toldColour = false, toldRank = false;
    };
    std::vector<Held> hands[2];
    std::size_t next = 0;
    auto draw = [&](int p) {
        if (next < deck.size()) hands[p].push_back({deck[next++]});
    };
    for (int p = 0; p < 2; ++p)
        for (int k = 0; k < 2; ++k) draw(p);
    int fw[2] = {0, 0}, info = 3, lives = 1, finalTurns = 2, player = 0;
    auto fits = [&](int c, int r) { return fw[c] + 1 == r; };
    auto sure = [&](const Held& h) {
        bool any = false;
        for (int c = 0; c < 2; ++c)
            for (int r = 1; r <= 5; ++r)
                if ((h.colours >> c & 1) && (h.ranks >> (r - 1) & 1)) {
                    if (!fits(c, r)) return false;
                    any = true;
                }
        return any;
    };
    auto hint = [&](int p, bool colour, int value) {
        for (auto& h : hands[p]) {
            const bool hit = colour ? h.card.colour == value : h.card.rank == value;
            unsigned& mask = colour ? h.colours : h.ranks;
            const unsigned bit = 1u << (colour ? value : value - 1);
            mask = hit ? bit : mask & ~bit;
            (colour ? h.toldColour : h.toldRank) |= hit;
        }
        --info;
    };
    while (true) {
        const bool deckWasEmpty = next >= deck.size();
        auto& mine = hands[player];
        auto& theirs = hands[1 - player];
        int playAt = -1;
        for (std::size_t i = 0; i < mine.size() && playAt < 0; ++i)
            if (sure(mine[i])) playAt = static_cast<int>(i);
        bool done = false;
        if (playAt >= 0) {
            const hb::Card c = mine[static_cast<std::size_t>(playAt)].card;
            mine.erase(mine.begin() + playAt);
            if (fits(c.colour, c.rank)) {
                ++fw[c.colour];
                if (c.rank == 5 && info < 3) ++info;
            } else {
                --lives;
            }
            draw(player);
            done = true;
        }
        if (!done && info > 0)
            for (const auto& h : theirs)
                if (fits(h.card.colour, h.card.rank) && !sure(h)) {
                    if (!h.toldRank)
                        hint(1 - player, false, h.card.rank);
                    else
                        hint(1 - player, true, h.card.colour);
                    done = true;
                    break;
                }
        if (!done && info < 3) {
            mine.erase(mine.begin());
            ++info;
            draw(player);
            done = true;
        }
        if (!done) hint(1 - player, false, theirs.front().card.rank);
        if (deckWasEmpty) --finalTurns;
        if (lives <= 0) return 0;
        if (fw[0] == 5 && fw[1] == 5) return 10;
        if (finalTurns <= 0) return fw[0] + fw[1];
        player = 1 - player;
    }
}

}  // namespace

class TestHanabiSmall : public QObject {
    Q_OBJECT

private slots:
    void defaultsAreThePapers() {
        const Json p = defaults();
        QCOMPARE(p, Json::parse(R"({"colours":2,"hand_size":2,"info_tokens":3,"life_tokens":1})"));
        auto s = game().newState(GameSetup(p, 2, game().defaultRounds(p), 5));
        QVERIFY(s.ok());
        const auto& st = static_cast<const HanabiSmallState&>(*s.value());
        // 20 cards: per colour three 1s, two 2s, 3s and 4s, one 5; four dealt, 16 to draw.
        QCOMPARE(static_cast<int>(st.deck().size()), 20);
        int count[2][6] = {};
        for (const auto& c : st.deck()) ++count[c.colour][c.rank];
        for (int c = 0; c < 2; ++c) {
            QCOMPARE(count[c][1], 3);
            QCOMPARE(count[c][2], 2);
            QCOMPARE(count[c][5], 1);
        }
        QCOMPARE(st.deckSize(), 16);
        QCOMPARE(st.infoTokens(), 3);
        QCOMPARE(st.lifeTokens(), 1);
        QVERIFY(!game().checkParams(Json{{"colours", 1}, {"hand_size", 5}}, 2).ok());  // no card left to draw
        QVERIFY(!game().checkParams(p, 3).ok());
    }

    void scoreIsTheHighestCardOfEachFirework() {
        auto s = stacked({"Red 1", "Yellow 1", "Red 2", "Yellow 2", "Red 3", "Yellow 3", "Red 4", "Yellow 4", "Red 5"});
        double total = 0;
        total += turn(*s, 0, play(1));  // Red 1 fits; draws Red 3
        total += turn(*s, 1, play(1));  // Red 2 fits; draws Yellow 3
        total += turn(*s, 0, play(1));  // Yellow 1 fits; draws Red 4
        total += turn(*s, 1, play(1));  // Yellow 2 fits; draws Yellow 4
        total += turn(*s, 0, play(1));  // Red 3 fits; draws Red 5
        QCOMPARE(s->firework(0), 3);
        QCOMPARE(s->firework(1), 2);
        QCOMPARE(s->score(), 5);  // 3 (Red) + 2 (Yellow)
        QCOMPARE(total, 5.0);
        QCOMPARE(s->cumulativePayoffs(), (std::vector<double>{5.0, 5.0}));
        QCOMPARE(s->deckSize(), 0);
        QCOMPARE(s->hand(0).at(0).card, (hb::Card{0, 4}));
        QCOMPARE(s->hand(0).at(1).card, (hb::Card{0, 5}));
    }

    void tokenRules() {
        auto s = stacked(
            {"Red 1", "Red 2", "Yellow 1", "Yellow 1", "Red 3", "Red 4", "Red 5", "Yellow 2", "Yellow 3", "Yellow 4"});
        QCOMPARE(refusal(*s, 0, discard(1)), QStringLiteral("discard_at_max_tokens"));  // 3 of 3 at hand
        QCOMPARE(refusal(*s, 1, play(1)), QStringLiteral("not_your_turn"));
        turn(*s, 0, play(1));  // Red 1; holds Red 2, Red 3
        QCOMPARE(refusal(*s, 1, hintColour("yellow")), QStringLiteral("hint_touches_nothing"));
        turn(*s, 1, hintRank(2));
        QCOMPARE(s->infoTokens(), 2);
        turn(*s, 0, play(1));  // Red 2; holds Red 3, Red 4
        turn(*s, 1, hintRank(3));
        turn(*s, 0, play(1));  // Red 3; holds Red 4, Red 5
        turn(*s, 1, hintRank(4));
        QCOMPARE(s->infoTokens(), 0);
        QCOMPARE(refusal(*s, 0, hintRank(1)), QStringLiteral("no_information_token"));
        turn(*s, 0, play(1));  // Red 4; holds Red 5, Yellow 2
        QCOMPARE(refusal(*s, 1, hintColour("red")), QStringLiteral("no_information_token"));
        turn(*s, 1, discard(1));  // a Yellow 1 goes: one token back
        QCOMPARE(s->infoTokens(), 1);
        QCOMPARE(static_cast<int>(s->discards().size()), 1);
        turn(*s, 0, play(1));  // Red 5 finishes the Red firework: a token back
        QCOMPARE(s->firework(0), 5);
        QCOMPARE(s->infoTokens(), 2);
        QCOMPARE(s->score(), 5);
        QVERIFY(!s->finished());
        // Readable reasons.
        QVERIFY(s->validate(1, Json{{"action", "play"}}).error().message.find("position") != std::string::npos);
        QVERIFY(s->validate(1, hintColour("blue")).error().message.find("red, yellow") != std::string::npos);
        QVERIFY(s->validate(1, play(3)).error().message.find("1 to 2") != std::string::npos);
    }

    void aFinishedFireworkAtFullTokensGivesNothing() {
        // Plays only, so every token stays at hand.
        auto t = stacked({"Red 1", "Red 3", "Red 2", "Red 4", "Red 5", "Yellow 1", "Yellow 2", "Yellow 3"});
        turn(*t, 0, play(1));  // Red 1; seat 1 holds Red 3, Red 5
        turn(*t, 1, play(1));  // Red 2; seat 2 holds Red 4, Yellow 1
        turn(*t, 0, play(1));  // Red 3; seat 1 holds Red 5, Yellow 2
        turn(*t, 1, play(1));  // Red 4; seat 2 holds Yellow 1, Yellow 3
        turn(*t, 0, play(1));  // Red 5 at 3 of 3 tokens
        QCOMPARE(t->firework(0), 5);
        QCOMPARE(t->infoTokens(), 3);
    }

    void aMisplayWithTheLastLifeScoresZero() {
        auto s = stacked({"Red 1", "Yellow 1", "Yellow 2", "Red 2", "Red 3", "Yellow 3", "Red 4"});
        QCOMPARE(turn(*s, 0, play(1)), 1.0);   // Red 1 fits
        QCOMPARE(turn(*s, 1, play(1)), -1.0);  // Yellow 2 on an empty Yellow firework: the only life goes
        QVERIFY(s->finished());
        QVERIFY(s->end() == HanabiSmallState::End::Lives);
        QCOMPARE(s->lifeTokens(), 0);
        QCOMPARE(s->score(), 0);
        QCOMPARE(s->cumulativePayoffs(), (std::vector<double>{0.0, 0.0}));
        QCOMPARE(s->discards().at(0), (hb::Card{1, 2}));
        QVERIFY(s->actingSeats().empty());
        QCOMPARE(s->roundAt(1).publicReport.at("end"), Json("lives"));
    }

    void eachPlayerGetsOneTurnAfterTheDeckRunsOut() {
        auto s = stacked({"Red 1", "Yellow 1", "Red 2", "Yellow 2", "Red 3"});
        turn(*s, 0, play(1));  // Red 1; seat 1 draws Red 3, the last card
        QCOMPARE(s->deckSize(), 0);
        QVERIFY(!s->finished());
        turn(*s, 1, play(1));  // Red 2; nothing to draw
        QCOMPARE(static_cast<int>(s->hand(1).size()), 1);
        QVERIFY(!s->finished());
        turn(*s, 0, play(1));  // Yellow 1: seat 1's final turn, the drawer's too
        QVERIFY(s->finished());
        QVERIFY(s->end() == HanabiSmallState::End::Deck);
        QCOMPARE(s->score(), 3);  // Red 2 + Yellow 1
        QCOMPARE(static_cast<int>(s->roundsCompleted()), 3);
    }

    void hintsTeachColoursRanksAndWhatIsRuledOut() {
        auto s = stacked({"Red 1", "Yellow 3", "Yellow 1", "Red 1", "Red 2", "Red 3"});
        turn(*s, 0, hintRank(1));  // both of seat 2's cards
        QCOMPARE(s->roundAt(0).publicReport.at("touched"), Json::parse("[1,2]"));
        const Json mine = s->observation(1, 0).at("your_cards");
        QCOMPARE(mine.at(0).at("rank"), Json(1));
        QVERIFY(mine.at(0).at("colour").is_null());
        QCOMPARE(mine.at(1).at("could_be"), Json("Red or Yellow, rank 1 (hinted)"));
        // Both are 1s on empty fireworks: rule_based plays the oldest.
        auto rule = bot("rule_based", 1);
        QCOMPARE(botMove(*rule, *s, 1, 1), play(1));
        turn(*s, 1, hintColour("yellow"));  // seat 1's Yellow 3, at position 2
        const Json own = s->observation(0, 0).at("your_cards");
        QCOMPARE(own.at(1).at("colour"), Json("Yellow"));
        QCOMPARE(own.at(0).at("could_be"), Json("Red, rank 1, 2, 3, 4 or 5"));  // Yellow ruled out, not told
        QVERIFY(own.at(0).at("colour").is_null());
        // Seat 1 knows nothing playable and sees seat 2's playable 1s, already known playable: it
        // has nothing to hint, so it discards its oldest card.
        QCOMPARE(botMove(*rule, *s, 0, 2), discard(1));
    }

    void aSeatNeverSeesItsOwnCards() {
        // For seeded games of both bots, at every turn and for both seats: the observation and the
        // prompt stay the same, byte for byte, when any of the seat's own cards becomes another card
        // its hints still allow; and before the first move the prompt names each of its own cards only as
        // often as the partner's hand holds that card.
        const Json params = defaults();
        int compared = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            auto made = game().newState(GameSetup(params, 2, game().defaultRounds(params), seed));
            auto& s = static_cast<HanabiSmallState&>(*made.value());
            auto rule = bot("rule_based", 0);
            Rng rng(seed);
            for (int t = 0; !s.finished(); ++t) {
                for (int seat = 0; seat < 2; ++seat) {
                    const std::string obs = s.observation(seat, -1).dump();
                    const QString prompt = promptOf(s, seat);
                    if (t == 0) {
                        for (const auto& slot : s.hand(seat)) {
                            const QString name = QString::fromStdString(hb::cardText(slot.card));
                            int held = 0;
                            for (const auto& other : s.hand(1 - seat)) held += other.card == slot.card ? 1 : 0;
                            QCOMPARE(static_cast<int>(prompt.count(name)), held);
                        }
                    }
                    for (int p = 0; p < static_cast<int>(s.hand(seat).size()); ++p) {
                        const hb::Slot& slot = s.hand(seat)[static_cast<std::size_t>(p)];
                        for (int c = 0; c < 2; ++c)
                            for (int r = 1; r <= 5; ++r) {
                                if (!(slot.known.colours >> c & 1) || !(slot.known.ranks >> (r - 1) & 1)) continue;
                                if (slot.card == hb::Card{c, r}) continue;
                                HanabiSmallState other = s;
                                other.replaceCardForTest(seat, p, {c, r});
                                QCOMPARE(other.observation(seat, -1).dump(), obs);
                                QCOMPARE(promptOf(other, seat), prompt);
                                ++compared;
                            }
                    }
                }
                const int who = s.toMove();
                const Json move = seed % 2 ? botMove(*rule, s, who, seed) : s.randomLegalAction(who, rng);
                turn(s, who, move);
            }
        }
        QVERIFY(compared > 1000);
    }

    void ruleBasedSelfPlayMatchesAnIndependentGame() {
        const Json params = defaults();
        double sum = 0;
        const int games = 1000;
        std::vector<int> first;
        for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(games); ++seed) {
            auto made = game().newState(GameSetup(params, 2, game().defaultRounds(params), seed));
            auto& s = static_cast<HanabiSmallState&>(*made.value());
            auto a = bot("rule_based", 0), b = bot("rule_based", 1);
            while (!s.finished()) {
                const int who = s.toMove();
                turn(s, who, botMove(who == 0 ? *a : *b, s, who, seed));
            }
            const int expected = simulateRuleBased(s.deck());
            QCOMPARE(static_cast<int>(s.cumulativePayoffs().at(0)), expected);
            QCOMPARE(s.cumulativePayoffs().at(1), s.cumulativePayoffs().at(0));
            sum += expected;
            if (seed <= 5) first.push_back(expected);
        }
        qInfo("rule_based self-play: mean team score %.3f over %d seeds; seeds 1-5: %d %d %d %d %d", sum / games, games,
              first[0], first[1], first[2], first[3], first[4]);
    }

    void scorerCountsTheActionMix() {
        auto s = stacked({"Red 1", "Red 2", "Yellow 1", "Yellow 1", "Red 3", "Red 4", "Red 5", "Yellow 2"});
        turn(*s, 0, play(1));
        turn(*s, 1, hintRank(2));
        turn(*s, 0, play(1));
        turn(*s, 1, discard(1));
        turn(*s, 0, hintRank(1));
        turn(*s, 1, play(1));  // Yellow 1 fits
        const PlayedSession played(defaults(), 2, s->history());
        const Json score = game().score(played);
        QCOMPARE(score.at("scores").at("team_score"), Json(3.0));  // Red 2 + Yellow 1
        const Json& seat1 = score.at("per_seat").at(0);
        QCOMPARE(seat1.at("plays"), Json(2));
        QCOMPARE(seat1.at("hints"), Json(1));
        QCOMPARE(seat1.at("share_play"), Json(2.0 / 3.0));
        const Json& seat2 = score.at("per_seat").at(1);
        QCOMPARE(seat2.at("share_hint"), Json(1.0 / 3.0));
        QCOMPARE(seat2.at("share_discard"), Json(1.0 / 3.0));
        QCOMPARE(score.at("metrics").at("share_play"), Json(0.5));
        QCOMPARE(score.at("metrics").at("turns"), Json(6));
    }

    void aPersonReadsTheTableInWords() {
        auto s = stacked({"Red 1", "Yellow 3", "Yellow 1", "Red 1", "Red 2", "Red 3"});
        turn(*s, 0, hintRank(1));
        turn(*s, 1, hintColour("yellow"));
        const HumanView& view = game().humanView();
        const Json o = s->observation(0, 1);
        QStringList lines;
        for (const auto& p : view.situation(o, 0)) lines << QString::fromStdString(p.english());
        QCOMPARE(lines.join(QLatin1Char('\n')),
                 QStringLiteral("Turn 3. Fireworks: Red 0; Yellow 0. Team score: 0 of 10.\n"
                                "Information tokens: 1 of 3. Life tokens: 1. Cards in the deck: 2.\n"
                                "Your partner pointed out your Yellow cards, at positions: 2.\n"
                                "Your partner's cards, oldest first: Yellow 1; Red 1.\n"
                                "What you have been told of your cards, oldest first: nothing known; Yellow, rank "
                                "unknown.\n"
                                "Discarded: —.\n"
                                "Play a card, discard one, or point out your partner's cards of one colour or rank."));
        const auto form = view.form(s->actionSpec(0), o, 0);
        QCOMPARE(static_cast<int>(form.size()), 4);
        QStringList choices;
        for (const auto& f : form) {
            QCOMPARE(f.kind, InputKind::Choice);
            QStringList labels;
            for (const auto& c : f.choices) labels << QString::fromStdString(c.label.english());
            choices << QString::fromStdString(f.label.english()) + QStringLiteral(": ") + labels.join(QLatin1Char('/'));
        }
        QCOMPARE(choices.join(QStringLiteral(" | ")),
                 QStringLiteral("Your move: Play a card/Discard a card/Point out a colour/Point out a rank | Which of "
                                "your cards: Card 1/Card 2 | Colour to point out: Red/Yellow | Rank to point out: 1"));
        // The form's answer, every field filled as the window sends it, is a legal move.
        Json answer = Json::object();
        for (const auto& f : form) answer[f.name] = f.choices.front().value;
        QVERIFY(s->validate(0, s->actionSpec(0).coerce(answer).value()).ok());
        // At full tokens there is no discard to offer; with none, no hint.
        auto full = stacked({"Red 1", "Yellow 3", "Yellow 1", "Red 1", "Red 2"});
        QCOMPARE(static_cast<int>(view.form(full->actionSpec(0), full->observation(0, 1), 0)[0].choices.size()), 3);

        RoundOutcome r = s->roundAt(1);
        QStringList header;
        for (const auto& f : view.roundHeader(r))
            header << QString::fromStdString(f.label.english() + ": " + f.value.english());
        QCOMPARE(header.join(QStringLiteral(" | ")),
                 QStringLiteral("Turn 2: seat 2 pointed out Yellow, at positions: 2 | Fireworks: Red 0; Yellow 0 | "
                                "Tokens: 1 information, 1 life | Deck: 2 | Score: 0 | Result: in play"));
        QCOMPARE(QString::fromStdString(view.action(play(2), 0).english()), QStringLiteral("plays card 2"));
        QCOMPARE(QString::fromStdString(view.action(hintColour("red"), 0).english()), QStringLiteral("points out Red"));
        QCOMPARE(QString::fromStdString(view.action(hintRank(4), 0).english()),
                 QStringLiteral("points out the rank 4"));
        QCOMPARE(QString::fromStdString(view.action(nullptr, 0).english()), QStringLiteral("—"));
    }

    void presetPlaysOffline() {
        const std::string path =
            qEnvironmentVariable("NASHLAB_SOURCE_DIR").toStdString() + "/resources/presets/llmarena_hanabi.json";
        auto json = readJsonFile(path);
        QVERIFY2(json.ok(), path.c_str());
        json.value()["repetitions"] = 3;
        auto spec = parseExperimentSpec(json.value(), GameRegistry::builtin(), 1);
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        QCOMPARE(spec->game, std::string("hanabi_small"));
        QCOMPARE(spec->params, defaults());
        QCOMPARE(spec->historyDepth, 0);  // stateless, as LLMArena asks
        QCOMPARE(spec->policy.maxAttempts, 1);
        QVERIFY(spec->policy.fallback == Fallback::RandomLegal);
        MemorySink sink;
        const PromptBuilder prompts;
        ExperimentRunner runner(game(), spec.value(), builtinSeatFactory(), sink, prompts);
        runner.start();
        QVERIFY(runner.done());
        QVERIFY(runner.outcome().errors.empty());
        int finished = 0;
        for (const auto& e : sink.events) {
            if (e["type"] != "session_finished") continue;
            ++finished;
            QCOMPARE(e["final_payoffs"][0], e["final_payoffs"][1]);
            QVERIFY(e["final_payoffs"][0].get<double>() >= 0.0);
        }
        QCOMPARE(finished, 3);
    }
};

QTEST_APPLESS_MAIN(TestHanabiSmall)
#include "tst_hanabi_small.moc"
