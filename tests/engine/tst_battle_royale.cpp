// battle_royale against hand-computed cases (001 §1.7): hit rates and shooting order, one
// shooter per step with RoundOutcome.steps, intentional misses, seeded hits, elimination and
// skipping, self-targeting, and the strongest-target score in both modes.
#include <QtTest>

#include "engine/game/game_registry.h"
#include "engine/games/battle_royale/battle_royale_game.h"
#include "engine/games/battle_royale/battle_royale_state.h"
#include "engine/prompt/prompt_builder.h"

using namespace nashlab::engine;
using namespace nashlab::engine::games;

namespace {

const Game& game() { return *GameRegistry::builtin().find("battle_royale"); }

std::unique_ptr<State> newState(const Json& params, int seats, int rounds, std::uint64_t seed = 1) {
    GameSetup setup;
    setup.params = resolveParams(game().params(), params).value();
    setup.numSeats = seats;
    setup.rounds = rounds;
    setup.seed = seed;
    auto state = game().newState(setup);
    if (!state) qFatal("%s", state.error().message.c_str());
    return std::move(state.value());
}

std::optional<RoundOutcome> shoot(State& state, const std::string& target) {
    const int who = state.actingSeats().at(0);
    if (!state.validate(who, {{"target", target}})) qFatal("illegal target %s", target.c_str());
    const AppliedStep applied = state.apply({{who, {{"target", target}}}});
    if (applied.refused()) qFatal("refused: %s", applied.error()->message.c_str());
    return applied ? std::optional<RoundOutcome>(*applied) : std::nullopt;
}

PlayedSession played(const State& state) {
    PlayedSession p;
    p.params = state.setup().params;
    p.numSeats = state.setup().numSeats;
    p.rounds = state.history();
    return p;
}

}  // namespace

class TestBattleRoyale : public QObject {
    Q_OBJECT

private slots:
    void unusualAnswersAreRecordedAsApplied() {
        // A turn records the answer as applied: one with an extra field is kept whole, and a plain
        // one reads back as it was given.
        auto state = newState(Json::object(), 3, 5);
        const Json unusual = {{"target", "none"}, {"note", "kept"}};
        const AppliedStep first = state->apply({{0, unusual}});
        QVERIFY(first.has_value());
        QCOMPARE(first->steps.dump(), Json::array({{{"0", unusual}}}).dump());
        QCOMPARE(first->actions.at(0), Json("none"));
        const AppliedStep second = state->apply({{1, {{"target", "player_2"}}}});
        QVERIFY(second.has_value());
        QCOMPARE(second->steps.dump(), Json::array({{{"1", {{"target", "player_2"}}}}}).dump());
        QCOMPARE(second->publicReport["target"], Json(2));
        // Names that only look like a seat's are refused, as actionSpec()'s options refuse them.
        QVERIFY(!state->validate(2, {{"target", "player_01"}}));
        QVERIFY(!state->validate(2, {{"target", "player_3"}}));
        QVERIFY(!state->validate(2, {{"target", "player_"}}));
    }

    void defaultsFollowGammaBench() {
        auto state = newState(Json::object(), 10, 20);
        QCOMPARE(game().simultaneous(), false);
        QCOMPARE(state->observation(0)["hit_rate"].get<int>(), 35);
        QCOMPARE(state->observation(9)["hit_rate"].get<int>(), 80);
        QCOMPARE(state->actingSeats(), std::vector<int>{0});  // weakest shoots first
        const Json ref = state->reference(0);
        QCOMPARE(ref["action"]["target"].get<std::string>(), std::string("player_9"));
        QVERIFY(state->reference(1).is_null());  // only the shooter has a reference
        // Table 9's ranges are reachable; one beyond 100% is refused by name.
        GameSetup setup{resolveParams(game().params(), {{"base_hit_rate", 10}, {"hit_rate_step", 10}}).value(), 10, 20,
                        1};
        QVERIFY(game().newState(setup).ok());
        Json tooSteep = setup.params;
        tooSteep["hit_rate_step"] = 11;
        setup.params = tooSteep;
        QVERIFY(!game().newState(setup).ok());
    }

    void oneShooterPerStepAndReplay() {
        auto state = newState(Json::object(), 10, 20, 5);
        const auto out = shoot(*state, "none");
        QVERIFY(out.has_value());
        QCOMPARE(out->steps.dump(), Json::array({{{"0", {{"target", "none"}}}}}).dump());
        QCOMPARE(out->publicReport["intentional_miss"].get<bool>(), true);
        QCOMPARE(out->publicReport["hit"].get<bool>(), false);
        QCOMPARE(out->publicReport["players_left"].get<int>(), 10);
        QCOMPARE(state->actingSeats(), std::vector<int>{1});
        for (int i = 0; i < 6 && !state->finished(); ++i)  // shots at the strongest, some of which hit
            shoot(*state, state->reference(state->actingSeats().at(0))["action"]["target"].get<std::string>());
        QVERIFY(state->toJson()["rounds"].size() == 7);
        auto restored = game().restoreState(state->toJson());
        QVERIFY(restored.ok());
        QCOMPARE(restored.value()->toJson().dump(), state->toJson().dump());
        QCOMPARE(restored.value()->actingSeats(), state->actingSeats());
    }

    void hitsFollowTheRateAndTheSeed() {
        int hits = 0;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            auto a = newState(Json::object(), 10, 20, seed);
            auto b = newState(Json::object(), 10, 20, seed);
            const bool hit = shoot(*a, "player_9")->publicReport["hit"].get<bool>();
            QCOMPARE(shoot(*b, "player_9")->publicReport["hit"].get<bool>(), hit);  // same seed, same roll
            hits += hit ? 1 : 0;
        }
        QVERIFY2(hits > 100 && hits < 180, std::to_string(hits).c_str());  // 35% of 400 = 140
    }

    void eliminationSkipsTheDeadAndEndsTheGame() {
        // Everyone hits for sure: 100% + 0 per seat.
        auto state = newState({{"base_hit_rate", 100}, {"hit_rate_step", 0}}, 3, 20);
        auto out = shoot(*state, "player_1");
        QCOMPARE(out->publicReport["eliminated"].get<int>(), 1);
        QCOMPARE(out->publicReport["players_left"].get<int>(), 2);
        QCOMPARE(out->payoffs, (std::vector<double>{0, 0, 0}));
        QCOMPARE(state->actingSeats(), std::vector<int>{2});  // seat 1 is skipped
        QVERIFY(!state->validate(2, {{"target", "player_1"}}).ok());
        out = shoot(*state, "player_0");
        QVERIFY(state->finished());
        QCOMPARE(out->payoffs, (std::vector<double>{0, 0, 1}));  // the last one standing
        QCOMPARE(out->publicReport["game_over"].get<bool>(), true);
    }

    void turnCapEndsTheGameWithSurvivors() {
        auto state = newState(Json::object(), 3, 2);
        shoot(*state, "none");
        const auto out = shoot(*state, "none");
        QVERIFY(state->finished());
        QCOMPARE(out->payoffs, (std::vector<double>{1, 1, 1}));
    }

    void selfTargetingFollowsTheOption() {
        auto allowed = newState(Json::object(), 3, 5);
        QVERIFY(allowed->validate(0, {{"target", "player_0"}}).ok());  // γ-Bench's code allows it
        auto forbidden = newState({{"allow_self_target", false}}, 3, 5);
        QVERIFY(!forbidden->validate(0, {{"target", "player_0"}}).ok());
        QVERIFY(!forbidden->validate(1, {{"target", "player_0"}}).ok());  // not seat 1's turn
    }

    void orderOptions() {
        auto desc = newState({{"order", "descending"}}, 4, 5);
        QCOMPARE(desc->actingSeats(), std::vector<int>{3});
        shoot(*desc, "none");
        QCOMPARE(desc->actingSeats(), std::vector<int>{2});
    }

    void scoreCountsShotsAtTheStrongest() {
        // Rates 0%, 10%, 20%: seat 0 never hits, and seats 1 and 2 only miss on purpose, so
        // nobody is eliminated. Turns: s0→player_2 (strongest: credited), s1 none, s2 none,
        // s0→player_1 (not the strongest), s1 none: 1 of 5 turns.
        auto state = newState({{"base_hit_rate", 0}, {"hit_rate_step", 10}}, 3, 5);
        shoot(*state, "player_2");
        shoot(*state, "none");
        shoot(*state, "none");
        shoot(*state, "player_1");
        shoot(*state, "none");
        QVERIFY(state->finished());
        const Json score = game().score(played(*state));
        QCOMPARE(score["scores"]["gamabench_repo"].get<double>(), 20.0);
        QCOMPARE(score["scores"]["gamabench_paper"].get<double>(), 20.0);
        QVERIFY(std::fabs(score["metrics"]["paper_formula_literal"].get<double>() - 100.0 / 15.0) < 1e-9);  // 1/(N·k)
        QCOMPARE(score["per_seat"][0]["strongest_share"].get<double>(), 0.5);
        QCOMPARE(score["per_seat"][1]["intentional_misses"].get<int>(), 2);
        QCOMPARE(score["metrics"]["survivors"].get<int>(), 3);
    }

    void promptsListTheLivePlayers() {
        auto state = newState({{"base_hit_rate", 100}, {"hit_rate_step", 0}}, 3, 20);
        shoot(*state, "player_1");
        const PromptBuilder builder;
        auto messages = builder.build("battle_royale", state->observation(2), state->actionSpec(2),
                                      PromptOptions{"", -1, false, "", -1});
        QVERIFY(messages.ok());
        const std::string& user = messages->back().content;
        QVERIFY(user.find("player_0 shot at player_1 and hit; player_1 is out.") != std::string::npos);
        QVERIFY(user.find("player_1, hit rate") == std::string::npos);  // no longer listed
        QVERIFY(user.find("\"none\"") != std::string::npos);
        if (qEnvironmentVariableIsSet("NASHLAB_SHOW_PROMPTS"))
            for (const auto& m : *messages) qInfo("%s", m.content.c_str());
    }
};

QTEST_APPLESS_MAIN(TestBattleRoyale)
#include "tst_battle_royale.moc"
