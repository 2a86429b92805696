// The LLMArena presets (board games, hold'em, bid, bargain, undercover): each parses, names its game and parameters,
// and plays offline with its bots (a couple of repetitions); in the minimax preset perfect play never loses.
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
        QTest::newRow("holdem_nl") << "llmarena_holdem"
                                   << "holdem_nl"
                                   << R"({"deal":"","small_blind":1,"small_blind_seat":"random","stack":100})";
        QTest::newRow("bid") << "llmarena_bid"
                             << "sealed_bid_auction"
                             << R"({"price_rule":"first_price","valuation_source":"uniform","valuation_min":0.0,)"
                                R"("valuation_max":10.0,"valuation_step":0.01,"overbidding":"illegal",)"
                                R"("tie_rule":"random","integer_bids":false,"redraw_values":true})";
        QTest::newRow("bargain") << "llmarena_bargain"
                                 << "bargain"
                                 << R"({"max_rounds":10,"instance":""})";
        QTest::newRow("undercover") << "llmarena_undercover"
                                    << "undercover"
                                    << R"({"language":"en","pair":"","undercover_seat":5,"clue_length":120})";
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
        // The preset's parameters hold (the game fills the rest with its defaults).
        const Json given = Json::parse(params.toStdString());
        for (const auto& [key, value] : given.items())
            QVERIFY2(spec->params.contains(key) && spec->params.at(key) == value, key.c_str());
        // The board games and hold'em: stateless prompts, and an unusable answer loses the game.
        // Bid: no retry, and an unusable answer places no bid (LLMArena bids 0). Bargain and
        // Undercover: no retry, and an unusable answer becomes a random legal one; both keep the whole conversation.
        const bool bid = game == QStringLiteral("sealed_bid_auction");
        const bool bargain = game == QStringLiteral("bargain") || game == QStringLiteral("undercover");
        QVERIFY(spec->policy.fallback == (bid       ? Fallback::Forfeit
                                          : bargain ? Fallback::RandomLegal
                                                    : Fallback::LoseGame));
        QCOMPARE(spec->historyDepth, bid || bargain ? -1 : 0);
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
