// Measurements for the evidence, with loose bounds so the test can still fail on a real
// regression: the longest stall of the GUI event loop while a bots batch runs in the
// arena (100 sessions by default; NASHLAB_PERF_SESSIONS=1000 for the figure), and the redraw time of the charts
// with 10 seats × 1,000 rounds. Numbers go to the log.
#include <QElapsedTimer>
#include <QTimer>
#include <QtTest>

#include "engine/game/game_registry.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/charts/charts_panel.h"
#include "ui/common/run_model.h"
#include "ui/compose/compose_view.h"
#include "ui/main/main_window.h"

using namespace nashlab;
using engine::Json;

class TestGuiPerf : public QObject {
    Q_OBJECT

private slots:
    void eventLoopStaysLiveDuringABatch() {
        ui::MainWindow window(engine::GameRegistry::builtin());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.loadDemo();
        Json spec = window.compose()->specJson();
        const int sessions = qEnvironmentVariableIntValue("NASHLAB_PERF_SESSIONS") > 0
                                 ? qEnvironmentVariableIntValue("NASHLAB_PERF_SESSIONS")
                                 : 100;
        spec["repetitions"] = sessions;
        QVERIFY(window.compose()->loadSpec(spec).ok());
        window.arena()->setPacing(0);
        // A probe timer: the gap between its ticks is how long the loop was busy elsewhere.
        QElapsedTimer sinceLast;
        qint64 longestGapMs = 0;
        QTimer probe;
        probe.setInterval(5);
        connect(&probe, &QTimer::timeout, this, [&] { longestGapMs = std::max(longestGapMs, sinceLast.restart()); });
        QElapsedTimer total;
        total.start();
        QVERIFY(window.runComposed());
        sinceLast.start();
        probe.start();
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller()->active(), 600000);
        probe.stop();
        qInfo(
            "batch: %d sessions x 20 rounds x 10 bots in %lld ms; longest event-loop stall %lld ms; longest runner "
            "tick %.1f ms; "
            "longest chart redraw %.1f ms",
            sessions, static_cast<long long>(total.elapsed()), static_cast<long long>(longestGapMs),
            window.controller()->longestTickMs(), window.arena()->charts()->longestRedrawMs());
        QCOMPARE(window.controller()->progress().roundsDone, 20LL * sessions);
        QVERIFY2(longestGapMs < 1000, qPrintable(QString::number(longestGapMs)));
    }

    void actionChartRedrawTenSeatsThousandRounds() {
        ui::RunModel model;
        ui::ChartsPanel charts(model);
        charts.resize(1000, 600);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        Json seats = Json::array();
        for (int i = 0; i < 10; ++i)
            seats.push_back({{"type", "bot"}, {"name", "bot " + std::to_string(i + 1)}, {"strategy", "random"}});
        model.addEvent(
            {{"type", "session_started"}, {"session", "rep1"}, {"setup", {{"rounds", 1000}}}, {"seats", seats}});
        for (int r = 1; r <= 1000; ++r) {
            Json actions = Json::array(), cumulative = Json::array(), payoffs = Json::array(),
                 reference = Json::array();
            for (int i = 0; i < 10; ++i) {
                actions.push_back((r * 7 + i * 13) % 101);
                payoffs.push_back(i == r % 10 ? 1.0 : 0.0);
                cumulative.push_back(static_cast<double>(r / 10 + (i < r % 10 ? 1 : 0)));
                reference.push_back({{"action", 0}, {"payoff", 0.1}});
            }
            model.addEvent({{"type", "round_completed"},
                            {"session", "rep1"},
                            {"round", r},
                            {"actions", actions},
                            {"payoffs", payoffs},
                            {"cumulative", cumulative},
                            {"reference", reference}});
        }
        charts.setCurrentIndex(1);
        QElapsedTimer t;
        t.start();
        charts.refreshNow();
        const qint64 update = t.elapsed();
        t.restart();
        QPixmap frame = charts.currentWidget()->grab();  // the paint itself
        const qint64 paint = t.elapsed();
        // A live update: one more round arrives, the series only get new points.
        Json actions = Json::array(), zeros = Json::array(), reference = Json::array();
        for (int i = 0; i < 10; ++i) {
            actions.push_back(i);
            zeros.push_back(0.0);
            reference.push_back({{"action", 0}, {"payoff", 0.1}});
        }
        model.addEvent({{"type", "round_completed"},
                        {"session", "rep1"},
                        {"round", 1001},
                        {"actions", actions},
                        {"payoffs", zeros},
                        {"cumulative", zeros},
                        {"reference", reference}});
        t.restart();
        charts.refreshNow();
        const qint64 live = t.elapsed();
        t.restart();
        frame = charts.currentWidget()->grab();
        const qint64 livePaint = t.elapsed();
        qInfo(
            "charts with 10 seats x 1000 rounds: first draw %lld ms (all four charts) + paint %lld ms; "
            "live update with one more round %lld ms + paint %lld ms",
            static_cast<long long>(update), static_cast<long long>(paint), static_cast<long long>(live),
            static_cast<long long>(livePaint));
        QCOMPARE(charts.data().actions.size(), std::size_t(10));
        QCOMPARE(charts.data().actions[0].values.size(), std::size_t(1001));
        QVERIFY(!frame.isNull());
        QVERIFY(update + paint < 5000);
    }
};

QTEST_MAIN(TestGuiPerf)
#include "tst_gui_perf.moc"
