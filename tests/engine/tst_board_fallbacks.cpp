// The invalid-answer policies on the board games, through the SessionRunner with scripted model
// answers: an occupied cell or a full column under every fallback (random_legal, default_action,
// forfeit, abort, lose_game), retry with feedback that names the problem (and the empty cells
// only with the position hint on), and lose_game accepted by the board games' specs.
#include <QtTest>

#include "engine/experiment/experiment_spec.h"
#include "engine/game/game_registry.h"
#include "engine/session/session_runner.h"
#include "tests/support/scripted_seat.h"

using namespace nashlab::engine;
using nashlab::test::ScriptedSeat;

namespace {

struct Match {
    MemorySink sink;
    PromptBuilder prompts;
    std::vector<ScriptedSeat*> seats;
    std::unique_ptr<SessionRunner> runner;

    Match(const std::string& game, std::vector<std::vector<std::string>> scripts, InvalidAnswerPolicy policy,
          int rounds, Json params = Json::object()) {
        const Game& g = *GameRegistry::builtin().find(game);
        SessionSpec spec;
        spec.id = "rep1";
        spec.game = game;
        spec.setup = GameSetup(resolveParams(g.params(), params).value(), 2, rounds, 42);
        spec.policy = policy;
        spec.historyDepth = 0;
        std::vector<std::unique_ptr<Seat>> owned;
        std::vector<SeatSpec> specs;
        for (std::size_t i = 0; i < scripts.size(); ++i) {
            specs.push_back(SeatSpec{"llm", "seat " + std::to_string(i + 1), "", Json::object(), "", Json::object()});
            auto seat = std::make_unique<ScriptedSeat>(std::move(scripts[i]));
            seats.push_back(seat.get());
            owned.push_back(std::move(seat));
        }
        spec.seats = std::move(specs);
        auto state = g.newState(spec.setup).value();
        runner = std::make_unique<SessionRunner>(g, std::move(spec), std::move(state), std::move(owned), sink, prompts);
        runner->run();
    }
    std::vector<Json> ofType(const std::string& type) const {
        std::vector<Json> out;
        for (const auto& e : sink.events)
            if (e["type"] == type) out.push_back(e);
        return out;
    }
};

InvalidAnswerPolicy policyOf(const std::string& fallback, int attempts = 2, bool feedback = true) {
    InvalidAnswerPolicy p;
    p.maxAttempts = attempts;
    p.feedback = feedback;
    p.fallback = fallbackFromString(fallback).value();
    return p;
}

}  // namespace

class TestBoardFallbacks : public QObject {
    Q_OBJECT

private slots:
    // X takes the centre; O insists on it. Two moves at most (rounds = 2), so the game stops there.
    void occupiedCellUnderEveryFallback_data() {
        QTest::addColumn<QString>("fallback");
        for (const char* f : {"random_legal", "default_action", "forfeit", "abort", "lose_game"}) QTest::newRow(f) << f;
    }
    void occupiedCellUnderEveryFallback() {
        QFETCH(QString, fallback);
        Match m("tictactoe", {{R"({"row": 2, "col": 2})"}, {R"({"row": 2, "col": 2})"}},
                policyOf(fallback.toStdString()), 2);
        QCOMPARE(m.seats[1]->requests.size(), std::size_t(2));
        QCOMPARE(m.runner->invalidAttempts(), (std::vector<int>{0, 2}));
        QVERIFY(m.seats[1]->requests[1].feedback.find("(2, 2) already holds X") != std::string::npos);
        if (fallback == QStringLiteral("abort")) {
            QVERIFY(m.runner->state() == RunState::Aborted);
            QVERIFY(
                m.ofType("session_aborted").at(0)["reason"].get<std::string>().find("no valid answer in 2 attempts") !=
                std::string::npos);
            return;
        }
        QVERIFY(m.runner->state() == RunState::Finished);
        const Json last = m.ofType("decision").back();
        QCOMPARE(last["source"], Json("fallback"));
        const auto rounds = m.ofType("round_completed");
        QCOMPARE(rounds.size(), std::size_t(2));
        const Json& move = rounds[1];
        const Json finished = m.ofType("session_finished").at(0);
        if (fallback == QStringLiteral("lose_game")) {
            QCOMPARE(last["fallback"], Json("lose_game"));
            QCOMPARE(move["actions"][1], Json({{"concede", true}}));
            QCOMPARE(move["public"]["end"], Json("conceded"));
            QCOMPARE(move["public"]["winner"], Json(0));
            QCOMPARE(finished["final_payoffs"], Json::array({1.0, -1.0}));
            QCOMPARE(finished["winners"], Json::array({0}));
            return;
        }
        QCOMPARE(finished["final_payoffs"], Json::array({0.0, 0.0}));  // cut at two moves: no result
        QCOMPARE(move["public"]["end"], Json("cap"));
        if (fallback == QStringLiteral("random_legal")) {
            QVERIFY(move["actions"][1].is_object());
            QVERIFY(move["actions"][1] != Json({{"row", 2}, {"col", 2}}));
        } else if (fallback == QStringLiteral("default_action")) {
            QCOMPARE(move["actions"][1], Json({{"row", 1}, {"col", 1}}));  // centre taken: the first empty cell
        } else {
            QVERIFY(move["actions"][1].is_null());
            QCOMPARE(move["public"]["passed"], Json(true));
        }
    }

    void retryWithFeedbackRecovers() {
        Match m("tictactoe", {{R"({"row": 2, "col": 2})"}, {R"({"row": 2, "col": 2})", R"({"row": 1, "col": 3})"}},
                policyOf("lose_game", 3), 2);
        QVERIFY(m.runner->state() == RunState::Finished);
        QCOMPARE(m.seats[1]->requests.size(), std::size_t(2));
        QCOMPARE(m.runner->invalidAttempts(), (std::vector<int>{0, 1}));
        const std::string retry = m.seats[1]->requests[1].messages.back().content;
        QVERIFY2(
            retry.find("Your previous answer was rejected: the cell (2, 2) already holds X; empty cells: (1, 1)") !=
                std::string::npos,
            retry.c_str());
        QCOMPARE(m.ofType("round_completed").at(1)["actions"][1], Json({{"row", 1}, {"col", 3}}));
    }

    void feedbackHidesTheEmptyCellsWithoutTheHint() {
        Match m("tictactoe", {{R"({"row": 2, "col": 2})"}, {R"({"row": 2, "col": 2})", R"({"row": 1, "col": 3})"}},
                policyOf("lose_game", 3), 2, {{"position_hint", false}});
        const std::string feedback = m.seats[1]->requests[1].feedback;
        QVERIFY(feedback.find("already holds X") != std::string::npos);
        QVERIFY(feedback.find("empty cells") == std::string::npos);
    }

    // Column 1 fills up (X, O alternately: no four); X's seventh disc into it loses the game.
    void fullColumnLosesUnderLoseGame() {
        Match m("connect_four", {{R"({"column": 1})"}, {R"({"column": 1})"}}, policyOf("lose_game", 2), 84);
        QVERIFY(m.runner->state() == RunState::Finished);
        const auto rounds = m.ofType("round_completed");
        QCOMPARE(rounds.size(), std::size_t(7));
        QCOMPARE(rounds.back()["public"]["conceded"], Json(true));
        QCOMPARE(rounds.back()["public"]["seat"], Json(0));
        QCOMPARE(m.ofType("session_finished").at(0)["final_payoffs"], Json::array({-1.0, 1.0}));
        QCOMPARE(m.runner->invalidAttempts(), (std::vector<int>{2, 0}));
        QVERIFY(m.seats[0]->requests.back().feedback.find("column 1 is full") != std::string::npos);
        // The record replays: the concession is a recorded step like any other.
        const Game& g = *GameRegistry::builtin().find("connect_four");
        auto restored = g.restoreState(m.runner->gameState().toJson());
        QVERIFY(restored.ok());
        QVERIFY(restored.value()->finished());
        QCOMPARE(restored.value()->cumulativePayoffs(), (std::vector<double>{-1.0, 1.0}));
    }

    void specsAcceptLoseGameForBoardGames() {
        for (const char* game : {"tictactoe", "connect_four"}) {
            const Json j = {{"game", game}, {"invalid_answers", {{"fallback", "lose_game"}}}};
            auto spec = parseExperimentSpec(j, GameRegistry::builtin(), 1);
            QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
            QVERIFY(spec->policy.fallback == Fallback::LoseGame);
            QCOMPARE(spec->toJson()["invalid_answers"]["fallback"], Json("lose_game"));
        }
    }
};

QTEST_APPLESS_MAIN(TestBoardFallbacks)
#include "tst_board_fallbacks.moc"
