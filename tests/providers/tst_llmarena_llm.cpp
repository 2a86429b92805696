// LLMArena II's games with model seats, through nashlab-cli against the fake server: hold'em,
// Hanabi, Undercover (talk) and Bargain (talk). Each model answers from its prompt by a fixed rule,
// and the first answer of each run is unusable (gibberish, a colour the game lacks, a clue that says
// the word, a deal with nothing to accept), so one retry with feedback follows. Checked: the exact
// number of requests (hand-counted where the game is short enough), the record, a cached re-run
// that sends no request and records the same rounds, and an Undercover run killed mid-game and
// resumed, which asks no prompt twice but the one in flight at the kill and ends as the
// uninterrupted run did.
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>
#include <fstream>
#include <set>

#include "engine/game/game_registry.h"
#include "engine/metrics/run_scores.h"
#include "engine/record/run_reader.h"
#include "tests/support/cli_runner.h"
#include "tests/support/fake_llm_server.h"
#include "tests/support/temp_dir.h"

using namespace nashlab;
using engine::Json;

namespace {

using test::cliEnvironment;
using test::CliResult;

CliResult cli(const QStringList& args, const QString& cacheDir) { return test::runCli(args, cacheDir); }

std::vector<Json> events(const std::string& dir, const std::string& type) {
    std::ifstream in(dir + "/events.jsonl");
    std::vector<Json> out;
    for (std::string l; std::getline(in, l);) {
        if (l.empty()) continue;
        Json e = Json::parse(l, nullptr, false);
        if (e.is_object() && e.value("type", "") == type) out.push_back(std::move(e));
    }
    return out;
}

// The rounds as recorded, without what differs between two runs of the same play (times, ids).
std::vector<std::string> roundsOf(const std::string& dir) {
    std::vector<std::string> out;
    for (Json e : events(dir, "round_completed")) {
        for (const char* key : {"t", "time", "ts", "wall_ms", "run_id"}) e.erase(key);
        out.push_back(e.dump());
    }
    return out;
}

int rejected(const std::string& dir) {
    int n = 0;
    for (const auto& d : events(dir, "decision"))
        if (!d.value("valid", true)) ++n;
    return n;
}

// Every message of the request, joined.
std::string promptOf(const test::ReceivedRequest& r) {
    std::string text;
    if (r.json.contains("messages"))
        for (const auto& m : r.json["messages"])
            if (m.contains("content") && m["content"].is_string()) text += m["content"].get<std::string>() + "\n";
    return text;
}

Json llmSeats(const test::FakeLlmServer& server, int count) {
    return Json::array({{{"type", "llm"},
                         {"provider", "openai"},
                         {"base_url", server.baseUrl("openai")},
                         {"model", "fake-small"},
                         {"count", count}}});
}

Json spec(const std::string& game, const Json& params, Json seats, int seed) {
    return {{"name", "llmarena-" + game},
            {"game", game},
            {"seed", seed},
            {"params", params},
            {"history_depth", -1},
            {"invalid_answers", {{"max_attempts", 2}, {"feedback", true}, {"fallback", "random_legal"}}},
            {"seats", std::move(seats)}};
}

// The undercover model: a vote for the first player it may vote for, else a plain clue. The
// player holding "Sun" (the undercover) adds its guess of the others' word.
std::string undercoverAnswer(const test::ReceivedRequest& r) {
    const QString prompt = QString::fromStdString(promptOf(r));
    const auto vote = QRegularExpression(QStringLiteral("one of (\\d+)")).match(prompt);
    if (prompt.contains(QStringLiteral("Now vote")) && vote.hasMatch())
        return R"({"vote": )" + vote.captured(1).toStdString() +
               (prompt.contains(QStringLiteral("your secret word is \"Sun\"")) ? R"(, "guess": "Moon"})" : "}");
    return R"({"clue": "round and bright"})";
}

struct Played {
    QString folder;
    int requests = 0;
};

}  // namespace

class TstLlmarenaLlm : public QObject {
    Q_OBJECT

    // Runs `s`, then runs it again with the same cache: no request, the same rounds.
    Played runTwice(test::FakeLlmServer& server, const Json& s, test::TempDir& dir) {
        test::writeFile(dir.file("spec.json"), s.dump());
        const QString cache = QString::fromStdString(dir.file("cache"));
        const QStringList args = {"run", QString::fromStdString(dir.file("spec.json")), "--out",
                                  QString::fromStdString(dir.file("runs"))};
        const auto first = cli(args, cache);
        if (first.code != 0) qWarning("%s", qPrintable(first.err));
        Played played{first.out.trimmed().split(QLatin1Char('\n')).last(), server.chatRequests()};
        const auto again = cli(args + QStringList{"--cache", "readwrite"}, cache);
        if (again.code != 0 || server.chatRequests() != played.requests)
            qWarning("cached re-run: code %d, %d requests after %d", again.code, server.chatRequests(),
                     played.requests);
        const QString second = again.out.trimmed().split(QLatin1Char('\n')).last();
        if (second == played.folder || roundsOf(second.toStdString()) != roundsOf(played.folder.toStdString()))
            played.requests = -1;  // the re-run must be a new folder with the same rounds
        return played;
    }

private slots:
    void initTestCase() { qputenv("NASHLAB_NO_KEYCHAIN", "1"); }

    // Fixed cards, the small blind first, both models check or call: two actions on each of the
    // four streets, plus the gibberish answer's retry: 9 requests.
    void holdemChecksDownToTheShowdown() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.script({{test::Fault::None, "I think I will play this hand"}});
        server.setResponder([](const test::ReceivedRequest&) { return std::string(R"({"action": "check_call"})"); });
        test::TempDir dir;
        const Played p =
            runTwice(server,
                     spec("holdem_nl", {{"small_blind_seat", "first"}, {"deal", "As Kd Ah Kc 2c 7d 9h Js 3s"}},
                          llmSeats(server, 2), 5),
                     dir);
        QCOMPARE(p.requests, 9);
        const auto rounds = events(p.folder.toStdString(), "round_completed");
        QCOMPARE(rounds.size(), std::size_t{8});
        QCOMPARE(rounds.back()["public"]["end"], Json("showdown"));
        QCOMPARE(rounds.back()["cumulative"], Json::parse("[2.0, -2.0]"));  // aces beat kings for the blind
        QCOMPARE(rejected(p.folder.toStdString()), 1);
    }

    // Each model plays the last legal move its prompt lists (a rank hint while tokens last, else a
    // discard, so the one life survives); the first answer names a colour the two-colour game lacks.
    // One request per turn, plus the retry.
    void hanabiPlaysTheListedMoves() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.script({{test::Fault::None, R"({"action": "hint_colour", "colour": "blue"})"}});
        server.setResponder([](const test::ReceivedRequest& r) {
            const std::string prompt = promptOf(r);
            const auto at = prompt.find("Your legal moves now:\n");
            if (at == std::string::npos) return std::string("{}");
            std::string last;
            for (auto start = at + 22; start < prompt.size() && prompt[start] == '{';) {
                const auto end = prompt.find('\n', start);
                last = prompt.substr(start, end - start);
                start = end + 1;
            }
            return last;
        });
        test::TempDir dir;
        const Played p = runTwice(server, spec("hanabi_small", Json::object(), llmSeats(server, 2), 4), dir);
        const auto rounds = events(p.folder.toStdString(), "round_completed");
        QVERIFY2(rounds.size() >= 10, std::to_string(rounds.size()).c_str());
        QCOMPARE(p.requests, static_cast<int>(rounds.size()) + 1);
        QCOMPARE(rejected(p.folder.toStdString()), 1);
        QVERIFY(!rounds.back()["public"]["end"].is_null());
    }

    // Five models, "Sun - Moon", the undercover in seat 5. Round one: five clues, then seat 1 votes
    // for 2 and everyone else for 1: seat 1 is out. Round two: four clues, seat 2 votes for 3 and the
    // others for 2: seat 2 is out, three are left, the undercover wins. 5 + 5 + 4 + 4 = 18 answers,
    // plus the retry after the first clue said "moon": 19 requests.
    void undercoverTalksAndVotes() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.script({{test::Fault::None, R"({"clue": "the moon at night"})"}});
        server.setResponder(undercoverAnswer);
        test::TempDir dir;
        const Played p = runTwice(
            server, spec("undercover", {{"pair", "Sun - Moon"}, {"undercover_seat", 5}}, llmSeats(server, 5), 9), dir);
        QCOMPARE(p.requests, 19);
        const std::string folder = p.folder.toStdString();
        const auto rounds = events(folder, "round_completed");
        QCOMPARE(rounds.size(), std::size_t{20 - 9});
        QCOMPARE(rounds[5]["public"]["eliminated"], Json(0));
        QCOMPARE(rounds[10]["public"]["eliminated"], Json(1));
        QCOMPARE(rounds[10]["public"]["end"], Json("undercover"));
        QCOMPARE(rounds[10]["cumulative"], Json::parse("[-1.0, -1.0, -1.0, -1.0, 1.0]"));
        QCOMPARE(rounds[0]["actions"][0], (Json{{"clue", "round and bright"}}));
        // The vote prompt asks for the guess; the undercover's guess is in its action and scored.
        QCOMPARE(rounds[5]["actions"][4], (Json{{"vote", 1}, {"guess", "Moon"}}));
        QCOMPARE(rounds[5]["actions"][0], (Json{{"vote", 2}}));
        auto record = engine::readRun(folder);
        QVERIFY(record.ok());
        const Json scored = engine::scoreRun(record.value(), engine::GameRegistry::builtin()).value();
        QCOMPARE(scored["sessions"][0]["per_seat"][4]["undercover_guess"], Json(1));
        QCOMPARE(scored["sessions"][0]["per_seat"][4]["guesses"], Json(2));
        QCOMPARE(rejected(folder), 1);
        // The refusal told the model why.
        bool told = false;
        for (const auto& r : server.requests)
            told = told || promptOf(r).find("must not contain your word") != std::string::npos;
        QVERIFY(told);
        m_undercoverRounds = roundsOf(folder);
    }

    // The same game killed during the first clues (one request in flight at a time) and resumed:
    // the answers before the kill come from the cache, so each of the 19 prompts reaches the server
    // once (the one in flight at the kill may reach it twice), and the rounds equal the
    // uninterrupted run's.
    void undercoverResumesAfterAKill() {
        QVERIFY(!m_undercoverRounds.empty());
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.script({{test::Fault::None, R"({"clue": "the moon at night"})"}});
        server.setResponder(undercoverAnswer);
        server.setLatencyMs(120);
        test::TempDir dir;
        test::writeFile(
            dir.file("spec.json"),
            spec("undercover", {{"pair", "Sun - Moon"}, {"undercover_seat", 5}}, llmSeats(server, 5), 9).dump());
        const QString cache = QString::fromStdString(dir.file("cache"));
        const QString runs = QString::fromStdString(dir.file("runs"));
        QProcess p;
        p.setProcessEnvironment(cliEnvironment(cache));
        p.start(qEnvironmentVariable("NASHLAB_CLI"),
                {"run", QString::fromStdString(dir.file("spec.json")), "--out", runs});
        QVERIFY(p.waitForStarted(5000));
        QTRY_VERIFY_WITH_TIMEOUT(server.chatRequests() >= 3, 30000);
        p.kill();
        QVERIFY(p.waitForFinished(5000));
        const QStringList folders = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(folders.size(), 1);
        const QString folder = runs + QLatin1Char('/') + folders[0];
        QVERIFY(events(folder.toStdString(), "round_completed").size() < 11);
        const auto resumed = cli({"run", "--resume", folder}, cache);
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
        std::set<std::string> prompts;
        for (const auto& r : server.requests)
            if (r.format == "openai") prompts.insert(r.body);
        QCOMPARE(prompts.size(), std::size_t{19});
        QVERIFY(server.chatRequests() <= 20);
        QCOMPARE(roundsOf(folder.toStdString()), m_undercoverRounds);
    }

    // Counts 1, 2, 3; the first seat values them 8, 1, 0 and the second 4, 0, 2. The first model
    // tries to accept with no offer standing (refused), then keeps the hat and the balls; the second
    // accepts: 3 requests, rewards 10 − 6 = 4 and −4.
    void bargainProposesWithAMessageAndDeals() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.script({{test::Fault::None, R"({"move": "deal"})"}});
        server.setResponder([](const test::ReceivedRequest& r) {
            if (promptOf(r).find("accept their offer with \"move\": \"deal\"") != std::string::npos)
                return std::string(R"({"move": "deal"})");
            return std::string(
                R"({"move": "propose", "hats": 1, "balls": 2, "apples": 0, "message": "the apples are yours"})");
        });
        test::TempDir dir;
        const Played p =
            runTwice(server, spec("bargain", {{"instance", "1,2,3 8,1,0 4,0,2"}}, llmSeats(server, 2), 3), dir);
        QCOMPARE(p.requests, 3);
        const auto rounds = events(p.folder.toStdString(), "round_completed");
        QCOMPARE(rounds.size(), std::size_t{2});
        QCOMPARE(rounds[0]["actions"][0]["message"], Json("the apples are yours"));
        QCOMPARE(rounds[1]["cumulative"], Json::parse("[4.0, -4.0]"));
        QCOMPARE(rejected(p.folder.toStdString()), 1);
        // The second model read the first one's message in its prompt.
        QVERIFY(promptOf(server.requests.back()).find("the apples are yours") != std::string::npos);
    }

private:
    std::vector<std::string> m_undercoverRounds;
};

QTEST_GUILESS_MAIN(TstLlmarenaLlm)
#include "tst_llmarena_llm.moc"
