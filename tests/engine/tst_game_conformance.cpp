// Every registered game through seeded random playouts: legal actions accepted, illegal ones
// rejected with a reason, payoffs finite, same seed -> same record, JSON round trip of the state,
// prompts render for every acting seat, every bot answers legally, scores are finite.
#include <QtTest>
#include <cmath>
#include <set>

#include "engine/game/game_registry.h"
#include "engine/prompt/prompt_builder.h"
#include "engine/session/bot_seat.h"

using namespace nashlab::engine;

namespace {

GameSetup defaultSetup(const Game& game, std::uint64_t seed, int rounds = 0) {
    GameSetup setup;
    setup.params = resolveParams(game.params(), Json::object()).value();
    setup.numSeats = game.seats().defaultCount;
    setup.rounds = rounds > 0 ? std::min(rounds, game.defaultRounds(setup.params)) : game.defaultRounds(setup.params);
    setup.seed = seed;
    return setup;
}

// An answer no game may accept for `spec`: a value beyond a numeric bound, a non-option, or a wrong type.
Json illegalAction(const ActionSpec& spec) {
    Json a = Json::object();
    for (const auto& f : spec.fields) {
        switch (f.kind) {
        case FieldKind::Integer:
        case FieldKind::Number:
            a[f.name] = f.max ? Json(*f.max + 1000) : (f.min ? Json(*f.min - 1000) : Json("not a number"));
            break;
        case FieldKind::Enum: a[f.name] = "definitely-not-an-option"; break;
        case FieldKind::Bool: a[f.name] = "maybe"; break;
        case FieldKind::Text: a[f.name] = 42; break;
        case FieldKind::IntMap: a[f.name] = "not a map"; break;
        case FieldKind::Object: a[f.name] = "not an object"; break;
        }
    }
    return a;
}

// Plays a whole session with random legal actions; returns the state.
std::unique_ptr<State> playoutState(const Game& game, const GameSetup& setup, int maxSteps = 5000) {
    auto state = game.newState(setup);
    if (!state) qFatal("newState failed: %s", state.error().message.c_str());
    Rng rng(setup.seed ^ 0xABCDEFULL);
    for (int step = 0; step < maxSteps && !state.value()->finished(); ++step) {
        std::map<int, Json> actions;
        for (int seat : state.value()->actingSeats()) {
            Json a = state.value()->randomLegalAction(seat, rng);
            auto coerced = state.value()->actionSpec(seat).coerce(a);
            if (!coerced)
                qFatal("%s: random legal action rejected by coerce: %s", game.id().c_str(),
                       coerced.error().message.c_str());
            if (!state.value()->validate(seat, coerced.value()))
                qFatal("%s: random legal action rejected by validate", game.id().c_str());
            actions[seat] = coerced.value();
        }
        (void)state.value()->apply(actions);
    }
    return std::move(state.value());
}

// The same, as a snapshot.
Json playout(const Game& game, const GameSetup& setup, int maxSteps = 5000) {
    return playoutState(game, setup, maxSteps)->toJson();
}

}  // namespace

class TestGameConformance : public QObject {
    Q_OBJECT

    static void games_data() {
        QTest::addColumn<QString>("id");
        for (const Game* g : GameRegistry::builtin().games())
            QTest::newRow(g->id().c_str()) << QString::fromStdString(g->id());
    }

private slots:
    void registryIsNotEmpty() { QVERIFY(GameRegistry::builtin().games().size() >= 1); }

    // A person tells a game's parameters apart by their labels: no two of one game share one.
    void parameterLabelsAreDistinct() {
        for (const Game* g : GameRegistry::builtin().games()) {
            std::set<std::string> seen;
            for (const auto& p : g->params())
                QVERIFY2(seen.insert(p.label).second,
                         (g->id() + ": two parameters are labelled '" + p.label + "'").c_str());
        }
    }

    void describeIsComplete_data() { games_data(); }
    void describeIsComplete() {
        QFETCH(QString, id);
        const Game& game = *GameRegistry::builtin().find(id.toStdString());
        const Json d = game.describe();
        QCOMPARE(QString::fromStdString(d["id"].get<std::string>()), id);
        QVERIFY(!d["title"].get<std::string>().empty());
        QVERIFY(!d["source"].get<std::string>().empty());
        QVERIFY(d["seats"]["min"].get<int>() <= d["seats"]["default"].get<int>());
        QVERIFY(d["seats"]["default"].get<int>() <= d["seats"]["max"].get<int>());
        QVERIFY(!d["strategies"].empty());
        for (const auto& p : game.params()) QVERIFY2(validateParam(p, p.defaultValue).ok(), p.key.c_str());
    }

    void playoutIsLegalFiniteAndDeterministic_data() { games_data(); }
    void playoutIsLegalFiniteAndDeterministic() {
        QFETCH(QString, id);
        const Game& game = *GameRegistry::builtin().find(id.toStdString());
        for (std::uint64_t seed : {1ULL, 2ULL, 99ULL}) {
            const GameSetup setup = defaultSetup(game, seed);
            const Json first = playout(game, setup);
            const Json second = playout(game, setup);
            QCOMPARE(first.dump(), second.dump());
            QVERIFY(!first["rounds"].empty());
            for (const auto& r : first["rounds"]) {
                QCOMPARE(static_cast<int>(r["payoffs"].size()), setup.numSeats);
                for (const auto& p : r["payoffs"]) QVERIFY(std::isfinite(p.get<double>()));
                for (const auto& p : r["cumulative"]) QVERIFY(std::isfinite(p.get<double>()));
            }
            // JSON round trip: restoring by replay gives the same snapshot.
            auto restored = game.restoreState(first);
            QVERIFY(restored.ok());
            QCOMPARE(restored.value()->toJson().dump(), first.dump());
        }
    }

    void illegalActionsAreRejectedWithAReason_data() { games_data(); }
    void illegalActionsAreRejectedWithAReason() {
        QFETCH(QString, id);
        const Game& game = *GameRegistry::builtin().find(id.toStdString());
        auto state = game.newState(defaultSetup(game, 7));
        QVERIFY(state.ok());
        for (int seat : state.value()->actingSeats()) {
            const ActionSpec spec = state.value()->actionSpec(seat);
            const Json bad = illegalAction(spec);
            auto coerced = spec.coerce(bad);
            const bool rejected = !coerced || !state.value()->validate(seat, coerced.value());
            QVERIFY2(rejected, bad.dump().c_str());
            const std::string reason =
                !coerced ? coerced.error().message : state.value()->validate(seat, coerced.value()).error().message;
            QVERIFY(!reason.empty());
            QVERIFY(!spec.coerce(Json::object()).ok());  // a missing field is never accepted
        }
    }

    void promptsRenderForEveryActingSeat_data() { games_data(); }
    void promptsRenderForEveryActingSeat() {
        QFETCH(QString, id);
        const Game& game = *GameRegistry::builtin().find(id.toStdString());
        auto state = game.newState(defaultSetup(game, 3, 3));
        QVERIFY(state.ok());
        const PromptBuilder builder;
        Rng rng(5);
        for (int step = 0; step < 6 && !state.value()->finished(); ++step) {
            std::map<int, Json> actions;
            for (int seat : state.value()->actingSeats()) {
                const Json obs = state.value()->observation(seat);
                QVERIFY2(obs.contains("history") && obs["history"].is_array(), "observation needs a history array");
                auto messages = builder.build(game.id(), obs, state.value()->actionSpec(seat),
                                              PromptOptions{"You are careful.", 2, step % 2 == 1, "", -1});
                QVERIFY2(messages.ok(), messages.ok() ? "" : messages.error().message.c_str());
                QCOMPARE(messages->size(), std::size_t(2));
                QVERIFY(messages->front().content.rfind("You are careful.", 0) == 0);
                QVERIFY(messages->back().content.find(state.value()->actionSpec(seat).fields.front().name) !=
                        std::string::npos);
                actions[seat] = state.value()->randomLegalAction(seat, rng);
            }
            (void)state.value()->apply(actions);
        }
    }

    void everyBotAnswersLegally_data() { games_data(); }
    void everyBotAnswersLegally() {
        QFETCH(QString, id);
        const Game& game = *GameRegistry::builtin().find(id.toStdString());
        const GameSetup setup = defaultSetup(game, 11, 5);
        for (const auto& strategy : game.strategies()) {
            auto state = game.newState(setup);
            QVERIFY(state.ok());
            std::vector<std::unique_ptr<Seat>> bots;
            for (int i = 0; i < setup.numSeats; ++i) {
                auto bot =
                    game.makeBotChecked(strategy.id, Json::object(), BotContext{i, setup.numSeats, setup.params});
                QVERIFY2(bot.ok(), strategy.id.c_str());
                bots.push_back(std::move(bot.value()));
            }
            for (int step = 0; step < 200 && !state.value()->finished(); ++step) {
                std::map<int, Json> actions;
                for (int seat : state.value()->actingSeats()) {
                    DecisionRequest request;
                    request.round = state.value()->round();
                    request.seat = seat;
                    request.observation = state.value()->observation(seat);
                    request.state = state.value().get();
                    request.actionSpec = state.value()->actionSpec(seat);
                    request.seed = static_cast<std::uint64_t>(step * 100 + seat);
                    Json answer;
                    bots[static_cast<std::size_t>(seat)]->decide(
                        request, [&](DecisionReply r) { answer = r.action.value_or(Json()); });
                    auto coerced = request.actionSpec.coerce(answer);
                    QVERIFY2(coerced.ok(), (strategy.id + ": " + answer.dump()).c_str());
                    QVERIFY2(state.value()->validate(seat, coerced.value()).ok(),
                             (strategy.id + ": " + answer.dump()).c_str());
                    actions[seat] = coerced.value();
                }
                (void)state.value()->apply(actions);
            }
        }
    }

    void scoresAreFinite_data() { games_data(); }
    void scoresAreFinite() {
        QFETCH(QString, id);
        const Game& game = *GameRegistry::builtin().find(id.toStdString());
        const GameSetup setup = defaultSetup(game, 21);
        const Json snapshot = playout(game, setup);
        PlayedSession played;
        played.params = setup.params;
        played.numSeats = setup.numSeats;
        std::vector<RoundOutcome> rounds;
        for (const auto& r : snapshot["rounds"]) rounds.push_back(RoundOutcome::fromJson(r).value());
        played.rounds = std::move(rounds);
        const Json result = game.score(played);
        for (const auto& mode : game.scoringModes()) {
            QVERIFY2(result["scores"].contains(mode), mode.c_str());
            QVERIFY(std::isfinite(result["scores"][mode].get<double>()));
        }
        QCOMPARE(static_cast<int>(result["per_seat"].size()), setup.numSeats);
    }

    // A live session is scored from its rounds in place (RoundsView::of); a record's reader scores
    // the same rounds read back from their JSON. Both must give the same result, and every
    // round's steps must be the steps applied.
    void liveRoundsScoreLikeRecordedRounds_data() { games_data(); }
    void liveRoundsScoreLikeRecordedRounds() {
        QFETCH(QString, id);
        const Game& game = *GameRegistry::builtin().find(id.toStdString());
        const GameSetup setup = defaultSetup(game, 33);
        const auto state = playoutState(game, setup);
        const RoundsView live = RoundsView::of(*state);
        QCOMPARE(live.size(), state->roundsCompleted());
        std::vector<RoundOutcome> read;
        for (const RoundOutcome& r : live) {
            QVERIFY(r.steps.is_array() && !r.steps.empty());
            read.push_back(RoundOutcome::fromJson(r.toJson()).value());
        }
        const PlayedSession fromState(setup.params, setup.numSeats, live);
        const PlayedSession fromRecord(setup.params, setup.numSeats, RoundsView(read));
        QCOMPARE(game.score(fromState), game.score(fromRecord));
    }
};

QTEST_APPLESS_MAIN(TestGameConformance)
#include "tst_game_conformance.moc"
