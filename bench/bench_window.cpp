// The window's responsiveness during a bots batch, measured and reported, never judged: the
// longest stall of the GUI event loop while the arena plays 100 sessions (NASHLAB_PERF_SESSIONS=1000
// for the figure; target: none over 16 ms), and the charts' redraw with 10 seats x 1,000
// rounds. Numbers go to the log (qInfo). Run: QT_QPA_PLATFORM=offscreen build/bench/bench_window
#include <execinfo.h>
#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>
#include <QChartView>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QProcess>
#include <QScopeGuard>
#include <QScrollArea>
#include <QSemaphore>
#include <QSplitter>
#include <QTabWidget>
#include <QThreadPool>
#include <QTimer>
#include <QVBoxLayout>
#include <QtTest>
#include <atomic>
#include <csignal>
#include <cstdlib>
#include <ctime>
#include <map>
#include <optional>
#include <thread>
#include <vector>

#include "engine/game/game_registry.h"
#include "tests/support/demo_batch.h"
#include "tests/support/temp_dir.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/arena/seat_board.h"
#include "ui/charts/charts_panel.h"
#include "ui/charts/legend_strip.h"
#include "ui/common/background_work.h"
#include "ui/common/run_model.h"
#include "ui/compose/compose_view.h"
#include "ui/main/main_window.h"

using namespace nashlab;
using engine::Json;

namespace {

// NASHLAB_PERF_STALL_STACKS=1: while a stall lasts, the watcher samples the GUI thread's stack
// every few milliseconds (a signal whose handler only records return addresses) and prints the
// samples at the end, for addr2line. This is how a stall's cause is found rather than guessed.
struct StackSample {
    void* frames[48];
    int depth = 0;
};
std::atomic<int> g_sampleReady{0};
StackSample g_sample;
void recordStack(int /*signal*/) {
    g_sample.depth = backtrace(g_sample.frames, 48);
    g_sampleReady.store(1);
}

// A watchdog on the GUI thread: a 5 ms probe timer beats on the event loop, and a watcher thread
// (its own QElapsedTimer reads) looks every millisecond at how long ago the last beat was, so a
// stall is seen while it lasts, not only once the loop comes back. Reports, never judges.
class StallWatchdog {
public:
    explicit StallWatchdog(QObject* context) : m_gui(pthread_self()) {
        m_sampleStacks = qEnvironmentVariableIntValue("NASHLAB_PERF_STALL_STACKS") > 0;
        if (m_sampleStacks) {
            void* warm[1];
            backtrace(warm, 1);  // loads the unwinder now, not inside the signal handler
            std::signal(SIGUSR2, recordStack);
        }
        m_clock.start();
        m_probe.setInterval(5);
        QObject::connect(&m_probe, &QTimer::timeout, context, [this] { beat(); });
    }
    ~StallWatchdog() { stop(); }

    void start() {
        m_lastBeatNs = m_clock.nsecsElapsed();
        m_startNs = m_lastBeatNs.load();
        m_probe.start();
        m_watcher = std::jthread([this](std::stop_token stop) {
            while (!stop.stop_requested()) {
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
                const qint64 now = m_clock.nsecsElapsed(), last = m_lastBeatNs.load();
                if (now - last > m_longestNs.load()) {
                    m_longestNs = now - last;
                    m_longestAtNs = last - m_startNs;
                }
                if (m_sampleStacks && now - last > 8'000'000 && now - m_lastSampleNs > 3'000'000) sample(last, now);
            }
        });
    }
    void stop() {
        m_probe.stop();
        if (m_watcher.joinable()) {
            m_watcher.request_stop();
            m_watcher.join();
        }
        printSamples();
    }
    double longestMs() const { return static_cast<double>(m_longestNs.load()) / 1e6; }
    double longestAtMs() const { return static_cast<double>(m_longestAtNs.load()) / 1e6; }
    int stallsOver(int ms) const {
        const auto it = m_stalls.find(ms);
        return it == m_stalls.end() ? 0 : it->second;
    }

private:
    struct Taken {
        qint64 stallStartMs, atMs;
        StackSample stack;
    };
    // On the watcher thread: interrupt the GUI thread and keep the stack its handler recorded.
    void sample(qint64 stallStartNs, qint64 nowNs) {
        g_sampleReady.store(0);
        pthread_kill(m_gui, SIGUSR2);
        for (int i = 0; i < 200 && !g_sampleReady.load(); ++i)
            std::this_thread::sleep_for(std::chrono::microseconds(50));
        if (!g_sampleReady.load()) return;
        m_taken.push_back({(stallStartNs - m_startNs) / 1000000, (nowNs - m_startNs) / 1000000, g_sample});
        m_lastSampleNs = nowNs;
    }
    void printSamples() {
        for (const auto& t : m_taken) {
            qInfo("stall from %lld ms, sampled at %lld ms:", static_cast<long long>(t.stallStartMs),
                  static_cast<long long>(t.atMs));
            char** names = backtrace_symbols(t.stack.frames, t.stack.depth);
            for (int i = 0; i < t.stack.depth; ++i) qInfo("  %s", names ? names[i] : "?");
            std::free(names);  // NOLINT: backtrace_symbols allocates with malloc
        }
        m_taken.clear();
    }

    void beat() {
        const qint64 now = m_clock.nsecsElapsed();
        const qint64 gapMs = (now - m_lastBeatNs.load()) / 1000000;
        for (int limit : {16, 50, 100})
            if (gapMs > limit) ++m_stalls[limit];
        m_lastBeatNs = now;
    }

    QElapsedTimer m_clock;
    QTimer m_probe;
    std::atomic<qint64> m_lastBeatNs{0}, m_longestNs{0}, m_longestAtNs{0};
    qint64 m_startNs = 0;
    std::map<int, int> m_stalls;  // GUI thread only
    pthread_t m_gui;
    bool m_sampleStacks = false;
    qint64 m_lastSampleNs = 0;   // watcher thread only
    std::vector<Taken> m_taken;  // watcher thread while it runs, then stop()
    std::jthread m_watcher;
};

// NASHLAB_PERF_PAINTS=1: every event the application delivers while the batch runs, with the
// time it came; printed for the first paint after Run and around the longest stall, so a stall's
// cost can be read per widget (a widget's paint lasts until the next event starts: the paint
// events of one repaint are delivered one after the other).
class EventTimeline : public QObject {
public:
    EventTimeline() { m_clock.start(); }
    bool eventFilter(QObject* target, QEvent* event) override {
        timespec cpu{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu);
        QString name = target->objectName();
        if (name.isEmpty() && target->parent())  // named by its parent, as "in chartsPanel"
            name = QStringLiteral("in ") + QString::fromLatin1(target->parent()->metaObject()->className()) +
                   QLatin1Char(' ') + target->parent()->objectName();
        m_seen.push_back({m_clock.nsecsElapsed(), cpu.tv_sec * 1000000000LL + cpu.tv_nsec, event->type(),
                          target->metaObject()->className(), name});
        return false;
    }
    // Events from `fromMs` to `toMs` after the start.
    void print(double fromMs, double toMs) const {
        qInfo("events from %.1f to %.1f ms:", fromMs, toMs);
        for (size_t i = 0; i < m_seen.size(); ++i) {
            const double at = m_seen[i].ns / 1e6;
            if (at < fromMs || at > toMs) continue;
            const qint64 next = i + 1 < m_seen.size() ? m_seen[i + 1].ns : m_seen[i].ns;
            const qint64 nextCpu = i + 1 < m_seen.size() ? m_seen[i + 1].cpuNs : m_seen[i].cpuNs;
            qInfo("%8.3f ms  +%6.3f cpu %6.3f  %4d  %s %s", at, (next - m_seen[i].ns) / 1e6,
                  (nextCpu - m_seen[i].cpuNs) / 1e6, static_cast<int>(m_seen[i].type), m_seen[i].className,
                  qPrintable(m_seen[i].name));
        }
    }

private:
    struct Seen {
        qint64 ns, cpuNs;  // wall clock, and the GUI thread's CPU time
        QEvent::Type type;
        const char* className;
        QString name;
    };
    QElapsedTimer m_clock;
    std::vector<Seen> m_seen;
};

}  // namespace

class BenchWindow : public QObject {
    Q_OBJECT

private slots:
    void eventLoopStaysLiveDuringABatch() {
        const int sessions = qEnvironmentVariableIntValue("NASHLAB_PERF_SESSIONS") > 0
                                 ? qEnvironmentVariableIntValue("NASHLAB_PERF_SESSIONS")
                                 : 100;
        ui::MainWindow window(engine::GameRegistry::builtin());
        Json spec;
        test::openDemoBatch(window, sessions, spec);
        if (QTest::currentTestFailed()) return;
        // A person presses Run some time after the spec is in: the window has settled by then (the
        // seat table's old editors deleted, the form laid out and painted). Without this the
        // deletions loadSpec() left pending ran in the batch's first turn of the event loop.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        {
            QEventLoop settle;
            QTimer::singleShot(200, &settle, &QEventLoop::quit);
            settle.exec();
        }
        // A probe timer: the gap between its ticks is how long the loop was busy elsewhere.
        QElapsedTimer sinceLast;
        qint64 longestGapMs = 0;
        QTimer probe;
        probe.setInterval(5);
        connect(&probe, &QTimer::timeout, this, [&] { longestGapMs = std::max(longestGapMs, sinceLast.restart()); });
        StallWatchdog watchdog(this);
        QElapsedTimer total;
        total.start();
        QElapsedTimer press;
        press.start();
        // NASHLAB_PERF_CONTROL=FIFO: `perf record -D -1 --control fifo:FIFO` samples only the 30 ms
        // after Run (the first paint of the Arena page) and the 60 ms after the batch ends.
        QFile perfControl(qEnvironmentVariable("NASHLAB_PERF_CONTROL"));
        if (!perfControl.fileName().isEmpty() && perfControl.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
            perfControl.write("enable\n");
            QTimer::singleShot(30, this, [&perfControl] { perfControl.write("disable\n"); });
            connect(window.controller(), &ui::ArenaController::finished, this, [this, &perfControl] {
                perfControl.write("enable\n");
                QTimer::singleShot(60, this, [&perfControl] { perfControl.write("disable\n"); });
            });
        }
        QVERIFY(window.runComposed());
        const double pressMs = static_cast<double>(press.nsecsElapsed()) / 1e6;
        const bool batch = window.controller()->batch();
        std::optional<EventTimeline> timeline;
        if (qEnvironmentVariableIntValue("NASHLAB_PERF_PAINTS") > 0) {
            timeline.emplace();
            qApp->installEventFilter(&*timeline);
        }
        sinceLast.start();
        probe.start();
        watchdog.start();
        // A real event loop, as the application's: QTRY_VERIFY's qWait() sleeps up to 10 ms between
        // rounds of event processing, and that sleep would be counted as the window's stall.
        {
            QEventLoop loop;
            QTimer check;
            check.setInterval(20);
            connect(&check, &QTimer::timeout, &loop, [&] {
                if (!window.controller()->active()) loop.quit();
            });
            QTimer::singleShot(600000, &loop, &QEventLoop::quit);
            check.start();
            loop.exec();
        }
        QVERIFY(!window.controller()->active());
        probe.stop();
        watchdog.stop();
        if (timeline) {
            qApp->removeEventFilter(&*timeline);
            timeline->print(0, 40);
            timeline->print(watchdog.longestAtMs() - 3, watchdog.longestAtMs() + watchdog.longestMs() + 3);
        }
        qInfo(
            "batch: %d sessions x 20 rounds x 10 bots in %lld ms; longest event-loop stall %lld ms; longest runner "
            "tick %.1f ms; "
            "longest chart redraw %.1f ms",
            sessions, static_cast<long long>(total.elapsed()), static_cast<long long>(longestGapMs),
            window.controller()->longestTickMs(), window.arena()->charts()->longestRedrawMs());
        qInfo(
            "watchdog: %d sessions played %s; longest stall %.1f ms (%.0f ms into the batch); stalls over 16 ms: %d, "
            "over 50 ms: %d, over 100 ms: %d",
            sessions, batch ? "on the worker thread" : "on the GUI thread (paced)", watchdog.longestMs(),
            watchdog.longestAtMs(), watchdog.stallsOver(16), watchdog.stallsOver(50), watchdog.stallsOver(100));
        qInfo(
            "Run pressed: handled in %.1f ms (the run folder made, the worker started, the Arena's panels and charts "
            "made)",
            pressMs);
        QVERIFY(batch);  // bots only, no delay, several sessions: the worker plays them
        QCOMPARE(window.controller()->progress().roundsDone, 20LL * sessions);
        QCOMPARE(window.controller()->progress().sessionsEnded, sessions);
        // The scores of the whole run are computed off the GUI thread too; the bars come after.
        QTRY_VERIFY_WITH_TIMEOUT(!window.arena()->scoring(), 120000);
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
    }
};

QTEST_MAIN(BenchWindow)
#include "bench_window.moc"
