// The live arena, offscreen: an LLM reply streaming into its panel (fake server, paced stream),
// a human seat's countdown running out into the policy's fallback, "reveal on click" pacing,
// click-to-enlarge panels and anonymised seat names. Screenshots go to $NASHLAB_SCREENSHOT_DIR.
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QtTest>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "tests/support/fake_llm_server.h"
#include "tests/support/gui_shots.h"
#include "tests/support/waits.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/arena/human_input.h"
#include "ui/arena/seat_board.h"
#include "ui/charts/charts_panel.h"
#include "ui/charts/score_bars_view.h"
#include "ui/main/main_window.h"

using namespace nashlab;
using engine::Json;

namespace {

using test::screenshot;  // grabs once pending events ran

engine::ExperimentSpec parseSpec(const Json& j) {
    auto spec = engine::parseExperimentSpec(j, engine::GameRegistry::builtin(), 0);
    if (!spec) qFatal("bad spec: %s", spec.error().message.c_str());
    return spec.value();
}

Json llmSeat(const test::FakeLlmServer& server, const std::string& name, bool stream) {
    return {{"type", "llm"},         {"name", name},     {"provider", "openai"},
            {"model", "fake-small"}, {"stream", stream}, {"base_url", server.baseUrl("openai")}};
}

QString label(ui::SeatPanel* panel, const char* name) { return panel->findChild<QLabel*>(QLatin1String(name))->text(); }

QString replyOf(ui::SeatPanel* panel) {
    return panel->findChild<QLabel*>(QStringLiteral("replyLabel"))->property("fullText").toString();
}

QString runsDir() { return qEnvironmentVariable("NASHLAB_RUNS_DIR"); }

}  // namespace

class TestArenaLive : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // A reply cached by an earlier run of this test would arrive whole, not streamed.
        QDir(qEnvironmentVariable("NASHLAB_CACHE_DIR")).removeRecursively();
    }

    void init() {
        m_window = std::make_unique<ui::MainWindow>(engine::GameRegistry::builtin(), app::providerSeatServices());
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));  // Esc goes to the focused board
        m_window->tabs()->setCurrentWidget(m_window->arena());
    }
    void cleanup() { m_window.reset(); }

    void llmReplyStreamsIntoItsPanel() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        const std::string answer =
            "The others will aim low; two thirds of a low average is lower still. {\"chosen_number\": 42}";
        server.setResponder([answer](const test::ReceivedRequest&) { return answer; });
        server.setStreamEventDelayMs(150);
        const auto spec = parseSpec({{"game", "guess_average"},
                                     {"rounds", 1},
                                     {"seats", Json::array({llmSeat(server, "streamer", true),
                                                            {{"type", "bot"}, {"strategy", "ne"}},
                                                            {{"type", "bot"}, {"strategy", "ne"}}})}});
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->controller()->start(spec, runsDir()).ok());
        auto* board = m_window->arena()->board();
        QTRY_COMPARE(static_cast<int>(board->panels().size()), 3);
        auto* panel = board->panels()[0];
        const QString full = QString::fromStdString(answer);
        // Part of the reply shows while the rest is still on its way, and the status says thinking.
        QTRY_VERIFY_WITH_TIMEOUT(!replyOf(panel).isEmpty(), 10000);
        const QString first = replyOf(panel);
        QVERIFY2(first.size() < full.size() && full.startsWith(first), qPrintable(first));
        QVERIFY2(label(panel, "statusLabel").contains(QStringLiteral("thinking")),
                 qPrintable(label(panel, "statusLabel")));
        screenshot(m_window.get(), QStringLiteral("arena_streaming"));
        QTRY_VERIFY_WITH_TIMEOUT(replyOf(panel).size() > first.size(), 10000);
        QVERIFY(full.startsWith(replyOf(panel)));
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->active(), 10000);
        board->refreshNow();
        QCOMPARE(replyOf(panel), full);
        QCOMPARE(label(panel, "actionLabel"), QStringLiteral("42"));
        auto run = engine::readRun(m_window->controller()->runDir().toStdString());
        QCOMPARE(run->session("rep1")->rounds.front().actions[0], Json(42));  // the round records the number
    }

    void countdownRunsOutIntoTheFallback_data() {
        QTest::addColumn<QString>("fallback");
        QTest::addColumn<bool>("fromSpec");  // timeout_s in the seat's spec, or the arena's spin box
        QTest::newRow("default action, spec") << QStringLiteral("default_action") << true;
        QTest::newRow("random legal, arena") << QStringLiteral("random_legal") << false;
        QTest::newRow("forfeit, spec") << QStringLiteral("forfeit") << true;
    }

    void countdownRunsOutIntoTheFallback() {
        QFETCH(QString, fallback);
        QFETCH(bool, fromSpec);
        Json human = {{"type", "human"}, {"name", "You"}};
        if (fromSpec) human["timeout_s"] = 1;
        const auto spec = parseSpec(
            {{"game", "guess_average"},
             {"rounds", 1},
             {"invalid_answers", {{"fallback", fallback.toStdString()}}},
             {"seats",
              Json::array({human, {{"type", "bot"}, {"strategy", "ne"}}, {{"type", "bot"}, {"strategy", "ne"}}})}});
        if (!fromSpec) m_window->arena()->findChild<QDoubleSpinBox*>(QStringLiteral("humanLimitSpin"))->setValue(1);
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->controller()->start(spec, runsDir()).ok());
        auto* input = m_window->arena()->humanInput();
        QTRY_COMPARE(input->seat(), 0);
        QVERIFY2(input->countdownText().contains(QStringLiteral("second")), qPrintable(input->countdownText()));
        if (fallback == QLatin1String("default_action")) screenshot(m_window.get(), QStringLiteral("arena_countdown"));
        // Nobody answers: the session waits, the window stays live, and the countdown answers.
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->active(), 10000);
        QCOMPARE(input->seat(), -1);
        auto run = engine::readRun(m_window->controller()->runDir().toStdString());
        const auto* session = run->session("rep1");
        QVERIFY(session->isFinished());
        std::vector<Json> mine;
        for (const auto& d : session->decisions)
            if (d.value("seat", -1) == 0) mine.push_back(d);
        QCOMPARE(static_cast<int>(mine.size()), 1);  // no attempt was recorded, only the fallback
        const Json& d = mine.front();
        QCOMPARE(QString::fromStdString(d.value("source", "")), QStringLiteral("fallback"));
        QCOMPARE(QString::fromStdString(d.value("fallback", "")), fallback);
        QCOMPARE(QString::fromStdString(d.value("reason", "")), QStringLiteral("no answer within 1 s"));
        // The round plays the fallback's number (the decision records the action object).
        const Json played = session->rounds.front().actions[0];
        if (fallback == QLatin1String("default_action")) {
            QCOMPARE(d["action"], Json({{"chosen_number", 50}}));
            QCOMPARE(played, Json(50));
        }
        if (fallback == QLatin1String("forfeit")) QVERIFY(d["action"].is_null() && played.is_null());
        if (fallback == QLatin1String("random_legal")) {
            const int x = d["action"].at("chosen_number").get<int>();
            QVERIFY(x >= 0 && x <= 100);
            QCOMPARE(played, Json(x));
        }
    }

    void revealReleasesOneRoundPerClick() {
        m_window->loadDemo();
        m_window->arena()->setPacing(ui::ArenaView::kRevealOnClick);
        QVERIFY(m_window->runComposed());
        auto* controller = m_window->controller();
        auto* reveal = m_window->arena()->findChild<QPushButton*>(QStringLiteral("revealButton"));
        auto* hint = m_window->arena()->findChild<QLabel*>(QStringLiteral("revealHint"));
        QVERIFY(reveal->isVisible());
        QTRY_VERIFY(hint->isVisible());
        const auto roundsDone = [controller] { return controller->progress().roundsDone; };
        QVERIFY(test::holdsFor([&] { return roundsDone() == 0; }, 200));
        for (long long round = 1; round <= 2; ++round) {
            QTest::mouseClick(reveal, Qt::LeftButton);
            QTRY_COMPARE(controller->progress().roundsDone, round);
            QVERIFY(test::holdsFor([&] { return roundsDone() == round; }, 200));  // exactly one round per click
            m_window->arena()->board()->refreshNow();
            QVERIFY(m_window->arena()->board()->headerText().contains(QStringLiteral("%1 / 20").arg(round)));
            QVERIFY(hint->isVisible());
        }
        // N does the same (the window's Step shortcut), and clicks made quickly add up.
        controller->step();
        QTRY_COMPARE(controller->progress().roundsDone, 3LL);
        QTest::mouseClick(reveal, Qt::LeftButton);
        QTest::mouseClick(reveal, Qt::LeftButton);
        QTRY_COMPARE(controller->progress().roundsDone, 5LL);
        QVERIFY(test::holdsFor([&] { return roundsDone() == 5; }, 200));
        screenshot(m_window.get(), QStringLiteral("arena_reveal"));
        controller->stop();
        QTRY_VERIFY(!controller->active());
    }

    void enlargedPanelAndAnonymousSeats() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        server.setResponder(
            [](const test::ReceivedRequest&) { return std::string("Two thirds of 30. {\"chosen_number\": 20}"); });
        const auto spec = parseSpec({{"game", "guess_average"},
                                     {"rounds", 2},
                                     {"seats", Json::array({llmSeat(server, "gpt-fake", false),
                                                            {{"type", "bot"}, {"strategy", "ne"}, {"name", "Nash"}},
                                                            {{"type", "bot"}, {"strategy", "random"}}})}});
        m_window->arena()->setPacing(0);
        QSignalSpy finished(m_window->controller(), &ui::ArenaController::finished);
        QVERIFY(m_window->controller()->start(spec, runsDir()).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->active(), 10000);
        QTRY_COMPARE(finished.count(), 1);
        QTRY_VERIFY(!m_window->arena()->scoring());  // the score bars are drawn off the GUI thread
        auto* board = m_window->arena()->board();
        board->refreshNow();
        auto* panel = board->panels()[0];

        QTest::mouseClick(panel, Qt::LeftButton);
        QCOMPARE(board->enlarged(), 0);
        QVERIFY(panel->isVisible());
        QVERIFY(!board->panels()[1]->isVisible() && !board->panels()[2]->isVisible());
        // The prompt the model read in round 2 (from the record), its full reply.
        auto run = engine::readRun(m_window->controller()->runDir().toStdString());
        Json lastPrompt;
        for (const auto& d : run->session("rep1")->decisions)
            if (d.value("seat", -1) == 0) lastPrompt = d["messages"];
        const QString detail = board->detailText();
        QVERIFY(detail.contains(QStringLiteral("round 2")));
        QVERIFY2(detail.contains(QString::fromStdString(lastPrompt.back()["content"].get<std::string>())),
                 qPrintable(detail));
        QVERIFY(detail.contains(QStringLiteral("Two thirds of 30. {\"chosen_number\": 20}")));
        screenshot(m_window.get(), QStringLiteral("arena_enlarged"));
        QTest::keyClick(board, Qt::Key_Escape);
        QCOMPARE(board->enlarged(), -1);
        QVERIFY(board->panels()[1]->isVisible());
        QVERIFY(m_window->controller()->runDir().size() > 0);
        QTest::mouseClick(board->panels()[2], Qt::LeftButton);
        QCOMPARE(board->enlarged(), 2);
        QVERIFY(board->detailText().contains(QStringLiteral("bots read no prompt")));
        QTest::mouseClick(board->panels()[2], Qt::LeftButton);
        QCOMPARE(board->enlarged(), -1);

        // Anonymous: Seat A, B, C in the panels and in the charts' legends; off again: the names.
        auto* payoffs = m_window->arena()->charts()->findChild<QChartView*>(QStringLiteral("payoffChart"));
        auto names = [&] {
            QStringList out;
            for (auto* s : payoffs->chart()->series()) out << s->name();
            return out;
        };
        QCOMPARE(names(),
                 (QStringList{QStringLiteral("gpt-fake"), QStringLiteral("Nash"), QStringLiteral("random 3")}));
        // The arena's score bars, drawn when the run ended, name the seats the same way.
        auto* scores = m_window->arena()->scoreBars();
        scores->setMeasure(QStringLiteral("payoff"));
        auto barLabels = [scores] {
            QStringList out;
            for (const auto& b : scores->bars()) out << b.label;
            return out;
        };
        QCOMPARE(barLabels(),
                 (QStringList{QStringLiteral("gpt-fake"), QStringLiteral("Nash"), QStringLiteral("random 3")}));
        QCOMPARE(scores->bars()[0].summary.mean, 2.0);  // won both rounds with 20
        m_window->arena()->findChild<QCheckBox*>(QStringLiteral("anonymiseCheck"))->setChecked(true);
        m_window->arena()->charts()->refreshNow();
        QCOMPARE(names(), (QStringList{QStringLiteral("Seat A"), QStringLiteral("Seat B"), QStringLiteral("Seat C")}));
        QCOMPARE(barLabels(),
                 (QStringList{QStringLiteral("Seat A"), QStringLiteral("Seat B"), QStringLiteral("Seat C")}));
        scores->setByModel(true);  // no model name leaks through the per-model bars either
        QCOMPARE(barLabels(),
                 (QStringList{QStringLiteral("Seat A"), QStringLiteral("Seat B"), QStringLiteral("Seat C")}));
        scores->setByModel(false);
        QVERIFY(label(panel, "nameLabel").contains(QStringLiteral("Seat A")));
        QVERIFY(label(panel, "detailLabel").isEmpty());
        QVERIFY(!label(board->panels()[2], "nameLabel").contains(QStringLiteral("random")));
        m_window->arena()->setPresentation(true);
        screenshot(m_window.get(), QStringLiteral("arena_presentation_anonymous"));
        m_window->arena()->setAnonymous(false);
        m_window->arena()->setPresentation(false);
        m_window->arena()->charts()->refreshNow();
        QCOMPARE(names().first(), QStringLiteral("gpt-fake"));
        QVERIFY(label(panel, "nameLabel").contains(QStringLiteral("gpt-fake")));
    }

private:
    std::unique_ptr<ui::MainWindow> m_window;
};

QTEST_MAIN(TestArenaLive)
#include "tst_arena_live.moc"
