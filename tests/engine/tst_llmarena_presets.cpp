// The LLMArena board-game presets: each parses, names its game and parameters, and plays offline
// with its bots (a couple of repetitions); in the minimax preset perfect play never loses.
#include <QtTest>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"

using namespace nashlab::engine;

class TestLlmarenaPresets : public QObject {
    Q_OBJECT

private slots:
    void presetsPlayOffline_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("params");
        QTest::newRow("tictactoe") << "llmarena_tictactoe"
                                   << "tictactoe"
                                   << R"({"position_hint":true})";
        QTest::newRow("tictactoe, no hint") << "llmarena_tictactoe_no_hint"
                                            << "tictactoe"
                                            << R"({"position_hint":false})";
        QTest::newRow("connect_four") << "llmarena_connect_four"
                                      << "connect_four"
                                      << R"({"board_text":"rows","position_hint":true})";
        QTest::newRow("connect_four, transposed") << "llmarena_connect_four_transposed"
                                                  << "connect_four"
                                                  << R"({"board_text":"transposed","position_hint":true})";
        QTest::newRow("connect_four, no hint") << "llmarena_connect_four_no_hint"
                                               << "connect_four"
                                               << R"({"board_text":"rows","position_hint":false})";
    }
    void presetsPlayOffline() {
        QFETCH(QString, file);
        QFETCH(QString, game);
        QFETCH(QString, params);
        const std::string path = qEnvironmentVariable("NASHLAB_SOURCE_DIR").toStdString() + "/resources/presets/" +
                                 file.toStdString() + ".json";
        auto json = readJsonFile(path);
        QVERIFY2(json.ok(), path.c_str());
        json.value()["repetitions"] = 2;
        auto spec = parseExperimentSpec(json.value(), GameRegistry::builtin(), 1);
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        QCOMPARE(spec->game, game.toStdString());
        QCOMPARE(spec->params, Json::parse(params.toStdString()));
        QVERIFY(spec->policy.fallback == Fallback::LoseGame);
        QCOMPARE(spec->historyDepth, 0);
        const Game& g = *GameRegistry::builtin().find(spec->game);
        MemorySink sink;
        const PromptBuilder prompts;
        ExperimentRunner runner(g, spec.value(), builtinSeatFactory(), sink, prompts);
        runner.start();
        QVERIFY(runner.done());
        QVERIFY(runner.outcome().errors.empty());
        int finished = 0;
        for (const auto& e : sink.events) {
            if (e["type"] != "session_finished") continue;
            ++finished;
            if (file == QStringLiteral("llmarena_tictactoe")) QVERIFY(e["final_payoffs"][0].get<double>() >= 0.0);
        }
        QCOMPARE(finished, 2);
    }
};

QTEST_APPLESS_MAIN(TestLlmarenaPresets)
#include "tst_llmarena_presets.moc"
