// A classroom room over real loopback sockets: students join, play and leave; the record holds
// exactly what was played; hostile clients are refused without touching the session; a reopened
// room takes its students back on their old tokens.
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <fstream>

#include "classroom/room_run.h"
#include "classroom/room_server.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "tests/support/room_student.h"
#include "tests/support/temp_dir.h"

using namespace nashlab;
using engine::Json;
using test::RoomStudent;

namespace {

// Guess 2/3 of the average: `humans` students and `bots` random bots.
engine::ExperimentSpec guessSpec(int humans, int bots, int rounds) {
    Json seats = Json::array();
    for (int i = 0; i < humans; ++i) seats.push_back({{"type", "human"}, {"name", "Student " + std::to_string(i + 1)}});
    if (bots > 0) seats.push_back({{"type", "bot"}, {"strategy", "random"}, {"count", bots}});
    Json j = {{"name", "room_test"}, {"game", "guess_average"}, {"rounds", rounds}, {"seed", 11}, {"seats", seats}};
    auto spec = engine::parseExperimentSpec(j, engine::GameRegistry::builtin(), 0);
    if (!spec) qFatal("spec: %s", spec.error().message.c_str());
    return spec.value();
}

std::unique_ptr<classroom::RoomRun> openRoom(const engine::ExperimentSpec& spec, const QString& runs,
                                             classroom::RoomOptions options = {}) {
    auto run = classroom::RoomRun::create(spec, runs, options, {});
    if (!run) qFatal("room: %s", run.error().message.c_str());
    if (auto s = run.value()->listen(QStringLiteral("127.0.0.1"), 0); !s)
        qFatal("listen: %s", s.error().message.c_str());
    return std::move(run.value());
}

// The decision events of the record, per round and seat.
std::vector<Json> decisions(const QString& runDir) {
    auto record = engine::readRun(runDir.toStdString());
    if (!record) qFatal("record: %s", record.error().message.c_str());
    std::vector<Json> out;
    for (const auto& e : record->events)
        if (e.value("type", "") == "decision") out.push_back(e);
    return out;
}

std::vector<Json> rounds(const QString& runDir) {
    auto record = engine::readRun(runDir.toStdString());
    std::vector<Json> out;
    for (const auto& e : record->events)
        if (e.value("type", "") == "round_completed") out.push_back(e);
    return out;
}

const Json* decisionOf(const std::vector<Json>& all, int round, int seat) {
    for (const auto& d : all)
        if (d.value("round", 0) == round && d.value("seat", -1) == seat) return &d;
    return nullptr;
}

bool waitFinished(classroom::RoomRun& run, int ms = 10000) {
    QDeadlineTimer deadline(ms);
    while (!run.done() && !deadline.hasExpired()) QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    QCoreApplication::processEvents();
    return run.done();
}

}  // namespace

class TestRoomServer : public QObject {
    Q_OBJECT

private slots:
    void studentsPlayAndTheRecordHoldsTheirAnswers() {
        test::TempDir runs;
        auto run = openRoom(guessSpec(2, 3, 3), QString::fromStdString(runs.path()));
        RoomStudent ada(run->port()), bob(run->port());
        QVERIFY(ada.waitConnected() && bob.waitConnected());
        ada.join(run->room().code(), "Ada");
        bob.join(run->room().code(), "Bob");
        const auto welcomeA = ada.next("welcome");
        const auto welcomeB = bob.next("welcome");
        QVERIFY(welcomeA && welcomeB);
        QCOMPARE((*welcomeA)["seat"].get<int>(), 0);
        QCOMPARE((*welcomeB)["seat"].get<int>(), 1);
        QCOMPARE((*welcomeA)["token"].get<std::string>().size(), std::size_t{22});  // 128 bits, base64url
        QVERIFY(run->room().control({{"command", "start"}}));
        const int sent[3][2] = {{10, 90}, {33, 0}, {50, 25}};
        for (int r = 0; r < 3; ++r) {
            const auto ask = ada.next("ask");
            QVERIFY(ask);
            // A person reads the game's view: no JSON instructions, no model prompt.
            const std::string text = (*ask)["situation"].dump();
            QVERIFY(text.find("JSON") == std::string::npos);
            QCOMPARE((*ask)["form"][0]["kind"].get<std::string>(), std::string("number"));
            QCOMPARE((*ask)["form"][0]["max"].get<double>(), 100.0);
            ada.send({{"type", "answer"}, {"ask", (*ask)["ask"]}, {"action", {{"chosen_number", sent[r][0]}}}});
            QVERIFY(ada.next("accepted"));
            if (r == 0) {
                // The projector's marks move with the answers in: Ada's 10 alone, target 2/3 of it.
                const Json& marks = run->room().live()["marks"];
                QCOMPARE(marks.size(), std::size_t{2});
                QCOMPARE(marks[0]["label"].get<std::string>(), std::string("Average so far"));
                QCOMPARE(marks[0]["value"].get<double>(), 10.0);
                QCOMPARE(marks[1]["value"].get<double>(), 10.0 * 2.0 / 3.0);
            }
            QVERIFY(bob.answerNext(sent[r][1]) > 0);
            const auto result = ada.next("result");
            QVERIFY(result);
            QCOMPARE((*result)["round"].get<int>(), r + 1);
            QCOMPARE((*result)["your_action"].get<std::string>(), std::to_string(sent[r][0]));
        }
        QVERIFY(waitFinished(*run));
        const auto all = decisions(run->runDir());
        for (int r = 0; r < 3; ++r)
            for (int seat = 0; seat < 2; ++seat) {
                const Json* d = decisionOf(all, r + 1, seat);
                QVERIFY(d);
                QCOMPARE((*d)["action"]["chosen_number"].get<int>(), sent[r][seat]);
                QCOMPARE((*d)["extra"]["input"].get<std::string>(), std::string("classroom"));
                QCOMPARE((*d)["extra"]["student"].get<std::string>(),
                         seat == 0 ? std::string("Ada") : std::string("Bob"));
            }
        // The result each student was shown is the record's: the last total equals the cumulative payoff.
        const auto played = rounds(run->runDir());
        QCOMPARE(played.size(), std::size_t{3});
        QVERIFY(run->room().phase() == classroom::RoomPhase::Finished);
        const auto finished = ada.next("state");
        QVERIFY(finished);
        // room.json keeps only token hashes.
        std::ifstream in((run->runDir() + "/room.json").toStdString());
        const std::string saved((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QVERIFY(saved.find((*welcomeA)["token"].get<std::string>()) == std::string::npos);
        QVERIFY(saved.find("token_sha256") != std::string::npos);
    }

    void aStudentWhoLeavesIsPlayedByTheBotAndComesBack() {
        test::TempDir runs;
        classroom::RoomOptions options;
        options.graceS = 0.3;
        auto run = openRoom(guessSpec(2, 2, 3), QString::fromStdString(runs.path()), options);
        auto ada = std::make_unique<RoomStudent>(run->port());
        RoomStudent bob(run->port());
        QVERIFY(ada->waitConnected() && bob.waitConnected());
        ada->join(run->room().code(), "Ada");
        bob.join(run->room().code(), "Bob");
        const auto welcome = ada->next("welcome");
        QVERIFY(welcome && bob.next("welcome"));
        const std::string token = (*welcome)["token"].get<std::string>();
        QVERIFY(run->room().control({{"command", "start"}}));
        QVERIFY(ada->answerNext(40) > 0);
        QVERIFY(bob.answerNext(20) > 0);
        QVERIFY(ada->next("result"));
        // Round 2: Ada's tab closes before she answers; after the grace period the bot plays her seat.
        QVERIFY(ada->next("ask"));
        ada->close();
        QVERIFY(bob.answerNext(30) > 0);
        QCOMPARE((*bob.next("result"))["round"].get<int>(), 1);
        const auto second = bob.next("result", 5000);  // the bot's answer completes round 2
        QVERIFY(second);
        QCOMPARE((*second)["round"].get<int>(), 2);
        // Round 3: Ada comes back with her token and gets her seat and the open question.
        RoomStudent back(run->port());
        QVERIFY(back.waitConnected());
        back.send({{"type", "hello"}, {"role", "student"}, {"token", token}});
        const auto again = back.next("welcome");
        QVERIFY(again);
        QCOMPARE((*again)["seat"].get<int>(), 0);
        QVERIFY(back.answerNext(60) > 0);
        QVERIFY(bob.answerNext(10) > 0);
        QVERIFY(waitFinished(*run));
        const auto all = decisions(run->runDir());
        QCOMPARE((*decisionOf(all, 1, 0))["extra"]["input"].get<std::string>(), std::string("classroom"));
        const Json* dropped = decisionOf(all, 2, 0);
        QVERIFY(dropped);
        QCOMPARE((*dropped)["extra"]["input"].get<std::string>(), std::string("dropout"));
        QCOMPARE((*dropped)["extra"]["policy"].get<std::string>(), std::string("bot"));
        QVERIFY((*dropped)["valid"].get<bool>());
        QCOMPARE((*decisionOf(all, 3, 0))["action"]["chosen_number"].get<int>(), 60);
        QCOMPARE((*decisionOf(all, 3, 0))["extra"]["input"].get<std::string>(), std::string("classroom"));
    }

    void hostileClientsAreRefusedAndThePlayGoesOn() {
        test::TempDir runs;
        auto run = openRoom(guessSpec(2, 1, 2), QString::fromStdString(runs.path()));
        RoomStudent ada(run->port()), bob(run->port()), mallory(run->port());
        QVERIFY(ada.waitConnected() && bob.waitConnected() && mallory.waitConnected());
        ada.join(run->room().code(), "Ada");
        bob.join(run->room().code(), "<img src=x onerror=alert(1)>");
        QVERIFY(ada.next("welcome"));
        const auto bobWelcome = bob.next("welcome");
        QVERIFY(bobWelcome);
        // The name is kept as text (pages show it with textContent), never interpreted.
        QCOMPARE((*bobWelcome)["name"].get<std::string>(), std::string("<img src=x onerror=alert(1)>"));

        const auto expectError = [](RoomStudent& s, const char* code) {
            const auto e = s.next("error");
            if (!e) return std::string("no error");
            return (*e)["code"].get<std::string>() == code ? std::string() : (*e)["code"].get<std::string>();
        };
        mallory.sendRaw(QStringLiteral("{not json"));
        QCOMPARE(expectError(mallory, "bad_message"), std::string());
        mallory.sendRaw(QStringLiteral("[1,2,3]"));
        QCOMPARE(expectError(mallory, "bad_message"), std::string());
        mallory.sendBinary(QByteArray(10, 'x'));
        QCOMPARE(expectError(mallory, "bad_message"), std::string());
        mallory.sendRaw(QString(20 * 1024, QLatin1Char('a')));
        QCOMPARE(expectError(mallory, "too_large"), std::string());
        mallory.send({{"type", "hello"}, {"role", "student"}, {"token", "AAAAAAAAAAAAAAAAAAAAAA"}});  // a guessed token
        QCOMPARE(expectError(mallory, "unknown_token"), std::string());
        mallory.send({{"type", "hello"}, {"role", "instructor"}, {"token", "guess"}});
        QCOMPARE(expectError(mallory, "unknown_token"), std::string());
        mallory.send({{"type", "control"}, {"command", "start"}});
        QCOMPARE(expectError(mallory, "forbidden"), std::string());
        mallory.send({{"type", "answer"}, {"ask", 1}, {"action", {{"chosen_number", 0}}}});
        QCOMPARE(expectError(mallory, "forbidden"), std::string());
        mallory.join("WRONG1", "Mallory");
        QCOMPARE(expectError(mallory, "bad_code"), std::string());
        // A seated student may not control the room, nor answer another seat's question.
        ada.send({{"type", "control"}, {"command", "start"}});
        QCOMPARE(expectError(ada, "forbidden"), std::string());
        QVERIFY(run->room().phase() == classroom::RoomPhase::Lobby);

        QVERIFY(run->room().control({{"command", "start"}}));
        const auto bobAsk = bob.next("ask");
        QVERIFY(bobAsk);
        ada.send({{"type", "answer"}, {"ask", (*bobAsk)["ask"]}, {"action", {{"chosen_number", 99}}}});
        QCOMPARE(expectError(ada, "stale_ask"), std::string());
        const auto adaAsk = ada.next("ask");
        QVERIFY(adaAsk);
        ada.send({{"type", "answer"}, {"ask", (*adaAsk)["ask"]}, {"action", {{"chosen_number", 101}}}});
        QCOMPARE(expectError(ada, "invalid_answer"), std::string());
        ada.send({{"type", "answer"}, {"ask", (*adaAsk)["ask"]}, {"action", {{"chosen_number", "lots"}}}});
        QCOMPARE(expectError(ada, "invalid_answer"), std::string());
        ada.send({{"type", "answer"}, {"ask", (*adaAsk)["ask"]}, {"action", {{"chosen_number", 7}}}});
        QVERIFY(ada.next("accepted"));
        ada.send({{"type", "answer"}, {"ask", (*adaAsk)["ask"]}, {"action", {{"chosen_number", 8}}}});  // twice
        QCOMPARE(expectError(ada, "stale_ask"), std::string());
        bob.send({{"type", "answer"}, {"ask", (*bobAsk)["ask"]}, {"action", {{"chosen_number", 5}}}});
        QVERIFY(bob.next("accepted"));
        // A flood: the server drops what passes the rate and says so; the connection stays usable.
        for (int i = 0; i < 200; ++i) mallory.send({{"type", "ping"}});
        QVERIFY(mallory.next("error").has_value() || mallory.closed());

        QVERIFY(ada.answerNext(12) > 0);
        QVERIFY(bob.answerNext(13) > 0);
        QVERIFY(waitFinished(*run));
        const auto all = decisions(run->runDir());
        // Exactly one decision per seat and round, the accepted ones: nothing of the refused messages.
        QCOMPARE(all.size(), std::size_t{6});
        QCOMPARE((*decisionOf(all, 1, 0))["action"]["chosen_number"].get<int>(), 7);
        QCOMPARE((*decisionOf(all, 1, 1))["action"]["chosen_number"].get<int>(), 5);
        QCOMPARE((*decisionOf(all, 1, 0))["attempt"].get<int>(), 1);
    }

    void anotherSitesPageCannotOpenASocket() {
        test::TempDir runs;
        auto run = openRoom(guessSpec(1, 1, 1), QString::fromStdString(runs.path()));
        RoomStudent foreign(run->port(), QStringLiteral("http://evil.example"));
        QVERIFY(!foreign.waitConnected(2000) || (QTest::qWait(300), foreign.closed()));
        RoomStudent local(run->port(), QStringLiteral("http://127.0.0.1:%1").arg(run->port()));
        QVERIFY(local.waitConnected());
        local.join(run->room().code(), "Ada");
        QVERIFY(local.next("welcome"));
    }

    void pagesComeWithAStrictPolicyAndNothingElseIsServed() {
        test::TempDir runs;
        auto run = openRoom(guessSpec(1, 1, 1), QString::fromStdString(runs.path()));
        QNetworkAccessManager net;
        const auto fetch = [&](const QString& path, const QByteArray& verb = "GET") {
            QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(run->port()).arg(path)));
            QNetworkReply* reply = net.sendCustomRequest(request, verb);
            QSignalSpy done(reply, &QNetworkReply::finished);
            done.wait(5000);
            reply->deleteLater();
            return reply;
        };
        QNetworkReply* page = fetch(QStringLiteral("/"));
        QCOMPARE(page->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        const QByteArray csp = page->rawHeader("Content-Security-Policy");
        QVERIFY(csp.contains("default-src 'none'"));
        QVERIFY(csp.contains("script-src 'self'"));
        QVERIFY(!csp.contains("unsafe"));
        QCOMPARE(page->rawHeader("X-Content-Type-Options"), QByteArray("nosniff"));
        const QByteArray html = page->readAll();
        QVERIFY(html.contains("/static/student.js"));
        QVERIFY(!html.contains("http://") && !html.contains("https://"));  // no third-party requests
        QCOMPARE(fetch(QStringLiteral("/static/student.js"))->rawHeader("Content-Type"),
                 QByteArray("text/javascript; charset=utf-8"));
        QCOMPARE(
            fetch(QStringLiteral("/static/nothing.js"))->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
            404);
        QCOMPARE(fetch(QStringLiteral("/etc/passwd"))->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                 404);
        QCOMPARE(fetch(QStringLiteral("/"), "POST")->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 405);
        // Closed, the room listens no more.
        const quint16 port = run->port();
        run->close();
        QNetworkAccessManager fresh;  // not a connection kept alive from before
        QNetworkRequest gone(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port)));
        QNetworkReply* reply = fresh.get(gone);
        QSignalSpy done(reply, &QNetworkReply::finished);
        QVERIFY(done.wait(5000));
        QCOMPARE(reply->error(), QNetworkReply::ConnectionRefusedError);
    }

    // Every command is checked before it changes anything, and a refusal says why.
    void controlsAreRefusedWithAReason() {
        test::TempDir runs;
        auto run = openRoom(guessSpec(1, 1, 2), QString::fromStdString(runs.path()));
        auto& room = run->room();
        const auto refusal = [&](const Json& command) {
            const auto s = room.control(command);
            return s ? std::string("accepted") : s.error().code + ": " + s.error().message;
        };
        QCOMPARE(refusal({{"command", "dance"}}), std::string("invalid_control: Unknown command 'dance'"));
        QCOMPARE(refusal({{"seat", 0}}), std::string("invalid_control: Unknown command ''"));
        QCOMPARE(refusal({{"command", "resume"}}), std::string("invalid_control: The game is not paused"));
        QCOMPARE(refusal({{"command", "kick"}}), std::string("invalid_control: Say which seat (\"seat\": 0-based)"));
        QCOMPARE(refusal({{"command", "kick"}, {"seat", 1}}),
                 std::string("invalid_control: Seat 2 is not a human seat"));
        QCOMPARE(refusal({{"command", "kick"}, {"seat", 0}}), std::string("invalid_control: Seat 1 has no student"));
        QCOMPARE(refusal({{"command", "assign"}, {"seat", 0}, {"student", 4}}),
                 std::string("invalid_control: No student with that number is waiting"));
        QCOMPARE(refusal({{"command", "extend"}, {"seconds", 0}}),
                 std::string("invalid_control: Extend by 1 to 3600 seconds"));
        QVERIFY(room.phase() == classroom::RoomPhase::Lobby);
        QCOMPARE(refusal({{"command", "start"}}), std::string("accepted"));
        QVERIFY(room.phase() == classroom::RoomPhase::Playing);
        QCOMPARE(refusal({{"command", "start"}}), std::string("invalid_control: The room has started already"));
    }

    void theInstructorPausesExtendsKicksAndSwitchesToABot() {
        test::TempDir runs;
        classroom::RoomOptions options;
        options.timeLimitS = 30;
        options.dropout = classroom::Dropout::Wait;
        auto run = openRoom(guessSpec(2, 1, 3), QString::fromStdString(runs.path()), options);
        auto& room = run->room();
        RoomStudent ada(run->port()), bob(run->port()), cleo(run->port()), teacher(run->port());
        QVERIFY(ada.waitConnected() && bob.waitConnected() && cleo.waitConnected() && teacher.waitConnected());
        teacher.send({{"type", "hello"}, {"role", "instructor"}, {"token", room.instructorToken()}});
        QVERIFY(teacher.next("room"));
        ada.join(room.code(), "Ada");
        bob.join(room.code(), "Bob");
        QVERIFY(ada.next("welcome") && bob.next("welcome"));
        // A projector opened now sees the seats by number only: no student names, no log.
        RoomStudent beamer(run->port());
        QVERIFY(beamer.waitConnected());
        beamer.send({{"type", "hello"}, {"role", "projector"}, {"token", room.instructorToken()}});
        const auto onBeamer = beamer.next("room");
        QVERIFY(onBeamer);
        QCOMPARE((*onBeamer)["seats"][0]["student"].get<std::string>(), std::string("Player 1"));
        QVERIFY(onBeamer->dump().find("Ada") == std::string::npos);
        QVERIFY((*onBeamer)["log"].empty());
        cleo.join(room.code(), "Cleo");  // the room is full: she waits
        const auto waiting = cleo.next("state");
        QVERIFY(waiting);
        QCOMPARE((*waiting)["phase"].get<std::string>(), std::string("waiting_seat"));
        teacher.send({{"type", "control"}, {"command", "start"}});
        const auto ask = ada.next("ask");
        QVERIFY(ask);
        QVERIFY((*ask)["deadline_ms"].get<double>() > 25000);
        teacher.send({{"type", "control"}, {"command", "extend"}, {"seconds", 60}});
        const auto extended = ada.next("deadline");
        QVERIFY(extended);
        QVERIFY((*extended)["deadline_ms"].get<double>() > 85000);
        // The instructor takes seat 2 from Bob: Cleo, who waited, gets it and its open question.
        teacher.send({{"type", "control"}, {"command", "kick"}, {"seat", 1}});
        QVERIFY(bob.next("kicked"));
        const auto cleoSeat = cleo.next("welcome");
        QVERIFY(cleoSeat);
        QCOMPARE((*cleoSeat)["seat"].get<int>(), 1);
        ada.send({{"type", "answer"}, {"ask", (*ask)["ask"]}, {"action", {{"chosen_number", 10}}}});
        QVERIFY(ada.next("accepted"));
        // Paused: the question out stands, the next one waits until the instructor resumes.
        teacher.send({{"type", "control"}, {"command", "pause"}});
        std::optional<Json> state;
        do state = ada.next("state");
        while (state && (*state)["phase"] != "paused");
        QVERIFY(state);
        QVERIFY(room.phase() == classroom::RoomPhase::Paused);
        QVERIFY(cleo.answerNext(20) > 0);
        QVERIFY(ada.next("result"));
        QVERIFY(!ada.next("ask", 500));
        teacher.send({{"type", "control"}, {"command", "resume"}});
        // Seat 2 goes to the bot for round 2 (its question is answered at once), then back to Cleo.
        const auto seatTwoIsBot = [&](bool bot) {
            for (auto snapshot = teacher.next("room"); snapshot; snapshot = teacher.next("room"))
                if ((*snapshot)["seats"][1]["as_bot"].get<bool>() == bot) return true;
            return false;
        };
        teacher.send({{"type", "control"}, {"command", "to_bot"}, {"seat", 1}});
        QVERIFY(seatTwoIsBot(true));
        const auto shown = cleo.next("ask");            // round 2's question, on Cleo's page ...
        const auto withdrawn = cleo.next("withdrawn");  // ... taken back: the bot answered it
        QVERIFY(shown && withdrawn);
        QVERIFY((*withdrawn)["ask"] == (*shown)["ask"]);
        teacher.send({{"type", "control"}, {"command", "to_human"}, {"seat", 1}});
        QVERIFY(seatTwoIsBot(false));
        QVERIFY(ada.answerNext(11) > 0);
        QVERIFY(ada.answerNext(12) > 0);
        QVERIFY(cleo.answerNext(22) > 0);
        QVERIFY(waitFinished(*run));
        const auto all = decisions(run->runDir());
        QCOMPARE((*decisionOf(all, 1, 1))["extra"]["student"].get<std::string>(), std::string("Cleo"));
        QCOMPARE((*decisionOf(all, 2, 1))["extra"]["input"].get<std::string>(), std::string("instructor_bot"));
        QCOMPARE((*decisionOf(all, 3, 1))["action"]["chosen_number"].get<int>(), 22);
    }

    // Held results wait for "reveal" (and so does the next round); a second repetition waits for
    // "next game"; the last results are revealed before the room is finished.
    void heldResultsAndTheNextGameWaitForTheInstructor() {
        test::TempDir runs;
        Json j = {
            {"name", "held"},
            {"game", "guess_average"},
            {"rounds", 1},
            {"repetitions", 2},
            {"seed", 5},
            {"seats", Json::array({{{"type", "human"}, {"name", "Ada"}}, {{"type", "bot"}, {"strategy", "random"}}})}};
        auto spec = engine::parseExperimentSpec(j, engine::GameRegistry::builtin(), 0);
        QVERIFY(spec);
        classroom::RoomOptions options;
        options.holdResults = true;
        auto run = openRoom(spec.value(), QString::fromStdString(runs.path()), options);
        auto& room = run->room();
        RoomStudent ada(run->port());
        QVERIFY(ada.waitConnected());
        ada.join(room.code(), "Ada");
        QVERIFY(ada.next("welcome"));
        QVERIFY(room.control({{"command", "start"}}));
        QVERIFY(!room.control({{"command", "next_game"}}));  // not between games
        QVERIFY(ada.answerNext(21) > 0);
        QVERIFY(!ada.next("result", 400));  // held
        QVERIFY(room.phase() == classroom::RoomPhase::WaitingReveal);
        QVERIFY(room.control({{"command", "reveal"}}));
        const auto first = ada.next("result");
        QVERIFY(first);
        QCOMPARE((*first)["your_action"].get<std::string>(), std::string("21"));
        QVERIFY(room.phase() == classroom::RoomPhase::BetweenGames);
        QVERIFY(!ada.next("ask", 400));  // the second game waits for the instructor
        QVERIFY(!room.control({{"command", "reveal"}}));
        QVERIFY(room.control({{"command", "next_game"}}));
        QVERIFY(ada.answerNext(34) > 0);
        QTRY_VERIFY_WITH_TIMEOUT(run->done(), 5000);
        QVERIFY(room.phase() == classroom::RoomPhase::WaitingReveal);  // the last results are still held
        QVERIFY(room.control({{"command", "reveal"}}));
        QCOMPARE((*ada.next("result"))["your_action"].get<std::string>(), std::string("34"));
        QVERIFY(room.phase() == classroom::RoomPhase::Finished);
        auto record = engine::readRun(run->runDir().toStdString());
        QVERIFY(record);
        QCOMPARE(record->sessions.size(), std::size_t{2});
        for (const auto& session : record->sessions) QVERIFY(session.isFinished());
    }

    void aReopenedRoomTakesItsStudentsBackOnTheirTokens() {
        test::TempDir runs;
        QString dir;
        std::string tokenA, tokenB;
        {
            auto run = openRoom(guessSpec(2, 1, 3), QString::fromStdString(runs.path()));
            dir = run->runDir();
            RoomStudent ada(run->port()), bob(run->port());
            QVERIFY(ada.waitConnected() && bob.waitConnected());
            ada.join(run->room().code(), "Ada");
            bob.join(run->room().code(), "Bob");
            tokenA = (*ada.next("welcome"))["token"].get<std::string>();
            tokenB = (*bob.next("welcome"))["token"].get<std::string>();
            QVERIFY(run->room().control({{"command", "start"}}));
            QVERIFY(ada.answerNext(30) > 0);
            QVERIFY(bob.answerNext(40) > 0);
            QVERIFY(ada.next("result"));
            QVERIFY(ada.next("ask"));  // round 2 is asked when NashLab goes down
            run->close();
        }
        QCOMPARE(rounds(dir).size(), std::size_t{1});
        auto reopened = classroom::RoomRun::resume(dir, {});
        QVERIFY2(reopened, reopened ? "" : reopened.error().message.c_str());
        auto& run = *reopened.value();
        QVERIFY(run.listen(QStringLiteral("127.0.0.1"), 0));
        RoomStudent ada(run.port()), bob(run.port()), stranger(run.port());
        QVERIFY(ada.waitConnected() && bob.waitConnected() && stranger.waitConnected());
        ada.send({{"type", "hello"}, {"role", "student"}, {"token", tokenA}});
        bob.send({{"type", "hello"}, {"role", "student"}, {"token", tokenB}});
        QCOMPARE((*ada.next("welcome"))["seat"].get<int>(), 0);
        QCOMPARE((*bob.next("welcome"))["seat"].get<int>(), 1);
        stranger.join(run.room().code(), "Eve");  // both seats are held
        QCOMPARE((*stranger.next("state"))["phase"].get<std::string>(), std::string("waiting_seat"));
        QVERIFY(run.room().control({{"command", "start"}}));
        for (int r = 2; r <= 3; ++r) {
            QVERIFY(ada.answerNext(r) > 0);
            QVERIFY(bob.answerNext(r * 2) > 0);
        }
        QVERIFY(waitFinished(run));
        const auto all = decisions(dir);
        QCOMPARE((*decisionOf(all, 1, 0))["action"]["chosen_number"].get<int>(), 30);
        QCOMPARE((*decisionOf(all, 2, 1))["action"]["chosen_number"].get<int>(), 4);
        QCOMPARE((*decisionOf(all, 3, 0))["action"]["chosen_number"].get<int>(), 3);
        QCOMPARE(rounds(dir).size(), std::size_t{3});
    }

    void sixtyStudentsAnswerAtOnceInEveryRound() {
        // The load test's correctness half (bench/bench_classroom reports the latency).
        test::TempDir runs;
        const int n = 60, roundsToPlay = 10;
        auto run = openRoom(guessSpec(n, 0, roundsToPlay), QString::fromStdString(runs.path()));
        std::vector<std::unique_ptr<RoomStudent>> students;
        for (int i = 0; i < n; ++i) students.push_back(std::make_unique<RoomStudent>(run->port()));
        for (auto& s : students) QVERIFY(s->waitConnected());
        for (int i = 0; i < n; ++i)
            students[static_cast<std::size_t>(i)]->join(run->room().code(), "S" + std::to_string(i));
        std::vector<int> seatOf;  // sockets' hellos arrive in any order
        for (auto& s : students) {
            const auto welcome = s->next("welcome");
            QVERIFY(welcome);
            seatOf.push_back((*welcome)["seat"].get<int>());
        }
        QVERIFY(run->room().control({{"command", "start"}}));
        for (int r = 0; r < roundsToPlay; ++r) {
            std::vector<Json> asks;
            for (auto& s : students) {
                auto ask = s->next("ask", 10000);
                QVERIFY(ask);
                asks.push_back(*ask);
            }
            for (int i = 0; i < n; ++i)  // all at once
                students[static_cast<std::size_t>(i)]->send(
                    {{"type", "answer"},
                     {"ask", asks[static_cast<std::size_t>(i)]["ask"]},
                     {"action", {{"chosen_number", (seatOf[static_cast<std::size_t>(i)] + r) % 101}}}});
            for (auto& s : students) QVERIFY(s->next("accepted", 10000));
        }
        QVERIFY(waitFinished(*run, 20000));
        const auto all = decisions(run->runDir());
        QCOMPARE(all.size(), std::size_t{static_cast<std::size_t>(n * roundsToPlay)});
        for (int r = 1; r <= roundsToPlay; ++r)
            for (int i = 0; i < n; ++i) {
                const Json* d = decisionOf(all, r, i);
                QVERIFY(d);
                QCOMPARE((*d)["action"]["chosen_number"].get<int>(), (i + r - 1) % 101);
            }
        QCOMPARE(rounds(run->runDir()).size(), std::size_t{static_cast<std::size_t>(roundsToPlay)});
    }
};

QTEST_GUILESS_MAIN(TestRoomServer)
#include "tst_room_server.moc"
