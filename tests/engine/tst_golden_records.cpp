// Every game's golden sessions (tests/support/golden_sessions.h) played again and compared, event
// by event, with the records the engine produced before the State contract v2. A difference names
// the game, the session, the event and the first field that differs.
#include <QtTest>

#include <fstream>

#include "engine/game/game_registry.h"
#include "tests/support/golden_sessions.h"

using namespace nashlab;
using engine::Json;

namespace {

std::string firstDifference(const Json& want, const Json& got, const std::string& path = "") {
    if (want.is_object() && got.is_object()) {
        for (const auto& [k, v] : want.items()) {
            if (!got.contains(k)) return path + "/" + k + " missing";
            if (auto d = firstDifference(v, got.at(k), path + "/" + k); !d.empty()) return d;
        }
        for (const auto& [k, v] : got.items())
            if (!want.contains(k)) return path + "/" + k + " is new: " + v.dump();
        return {};
    }
    if (want.is_array() && got.is_array() && want.size() == got.size()) {
        for (std::size_t i = 0; i < want.size(); ++i)
            if (auto d = firstDifference(want[i], got[i], path + "/" + std::to_string(i)); !d.empty()) return d;
        return {};
    }
    if (want == got) return {};
    return path + ": want " + want.dump().substr(0, 200) + ", got " + got.dump().substr(0, 200);
}

}  // namespace

class TestGoldenRecords : public QObject {
    Q_OBJECT
private slots:
    void sessionsMatchTheGoldenRecords_data() {
        QTest::addColumn<QString>("game");
        for (const auto* game : engine::GameRegistry::builtin().games())
            QTest::newRow(game->id().c_str()) << QString::fromStdString(game->id());
    }

    void sessionsMatchTheGoldenRecords() {
        QFETCH(QString, game);
        const auto* g = engine::GameRegistry::builtin().find(game.toStdString());
        QVERIFY(g);
        const std::string path =
            qEnvironmentVariable("NASHLAB_SOURCE_DIR").toStdString() + "/tests/data/golden/" + g->id() + ".jsonl";
        std::ifstream in(path);
        QVERIFY2(in, ("no golden file " + path).c_str());
        std::string line;
        int sessions = 0;
        long events = 0;
        while (std::getline(in, line)) {
            const Json golden = Json::parse(line);
            const int index = golden.at("index").get<int>();
            QCOMPARE(test::goldenSpec(*g, index), golden.at("spec"));
            const auto played = test::playGoldenSession(*g, index);
            const Json& want = golden.at("events");
            const std::string where = g->id() + " session " + std::to_string(index);
            QVERIFY2(played.size() == want.size(), (where + ": " + std::to_string(played.size()) +
                                                    " events, golden has " + std::to_string(want.size()))
                                                       .c_str());
            for (std::size_t e = 0; e < played.size(); ++e) {
                const std::string d = firstDifference(want.at(e), played[e]);
                QVERIFY2(
                    d.empty(),
                    (where + " event " + std::to_string(e) + " (" + want.at(e).value("type", "?") + "): " + d).c_str());
            }
            ++sessions;
            events += static_cast<long>(played.size());
        }
        QCOMPARE(sessions, test::kGoldenSessionsPerGame);
        QVERIFY(events > sessions * 3L);  // every session has started, rounds and finished events
    }
};

QTEST_GUILESS_MAIN(TestGoldenRecords)
#include "tst_golden_records.moc"
