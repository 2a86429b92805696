// Tournaments with language-model entrants from the window's Tournament tab, offscreen at
// 1024×700, against the fake server: two models added in the form (one always answers an
// illegal move), LLMArena's lose_game rule, exact request counts, games in parallel, the
// leaderboard after every result, the report equal to `nashlab-cli score DIR --json`, a cached
// re-run that sends nothing; a start refused without a key (naming the entrant and where its key
// goes), a human entrant refused, the form's checks; Stop, and a window closed mid-tournament
// whose folder `nashlab-cli tournament --resume` completes. The screenshot tournament_models goes
// to $NASHLAB_SCREENSHOT_DIR.
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QtTest>
#include <algorithm>
#include <fstream>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "tests/support/fake_llm_server.h"
#include "tests/support/temp_dir.h"
#include "tests/ui/layout_audit.h"
#include "ui/main/main_window.h"
#include "ui/tournament/leaderboard_table.h"
#include "ui/tournament/tournament_form.h"
#include "ui/tournament/tournament_job.h"
#include "ui/tournament/tournament_view.h"

using namespace nashlab;
using engine::Json;

namespace {

void screenshot(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("NASHLAB_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    QCoreApplication::processEvents();  // pending layouts and repaints first
    QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
}

struct CliResult {
    int code = -1;
    QString out;
    QString err;
};

// Runs the CLI (with this test's cache) while this process's event loop keeps serving the fake server.
CliResult cli(const QStringList& args) {
    QProcess p;
    p.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
    p.start(qEnvironmentVariable("NASHLAB_CLI"), args);
    if (!p.waitForStarted(5000)) return {};
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(120000, &loop, &QEventLoop::quit);
    if (p.state() != QProcess::NotRunning) loop.exec();
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

std::vector<Json> events(const QString& dir) {
    std::ifstream in(dir.toStdString() + "/events.jsonl");
    std::vector<Json> out;
    for (std::string l; std::getline(in, l);)
        if (!l.empty()) out.push_back(Json::parse(l));
    return out;
}

int countOf(const std::vector<Json>& ev, const char* type) {
    return static_cast<int>(std::count_if(ev.begin(), ev.end(), [&](const Json& e) { return e["type"] == type; }));
}

// "fake-bad" always answers a cell off the board; "fake-good" always takes the top-left corner,
// which is legal whenever it moves first (it never gets to move second: the other side concedes).
std::string answer(const test::ReceivedRequest& r) {
    return r.json.value("model", "") == "fake-bad" ? R"({"row": 4, "col": 4})" : R"({"row": 1, "col": 1})";
}

int runsIn(const QString& dir) {
    return static_cast<int>(QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
}

}  // namespace

class TestTournamentModels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // A cache of this test's own (exact request counts), no keychain, no key in the environment.
        qputenv("NASHLAB_CACHE_DIR", QByteArray::fromStdString(m_home.file("cache")));
        qputenv("NASHLAB_RUNS_DIR", QByteArray::fromStdString(m_home.file("runs")));
        qputenv("NASHLAB_NO_KEYCHAIN", "1");
        qunsetenv("OPENAI_API_KEY");
    }

    void init() {
        m_window = std::make_unique<ui::MainWindow>(engine::GameRegistry::builtin(), app::providerSeatServices());
        m_window->resize(1024, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->tabs()->setCurrentWidget(m_window->tournament());
    }
    void cleanup() { m_window.reset(); }

    void modelsPlayUnderLoseGame() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.setResponder(answer);
        server.setLatencyMs(50);  // long enough to see the games' requests overlap
        const QString url = QString::fromStdString(server.baseUrl("openai"));
        auto* t = m_window->tournament();
        auto* form = t->form();
        form->setEnvironments({QStringLiteral("tictactoe")});
        form->setEntrants({});  // no bots
        QCOMPARE(form->addModelEntrant(QStringLiteral("openai"), QStringLiteral("fake-bad"), url),
                 QStringLiteral("fake-bad"));
        QCOMPARE(form->addModelEntrant(QStringLiteral("openai"), QStringLiteral("fake-good"), url),
                 QStringLiteral("fake-good"));
        form->setGamesPerPair(4);
        form->setSeed(11);
        form->setIllegalAnswers(2, true);
        const Json spec = form->spec();
        QCOMPARE(static_cast<int>(spec["entrants"].size()), 2);
        QCOMPARE(spec["entrants"][0]["type"], Json("llm"));
        QCOMPARE(spec["entrants"][0]["base_url"], Json(url.toStdString()));
        QCOMPARE(spec["invalid_answers"]["fallback"], Json("lose_game"));

        QList<int> gamesShown;  // the leaderboard's total of games after each update
        connect(t, &ui::TournamentView::leaderboardUpdated, this, [&](int) {
            int sum = 0;
            const auto* model = t->leaderboard()->model();
            for (int r = 0; r < model->rowCount(); ++r)
                sum += model->index(r, ui::LeaderboardTable::Games).data().toInt();
            gamesShown << sum;
        });
        QSignalSpy done(t, &ui::TournamentView::tournamentFinished);
        const QString runs = qEnvironmentVariable("NASHLAB_RUNS_DIR");
        const int before = runsIn(runs);
        QVERIFY(t->run());
        // The keys are looked up first (asynchronously): no folder yet, the window answers.
        QVERIFY(t->job()->lookingUpKeys());
        QCOMPARE(runsIn(runs), before);
        auto* status = t->findChild<QLabel*>(QStringLiteral("tournamentStatus"));
        QVERIFY2(status->text().contains(QStringLiteral("API keys")), qPrintable(status->text()));
        QVERIFY(done.wait(60000));
        const QString dir = done.first().first().toString();

        // 4 games, seats swapped: "fake-bad" first twice (2 rejected answers, then it concedes) and
        // second twice ("fake-good" opens: 1 request, then 2 from "fake-bad"): 2·2 + 2·3 requests.
        QCOMPARE(server.chatRequests(), 10);
        int bad = 0;
        for (const auto& r : server.requests) bad += r.json.value("model", "") == "fake-bad" ? 1 : 0;
        QCOMPARE(bad, 8);
        QVERIFY2(server.maxParallel() >= 2, "the games were played one at a time");
        QCOMPARE(gamesShown, (QList<int>{2, 4, 6, 8}));
        const auto ev = events(dir);
        int finished = 0;
        for (const auto& e : ev) {
            if (e["type"] != "game_finished") continue;
            ++finished;
            const bool badFirst = e["seats"][0] == "fake-bad";
            QCOMPARE(e["result"], Json(badFirst ? "second" : "first"));  // the illegal mover loses
            QCOMPARE(e["final_payoffs"], badFirst ? Json({-1.0, 1.0}) : Json({1.0, -1.0}));
            QCOMPARE(e["lost_by_illegal_move"], badFirst ? Json({1, 0}) : Json({0, 1}));
        }
        QCOMPARE(finished, 4);

        // The window's report is `nashlab-cli score DIR --json`'s, and the table shows it.
        const auto score = cli({QStringLiteral("score"), dir, QStringLiteral("--json")});
        QVERIFY2(score.code == 0, qPrintable(score.err));
        const Json cliReport = Json::parse(score.out.toStdString());
        QCOMPARE(t->report().dump(), cliReport.dump());
        const Json rows = cliReport["environments"][0]["entrants"];
        QCOMPARE(rows[0]["name"], Json("fake-good"));
        QCOMPARE(rows[0]["wins"], Json(4));
        auto* table = t->leaderboard();
        QCOMPARE(table->names(), (QStringList{QStringLiteral("fake-good"), QStringLiteral("fake-bad")}));
        for (int r = 0; r < 2; ++r) {
            const Json& e = rows[static_cast<std::size_t>(r)];
            const auto text = [&](int col) { return table->model()->index(r, col).data().toString(); };
            QCOMPARE(text(ui::LeaderboardTable::Wins).toInt(), e["wins"].get<int>());
            QCOMPARE(text(ui::LeaderboardTable::Losses).toInt(), e["losses"].get<int>());
            QCOMPARE(text(ui::LeaderboardTable::Mu), QString::number(e["mu"].get<double>(), 'f', 2));
        }
        QVERIFY(status->text().contains(QStringLiteral("Finished: 4 games")));
        screenshot(m_window.get(), QStringLiteral("tournament_models"));

        // Again: every answer comes from the response cache, nothing reaches the server.
        QVERIFY(t->run());
        QVERIFY(done.wait(60000));
        QVERIFY(done.last().first().toString() != dir);  // a folder of its own, even within the second
        QCOMPARE(server.chatRequests(), 10);
        QCOMPARE(t->report()["environments"], cliReport["environments"]);
        QCOMPARE(countOf(events(done.last().first().toString()), "game_finished"), 4);
    }

    void missingKeyRefusesNamingTheEntrant() {
        auto* t = m_window->tournament();
        auto* form = t->form();
        form->setEntrants({QStringLiteral("random")});
        QCOMPARE(form->addModelEntrant(QStringLiteral("openai"), QStringLiteral("gpt-keyless")),
                 QStringLiteral("gpt-keyless"));
        QSignalSpy failed(t->job(), &ui::TournamentJob::startFailed);
        const QString runs = qEnvironmentVariable("NASHLAB_RUNS_DIR");
        const int before = runsIn(runs);
        QVERIFY(t->run());
        QVERIFY(failed.wait(10000));
        const QString reason = failed.first().first().toString();
        QVERIFY2(reason.contains(QStringLiteral("Entrant 'gpt-keyless'")), qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("OPENAI_API_KEY")), qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("NashLab/openai")), qPrintable(reason));
        auto* status = t->findChild<QLabel*>(QStringLiteral("tournamentStatus"));
        QVERIFY(status->text().contains(QStringLiteral("Entrant 'gpt-keyless'")));
        QVERIFY(t->findChild<QPushButton*>(QStringLiteral("tournamentRun"))->isEnabled());
        QVERIFY(!t->findChild<QPushButton*>(QStringLiteral("tournamentStop"))->isEnabled());
        QCOMPARE(runsIn(runs), before);  // refused before a folder exists
        QVERIFY(!t->job()->running());
        // Stop while the keys are looked up: nothing starts.
        QVERIFY(t->run());
        QVERIFY(t->job()->lookingUpKeys());
        QTest::mouseClick(t->findChild<QPushButton*>(QStringLiteral("tournamentStop")), Qt::LeftButton);
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.last().first().toString(), QString());
        QCOMPARE(status->text(), QStringLiteral("Stopped before the first game."));
        QCoreApplication::processEvents();  // the keys' answer, if still queued: it starts nothing
        QCOMPARE(failed.count(), 2);
        QVERIFY(!t->job()->running());
        QCOMPARE(runsIn(runs), before);
    }

    void humanEntrantRefused() {
        ui::TournamentJob job;
        const Json spec = {
            {"kind", "tournament"},
            {"entrants",
             {{{"name", "me"}, {"type", "human"}}, {{"name", "r"}, {"type", "bot"}, {"strategy", "random"}}}},
            {"environments", {{{"game", "tictactoe"}}}}};
        const auto s = job.start(spec, qEnvironmentVariable("NASHLAB_RUNS_DIR"));
        QVERIFY(!s.ok());
        QVERIFY2(QString::fromStdString(s.error().message).contains(QStringLiteral("Seat 'me' is a human seat")),
                 s.error().message.c_str());
        QVERIFY(!job.running());
    }

    void formChecksModels() {
        auto* form = m_window->tournament()->form();
        // An empty model is refused with a message, from the button too.
        form->modelBox()->setEditText(QStringLiteral("  "));
        QTest::mouseClick(form->findChild<QPushButton*>(QStringLiteral("addModelEntrant")), Qt::LeftButton);
        QVERIFY2(form->modelProblem().contains(QStringLiteral("Name a model")), qPrintable(form->modelProblem()));
        QVERIFY(form->findChild<QLabel*>(QStringLiteral("modelEntrantProblem"))->isVisible());
        const int bots = form->entrants()->rowCount();
        QCOMPARE(form->addModelEntrant(QStringLiteral("openai"), QStringLiteral("m"), QStringLiteral("ftp://x")),
                 QString());
        QVERIFY(form->modelProblem().contains(QStringLiteral("http://")));
        // Typed in the row and added by the button: endpoint, model and base URL.
        form->modelBox()->setEditText(QStringLiteral("local-model"));
        form->baseUrlEdit()->setText(QStringLiteral("http://127.0.0.1:9/v1"));
        QTest::mouseClick(form->findChild<QPushButton*>(QStringLiteral("addModelEntrant")), Qt::LeftButton);
        QVERIFY(form->modelProblem().isEmpty());
        QCOMPARE(form->entrants()->rowCount(), bots + 1);
        // The same model at the same server twice is refused; at another server it gets its own name.
        QCOMPARE(form->addModelEntrant(QStringLiteral("openai"), QStringLiteral("local-model"),
                                       QStringLiteral("http://127.0.0.1:9/v1")),
                 QString());
        QVERIFY(form->modelProblem().contains(QStringLiteral("already an entrant")));
        QCOMPARE(form->addModelEntrant(QStringLiteral("openai"), QStringLiteral("local-model"),
                                       QStringLiteral("http://127.0.0.1:10/v1")),
                 QStringLiteral("local-model 2"));
        // A model named like a bot does not take the bot's name.
        QCOMPARE(form->addModelEntrant(QStringLiteral("ollama"), QStringLiteral("random")), QStringLiteral("random 2"));
        // Model entrants stay when the environments change; Remove takes the selected one away.
        form->setEnvironments({QStringLiteral("tictactoe"), QStringLiteral("connect_four")});
        form->setEnvironments({QStringLiteral("tictactoe")});
        Json entrants = form->spec()["entrants"];
        int models = 0;
        for (const auto& e : entrants) models += e["type"] == "llm" ? 1 : 0;
        QCOMPARE(models, 3);
        for (const auto& e : entrants)
            if (e["name"] == "local-model") {
                QCOMPARE(e["provider"], Json("openai"));
                QCOMPARE(e["base_url"], Json("http://127.0.0.1:9/v1"));
            }
        const int row = form->entrants()->find(QStringLiteral("random 2"));
        QVERIFY(row >= 0);
        form->entrantList()->setCurrentIndex(form->entrants()->index(row));
        auto* remove = form->findChild<QPushButton*>(QStringLiteral("removeModelEntrant"));
        QVERIFY(remove->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(form->entrants()->find(QStringLiteral("random 2")), -1);
        // A bot cannot be removed (only unticked).
        form->entrantList()->setCurrentIndex(form->entrants()->index(0));
        QVERIFY(!remove->isEnabled());
    }

    // The form with model entrants and its refusal line reads whole at 1024×700 in every language.
    void formReadsInEveryLanguage_data() {
        QTest::addColumn<QString>("language");
        for (const char* l : {"en", "de", "zh_CN"}) QTest::newRow(l) << QString::fromLatin1(l);
    }
    void formReadsInEveryLanguage() {
        QFETCH(QString, language);
        m_window.reset();
        test::RecordingTranslator translator;
        if (language != QLatin1String("en")) {
            QVERIFY(translator.loadLanguage(language));
            QCoreApplication::installTranslator(&translator);
        }
        const auto untranslate = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        {
            ui::MainWindow window(engine::GameRegistry::builtin(), app::providerSeatServices());
            window.resize(1024, 700);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.tabs()->setCurrentWidget(window.tournament());
            auto* form = window.tournament()->form();
            QVERIFY(!form->addModelEntrant(QStringLiteral("anthropic"), QStringLiteral("claude-3-5-sonnet-20241022"))
                         .isEmpty());
            QVERIFY(!form->addModelEntrant(QStringLiteral("openai"), QStringLiteral("gpt-4o-mini")).isEmpty());
            QVERIFY(form->addModelEntrant(QStringLiteral("openai"), QString()).isEmpty());  // the refusal line shows
            QCoreApplication::processEvents();
            const QStringList problems = test::layoutProblems(&window, language + QStringLiteral(" Tournament"));
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
            QCOMPARE(window.size(), QSize(1024, 700));
            if (language != QLatin1String("en"))
                QVERIFY2(translator.missing().isEmpty(), qPrintable(translator.missing().join(QLatin1Char('\n'))));
            screenshot(&window, QStringLiteral("tournament_models_form_") + language);
        }
    }

    void stopThenCloseMidTournament() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.setResponder(answer);
        server.setLatencyMs(150);
        const QString url = QString::fromStdString(server.baseUrl("openai"));
        auto* t = m_window->tournament();
        auto* form = t->form();
        form->setEntrants({});
        form->addModelEntrant(QStringLiteral("openai"), QStringLiteral("fake-bad"), url);
        form->addModelEntrant(QStringLiteral("openai"), QStringLiteral("fake-good"), url);
        form->setGamesPerPair(12);
        form->setSeed(23);
        form->setIllegalAnswers(1, true);
        // Stop after the first result: the games in flight end, no new one starts.
        QSignalSpy updated(t, &ui::TournamentView::leaderboardUpdated);
        QSignalSpy done(t, &ui::TournamentView::tournamentFinished);
        QVERIFY(t->run());
        QVERIFY(updated.wait(30000));
        QTest::mouseClick(t->findChild<QPushButton*>(QStringLiteral("tournamentStop")), Qt::LeftButton);
        QVERIFY(done.wait(30000));
        const auto stopped = events(done.first().first().toString());
        QCOMPARE(countOf(stopped, "game_finished"), countOf(stopped, "game_started"));
        QVERIFY(countOf(stopped, "game_finished") < 12);
        QCOMPARE(t->report()["games_played"], Json(countOf(stopped, "game_finished")));

        // Run again with other answers (the cache has none) and close the window during the games.
        form->setSeed(24);
        QSignalSpy started(t->job(), &ui::TournamentJob::started);
        QVERIFY(t->run());
        QVERIFY(started.wait(10000));
        const QString dir = started.first().first().toString();
        QVERIFY(dir != done.first().first().toString());
        const int sent = server.chatRequests();
        QTRY_VERIFY_WITH_TIMEOUT(server.chatRequests() > sent, 10000);  // games are in flight
        m_window.reset();
        // The folder continues from the command line to the whole tournament.
        const auto resumed = cli({QStringLiteral("tournament"), QStringLiteral("--resume"), dir});
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err + resumed.out));
        const auto all = events(dir);
        QCOMPARE(countOf(all, "game_finished"), 12);
    }

private:
    test::TempDir m_home;
    std::unique_ptr<ui::MainWindow> m_window;
};

QTEST_MAIN(TestTournamentModels)
#include "tst_tournament_models.moc"
