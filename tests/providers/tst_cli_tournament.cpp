// nashlab-cli tournament against the fake server: two model entrants (one always answers an
// illegal move), LLMArena's lose_game rule, exact request counts, the leaderboard from `score`,
// a cached re-run that sends no request, continuing an interrupted tournament, and the refusals.
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>
#include <fstream>

#include "tests/support/cli_runner.h"
#include "tests/support/fake_llm_server.h"
#include "tests/support/temp_dir.h"

using namespace nashlab;
using engine::Json;

namespace {

using test::CliResult;

// Runs the CLI while this process's event loop keeps serving the fake server.
CliResult cli(const QStringList& args, const QString& cacheDir) { return test::runCli(args, cacheDir, 120000); }

std::vector<Json> events(const std::string& dir) {
    std::ifstream in(dir + "/events.jsonl");
    std::vector<Json> out;
    for (std::string l; std::getline(in, l);)
        if (!l.empty()) out.push_back(Json::parse(l));
    return out;
}

Json llm(const std::string& name, const std::string& model, const std::string& url) {
    return {{"name", name},    {"type", "llm"},  {"provider", "openai"},
            {"base_url", url}, {"model", model}, {"temperature", 0}};
}

// "fake-bad" always answers a cell off the board; "fake-good" always takes the top-left corner,
// which is legal whenever it moves first (it never gets to move second: the other side concedes).
std::string answer(const test::ReceivedRequest& r) {
    return r.json.value("model", "") == "fake-bad" ? R"({"row": 4, "col": 4})" : R"({"row": 1, "col": 1})";
}

std::string promptOf(const test::ReceivedRequest& r) {
    std::string text;
    for (const auto& m : r.json.value("messages", Json::array()))
        if (m.contains("content") && m["content"].is_string()) text += m["content"].get<std::string>() + "\n";
    return text;
}

// A model undercover: a clue no word of the list gives away, then a vote for the first player it may.
std::string undercoverAnswer(const test::ReceivedRequest& r) {
    const QString prompt = QString::fromStdString(promptOf(r));
    const auto vote = QRegularExpression(QStringLiteral("one of (\\d+)")).match(prompt);
    if (prompt.contains(QStringLiteral("Now vote")) && vote.hasMatch())
        return R"({"vote": )" + vote.captured(1).toStdString() + "}";
    return R"({"clue": "something you can hold"})";
}

}  // namespace

class TstCliTournament : public QObject {
    Q_OBJECT
private slots:
    void modelsPlayUnderLoseGameAndReplayFromCache() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.setResponder(answer);
        test::TempDir dir;
        const std::string url = server.baseUrl("openai");
        const Json spec = {{"kind", "tournament"},
                           {"name", "llm-arena"},
                           {"entrants", {llm("bad", "fake-bad", url), llm("good", "fake-good", url)}},
                           {"environments", {{{"game", "tictactoe"}}}},
                           {"pairing", "round_robin"},
                           {"games_per_pair", 4},
                           {"seed", 11},
                           {"invalid_answers", {{"max_attempts", 2}, {"feedback", true}, {"fallback", "lose_game"}}}};
        test::writeFile(dir.file("spec.json"), spec.dump());
        const QString cache = QString::fromStdString(dir.file("cache"));
        const QString out = QString::fromStdString(dir.file("t1"));
        const auto first =
            cli({"tournament", QString::fromStdString(dir.file("spec.json")), "--out", out, "--jobs", "2"}, cache);
        QVERIFY2(first.code == 0, qPrintable(first.err + first.out));
        QCOMPARE(first.out.trimmed().split(QLatin1Char('\n')).last(), out);
        // 4 games, seats swapped: "bad" first twice (2 rejected answers, then it concedes) and second
        // twice ("good" opens: 1 request, then "bad" 2 and concedes): 2·2 + 2·3 requests.
        QCOMPARE(server.chatRequests(), 10);
        int badRequests = 0;
        for (const auto& r : server.requests)
            if (r.json.value("model", "") == "fake-bad") ++badRequests;
        QCOMPARE(badRequests, 8);
        const auto ev = events(out.toStdString());
        int finished = 0;
        for (const auto& e : ev) {
            if (e["type"] != "game_finished") continue;
            ++finished;
            const bool badFirst = e["seats"][0] == "bad";
            QCOMPARE(e["result"], Json(badFirst ? "second" : "first"));  // the illegal mover loses
            QCOMPARE(e["final_payoffs"], badFirst ? Json({-1.0, 1.0}) : Json({1.0, -1.0}));
            QCOMPARE(e["lost_by_illegal_move"], badFirst ? Json({1, 0}) : Json({0, 1}));
            QCOMPARE(e["rounds"], Json(badFirst ? 1 : 2));
        }
        QCOMPARE(finished, 4);
        // Each game is an ordinary run folder: score reads it.
        const auto game = cli({"score", out + "/games/g000000", "--json"}, cache);
        QVERIFY2(game.code == 0, qPrintable(game.err));

        const auto score = cli({"score", out, "--json", "--reference", "bad"}, cache);
        QVERIFY2(score.code == 0, qPrintable(score.err));
        const Json report = Json::parse(score.out.toStdString());
        const Json rows = report["environments"][0]["entrants"];
        QCOMPARE(rows[0]["name"], Json("good"));
        QCOMPARE(rows[0]["wins"], Json(4));
        QCOMPARE(rows[1]["losses"], Json(4));
        QCOMPARE(report["games_played"], Json(4));
        QCOMPARE(report["normalised"]["reference"], Json("bad"));
        // Four straight wins from fresh ratings: the notes' update applied four times.
        QVERIFY(rows[0]["mu"].get<double>() > 29.396);
        QVERIFY(report["normalised"]["entrants"][0]["average"].get<double>() > 100.0);
        const auto badRef = cli({"score", out, "--reference", "nobody"}, cache);
        QCOMPARE(badRef.code, 2);
        QVERIFY(badRef.err.contains(QStringLiteral("not an entrant")));

        // The same tournament again elsewhere: every answer comes from the cache.
        const QString out2 = QString::fromStdString(dir.file("t2"));
        const auto again = cli({"tournament", QString::fromStdString(dir.file("spec.json")), "--out", out2}, cache);
        QVERIFY2(again.code == 0, qPrintable(again.err));
        QCOMPARE(server.chatRequests(), 10);
        const auto score2 = cli({"score", out2, "--json", "--reference", "bad"}, cache);
        QCOMPARE(Json::parse(score2.out.toStdString())["environments"], report["environments"]);

        // The same command on a finished folder continues it: nothing left to play.
        const auto rerun = cli({"tournament", QString::fromStdString(dir.file("spec.json")), "--out", out}, cache);
        QVERIFY2(rerun.code == 0, qPrintable(rerun.err));
        QVERIFY(rerun.err.contains(QStringLiteral("continuing")));
        QCOMPARE(server.chatRequests(), 10);
        QCOMPARE(events(out.toStdString()).size(), ev.size());
    }

    void modelsAndBotsTogether() {
        // Bots-vs-bots games end inside the runner's start() while model games wait on the network:
        // 4 entrants, 6 pairs, 2 games each, 3 at a time; "bad" loses every game by lose_game.
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.setResponder(answer);
        test::TempDir dir;
        const std::string url = server.baseUrl("openai");
        const Json spec = {{"kind", "tournament"},
                           {"entrants",
                            {llm("bad", "fake-bad", url),
                             llm("good", "fake-good", url),
                             {{"name", "minimax"}, {"type", "bot"}, {"strategy", "minimax"}},
                             {{"name", "random"}, {"type", "bot"}, {"strategy", "random"}}}},
                           {"environments", {{{"game", "tictactoe"}}}},
                           {"seed", 9},
                           {"invalid_answers", {{"max_attempts", 2}, {"fallback", "lose_game"}}}};
        test::writeFile(dir.file("spec.json"), spec.dump());
        const QString out = QString::fromStdString(dir.file("t"));
        const auto r = cli({"tournament", QString::fromStdString(dir.file("spec.json")), "--out", out, "--jobs", "3"},
                           QString::fromStdString(dir.file("cache")));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        int finished = 0, botGames = 0, badLosses = 0;
        for (const auto& e : events(out.toStdString())) {
            if (e["type"] != "game_finished") continue;
            ++finished;
            const bool bots =
                e["seats"][0] != "bad" && e["seats"][0] != "good" && e["seats"][1] != "bad" && e["seats"][1] != "good";
            botGames += bots ? 1 : 0;
            for (int s = 0; s < 2; ++s)
                if (e["seats"][s] == "bad") {
                    QCOMPARE(e["lost_by_illegal_move"][s], Json(1));
                    QCOMPARE(e["score"][s], Json(0.0));
                    ++badLosses;
                }
        }
        QCOMPARE(finished, 12);
        QCOMPARE(botGames, 2);
        QCOMPARE(badLosses, 6);
    }

    void interruptedTournamentContinues() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.setResponder(answer);
        test::TempDir dir;
        const std::string url = server.baseUrl("openai");
        const Json spec = {{"kind", "tournament"},
                           {"entrants", {llm("bad", "fake-bad", url), llm("good", "fake-good", url)}},
                           {"environments", {{{"game", "tictactoe"}}}},
                           {"games_per_pair", 4},
                           {"seed", 5},
                           {"invalid_answers", {{"max_attempts", 2}, {"fallback", "lose_game"}}}};
        test::writeFile(dir.file("spec.json"), spec.dump());
        const QString cache = QString::fromStdString(dir.file("cache"));
        const QString out = QString::fromStdString(dir.file("t"));
        QCOMPARE(
            cli({"tournament", QString::fromStdString(dir.file("spec.json")), "--out", out, "--jobs", "1"}, cache).code,
            0);
        const int sent = server.chatRequests();
        QCOMPARE(sent, 10);
        // As if killed during game 3: its result line and its folder's last round are gone.
        auto ev = events(out.toStdString());
        QCOMPARE(ev.back()["type"], Json("game_finished"));
        QCOMPARE(ev.back()["game"], Json(3));
        ev.pop_back();
        std::string text;
        for (const auto& e : ev) text += e.dump() + "\n";
        test::writeFile(out.toStdString() + "/events.jsonl", text + "{\"v\":1,\"ty");
        const std::string gameDir = out.toStdString() + "/games/g000003";
        std::ifstream in(gameDir + "/events.jsonl");
        std::string kept;
        for (std::string l; std::getline(in, l);) {
            if (l.find("\"round_completed\"") != std::string::npos &&
                kept.find("\"round_completed\"") != std::string::npos)
                break;  // keep the first round only (good opened), drop bad's concession
            kept += l + "\n";
        }
        test::writeFile(gameDir + "/events.jsonl", kept);
        const auto resumed = cli({"tournament", "--resume", out, "--cache", "off"}, cache);
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
        // Only bad's two answers of game 3 are asked again (cache off: they reach the server).
        QCOMPARE(server.chatRequests(), sent + 2);
        const auto after = events(out.toStdString());
        QCOMPARE(after.back()["type"], Json("game_finished"));
        QCOMPARE(after.back()["game"], Json(3));
        QCOMPARE(after.back()["result"], Json("first"));
    }

    void sevenEnvironmentsOffline() {
        // The bundled bots-only LLMArena tournament: every environment with its own metric, and the
        // normalised table against "strong" (100 in each environment, by definition).
        test::TempDir dir;
        const QString spec = qEnvironmentVariable("NASHLAB_SOURCE_DIR") +
                             QStringLiteral("/resources/tournaments/bots_llmarena_seven.json");
        const QString out = QString::fromStdString(dir.file("seven"));
        const QString cache = QString::fromStdString(dir.file("cache"));
        const auto r = cli({"tournament", spec, "--out", out, "--jobs", "2"}, cache);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("undercover (undercover, versus_field, win_rate), 60 games")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("hanabi_small (hanabi_small, self_play, average_reward), 60 games")));
        QVERIFY(r.out.contains(QStringLiteral("bid (sealed_bid_auction, match, average_reward), 60 games")));
        QVERIFY(r.out.contains(QStringLiteral("Normalised (100 · value / value of strong")));
        const auto score = cli({"score", out, "--json"}, cache);
        QCOMPARE(score.code, 0);
        const Json report = Json::parse(score.out.toStdString());
        QCOMPARE(report["games_played"], Json(420));
        QCOMPARE(report["environments"].size(), std::size_t{7});
        const Json& top = report["normalised"]["entrants"][0];
        QCOMPARE(top["name"], Json("strong"));
        for (const auto& [env, value] : top["environments"].items()) QCOMPARE(value.get<double>(), 100.0);
        // The undercover that blends in wins some; the one that describes its own word never does.
        for (const auto& env : report["environments"]) {
            if (env["environment"] != "undercover") continue;
            QCOMPARE(env["entrants"][0]["name"], Json("strong"));
            QVERIFY(env["entrants"][0]["value"].get<double>() > 0.2);
            QCOMPARE(env["entrants"][1]["value"].get<double>(), 0.0);
        }
        const auto other = cli({"score", out, "--json", "--reference", "random"}, cache);
        QCOMPARE(Json::parse(other.out.toStdString())["normalised"]["reference"], Json("random"));
    }

    void aModelUndercoverAgainstABotField() {
        // LLMArena's Undercover protocol: the evaluated model is the undercover (seat 5) against four
        // civilians. Its clue is none of the civilians' associations, so all four vote it out in
        // round one: one clue and one vote per game, and a win rate of 0.
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.setResponder(undercoverAnswer);
        test::TempDir dir;
        const Json spec = {{"kind", "tournament"},
                           {"entrants",
                            {llm("model", "fake-undercover", server.baseUrl("openai")),
                             {{"name", "bot"}, {"type", "bot"}, {"strategy", "blend_in"}}}},
                           {"environments",
                            {{{"game", "undercover"},
                              {"format", "versus_field"},
                              {"field", {{"name", "Civilian"}, {"type", "bot"}, {"strategy", "associations"}}},
                              {"params", {{"undercover_seat", 5}, {"pair", "Sun - Moon"}}},
                              {"history_depth", -1},
                              {"invalid_answers", {{"max_attempts", 1}, {"fallback", "random_legal"}}}}}},
                           {"games_per_pair", 3},
                           {"seed", 5}};
        test::writeFile(dir.file("spec.json"), spec.dump());
        const QString out = QString::fromStdString(dir.file("u"));
        const auto r = cli({"tournament", QString::fromStdString(dir.file("spec.json")), "--out", out},
                           QString::fromStdString(dir.file("cache")));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(server.chatRequests(), 3 * 2);
        int modelGames = 0;
        for (const auto& e : events(out.toStdString())) {
            if (e["type"] != "game_finished" || e["seats"][0] != "model") continue;
            ++modelGames;
            QCOMPARE(e["result"], Json("loss"));
            QCOMPARE(e["final_payoffs"], Json::array({1.0, 1.0, 1.0, 1.0, -1.0}));
            const Json gameSpec =
                engine::readJsonFile(out.toStdString() + "/" + e["folder"].get<std::string>() + "/spec.json").value();
            QCOMPARE(gameSpec["seats"][4]["name"], Json("model"));
            QCOMPARE(gameSpec["seats"][0]["name"], Json("Civilian 1"));
        }
        QCOMPARE(modelGames, 3);
    }

    void refusals() {
        test::TempDir dir;
        const QString cache = QString::fromStdString(dir.file("cache"));
        const Json human = {
            {"kind", "tournament"},
            {"entrants",
             {{{"name", "me"}, {"type", "human"}}, {{"name", "r"}, {"type", "bot"}, {"strategy", "random"}}}},
            {"environments", {{{"game", "tictactoe"}}}}};
        test::writeFile(dir.file("human.json"), human.dump());
        const auto h = cli({"tournament", QString::fromStdString(dir.file("human.json")), "--out",
                            QString::fromStdString(dir.file("h"))},
                           cache);
        QCOMPARE(h.code, 2);
        QVERIFY2(h.err.contains(QStringLiteral("entrant 'me' is a human seat")), qPrintable(h.err));
        test::writeFile(dir.file("bad.json"), R"({"kind": "tournament", "entrants": []})");
        const auto b = cli({"tournament", QString::fromStdString(dir.file("bad.json"))}, cache);
        QCOMPARE(b.code, 2);
        QVERIFY(b.err.contains(QStringLiteral("at least two entrants")));
        const auto flag = cli({"tournament", "--rounds", "3"}, cache);
        QCOMPARE(flag.code, 2);
    }
};

QTEST_GUILESS_MAIN(TstCliTournament)
#include "tst_cli_tournament.moc"
