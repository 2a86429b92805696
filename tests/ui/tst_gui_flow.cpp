// The desktop application end to end, offscreen: first-run demo, compose, run with bots to the
// end, a human seat answered by typing, pause/step, the form's validation, the preview, spec
// files, results replay, chart export. Screenshots go to $NASHLAB_SCREENSHOT_DIR when it is set.
#include <QAbstractSeries>
#include <QAction>
#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTranslator>
#include <QtTest>
#include <tuple>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "tests/support/gui_shots.h"
#include "tests/support/temp_dir.h"
#include "tests/support/waits.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/arena/human_input.h"
#include "ui/arena/seat_board.h"
#include "ui/charts/charts_panel.h"
#include "ui/compose/compose_view.h"
#include "ui/compose/param_form.h"
#include "ui/compose/seat_table.h"
#include "ui/main/library_panel.h"
#include "ui/main/main_window.h"
#include "ui/results/results_view.h"
#include "ui/settings/app_settings.h"

using namespace nashlab;
using engine::Json;

namespace {

using test::screenshot;  // grabs once pending events ran

QList<QLineSeries*> lineSeries(QChartView* view) {
    QList<QLineSeries*> out;
    for (QAbstractSeries* s : view->chart()->series())
        if (auto* l = qobject_cast<QLineSeries*>(s)) out << l;
    return out;
}

// The last round_completed event of a session in a run folder.
engine::RoundOutcome lastRound(const QString& dir, const std::string& session) {
    auto run = engine::readRun(dir.toStdString());
    if (!run) qFatal("cannot read %s", qPrintable(dir));
    return run->session(session)->rounds.back();
}

}  // namespace

class TestGuiFlow : public QObject {
    Q_OBJECT

private slots:
    void init() {
        m_window = std::make_unique<ui::MainWindow>(engine::GameRegistry::builtin(), app::providerSeatServices());
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    void firstRunOpensOnTheDemo() {
        // Each test run gets a fresh NASHLAB_DATA_DIR, but the first init() already marked it welcomed;
        // the demo is loaded on a true first start, and can always be loaded again.
        m_window->loadDemo();
        auto* compose = m_window->compose();
        QCOMPARE(compose->gameId(), QStringLiteral("guess_average"));
        QCOMPARE(compose->seatTable()->count(), 10);
        auto spec = compose->spec();
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        QCOMPARE(spec->rounds, 20);
        QCOMPARE(spec->repetitions, 1);
        QVERIFY(m_window->library()->findChild<QWidget*>(QStringLiteral("gameList")));
        screenshot(m_window.get(), QStringLiteral("compose"));
    }

    void composeAndRunTenBotsToTheEnd() {
        m_window->loadDemo();
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->runComposed());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->active(), 30000);
        const QString dir = m_window->controller()->runDir();
        QVERIFY(QFile::exists(dir + QStringLiteral("/events.jsonl")));

        auto* board = m_window->arena()->board();
        board->refreshNow();
        const engine::RoundOutcome last = lastRound(dir, "rep1");
        QCOMPARE(last.round, 20);
        QCOMPARE(static_cast<int>(board->panels().size()), 10);
        double total = 0.0;
        for (int i = 0; i < 10; ++i) {
            auto* label =
                board->panels()[static_cast<std::size_t>(i)]->findChild<QLabel*>(QStringLiteral("cumulativeLabel"));
            QCOMPARE(label->property("value").toDouble(), last.cumulative[static_cast<std::size_t>(i)]);
            total += last.cumulative[static_cast<std::size_t>(i)];
        }
        QVERIFY(std::fabs(total - 20.0) < 1e-9);  // one prize of 1 per round, shared among winners
        QVERIFY(board->headerText().contains(QStringLiteral("20 / 20")));
        // The arena's timeline scrubs back through past rounds, and forward to live again.
        auto* timeline = m_window->arena()->findChild<QSlider*>(QStringLiteral("timelineSlider"));
        QCOMPARE(timeline->maximum(), 20);
        timeline->setValue(3);
        QVERIFY(board->headerText().contains(QStringLiteral("3 / 20")));
        timeline->setValue(20);
        QVERIFY(board->headerText().contains(QStringLiteral("20 / 20")));

        auto* charts = m_window->arena()->charts();
        charts->refreshNow();
        auto* payoff = charts->findChild<QChartView*>(QStringLiteral("payoffChart"));
        const auto payoffSeries = lineSeries(payoff);
        QCOMPARE(payoffSeries.size(), 10);
        for (auto* s : payoffSeries) QCOMPARE(s->count(), 20);
        QCOMPARE(payoffSeries[3]->at(19).y(), last.cumulative[3]);
        auto* actions = charts->findChild<QChartView*>(QStringLiteral("actionChart"));
        const auto actionSeries = lineSeries(actions);
        QCOMPARE(actionSeries.size(), 12);  // ten seats, the mean, the NE line
        QCOMPARE(actionSeries.last()->pen().style(), Qt::DashLine);
        QCOMPARE(actionSeries.last()->at(0).y(), 0.0);  // γ-Bench default: NE is MIN = 0
        QCOMPARE(actionSeries[0]->at(4).y(), last.round == 20 ? actionSeries[0]->at(4).y() : -1.0);
        auto* violins = charts->findChild<QChartView*>(QStringLiteral("violinChart"));
        int areas = 0;
        for (auto* s : violins->chart()->series()) {
            if (s->type() != QAbstractSeries::SeriesTypeArea) continue;
            ++areas;
            // Cut at the data (issue 17): guesses are 0–100 and NE is 0, so no violin reaches past 100
            // (a plain KDE drew them to about 135).
            for (const QPointF& p : static_cast<QAreaSeries*>(s)->upperSeries()->points())
                QVERIFY2(p.y() >= 0.0 && p.y() <= 100.0, qPrintable(QString::number(p.y())));
        }
        QCOMPARE(areas, 10);
        m_window->tabs()->setCurrentWidget(m_window->arena());
        charts->setCurrentIndex(1);
        screenshot(m_window.get(), QStringLiteral("arena"));

        // Export the current chart as PNG, SVG and CSV.
        test::TempDir tmp;
        const QString base = QString::fromStdString(tmp.path());
        QVERIFY(charts->exportCurrent(base + QStringLiteral("/actions.png")));
        QVERIFY(charts->exportCurrent(base + QStringLiteral("/actions.svg")));
        QVERIFY(charts->exportCurrent(base + QStringLiteral("/actions.csv")));
        QVERIFY(QImage(base + QStringLiteral("/actions.png")).width() > 100);
        QVERIFY(QString::fromStdString(test::readFile(tmp.file("actions.svg"))).contains(QStringLiteral("<svg")));
        const QStringList csv =
            QString::fromStdString(test::readFile(tmp.file("actions.csv"))).trimmed().split(QLatin1Char('\n'));
        QCOMPARE(csv.size(), 21);  // header + 20 rounds
        QVERIFY(csv.first().endsWith(QStringLiteral("mean,NE")));

        // Results: open the same folder, replay round 5.
        auto* results = m_window->results();
        auto opened = results->openRun(dir);
        QVERIFY2(opened.ok(), opened.ok() ? "" : opened.error().message.c_str());
        QCOMPARE(results->roundSlider()->maximum(), 20);
        results->roundSlider()->setValue(5);
        const auto run = engine::readRun(dir.toStdString());
        const auto& round5 = run->session("rep1")->rounds[4];
        for (int i = 0; i < 10; ++i)
            QCOMPARE(results->board()->panels()[static_cast<std::size_t>(i)]->cumulative(),
                     round5.cumulative[static_cast<std::size_t>(i)]);
        QVERIFY(results->board()->headerText().contains(QStringLiteral("5 / 20")));
        m_window->tabs()->setCurrentWidget(results);
        results->charts()->setCurrentIndex(2);
        screenshot(m_window.get(), QStringLiteral("results"));
        results->charts()->setCurrentIndex(3);
        screenshot(results->charts(), QStringLiteral("heatmap"));
        QVERIFY(results->exportRoundsCsv(base + QStringLiteral("/rounds.csv")).ok());
        QCOMPARE(QString::fromStdString(test::readFile(tmp.file("rounds.csv"))).count(QLatin1Char('\n')), 1 + 20 * 10);
    }

    void parameterFormRejectsOutOfRange() {
        m_window->loadDemo();
        auto* form = m_window->compose()->paramForm();
        auto* ratio = form->findChild<QLineEdit*>(QStringLiteral("param_ratio"));
        QVERIFY(ratio);
        QCOMPARE(ratio->text(), QStringLiteral("2/3"));
        QVERIFY(form->isValid());
        ratio->selectAll();
        QTest::keyClicks(ratio, QStringLiteral("20"));
        QVERIFY(!form->isValid());
        auto* errors = form->findChild<QLabel*>(QStringLiteral("paramErrors"));
        QVERIFY2(errors->text().contains(QStringLiteral("ratio")), qPrintable(errors->text()));
        QVERIFY(!m_window->compose()->spec().ok());
        QVERIFY(!m_window->runComposed());  // nothing starts with an invalid form
        form->resetToDefaults();
        QVERIFY(form->isValid());
        QCOMPARE(ratio->text(), QStringLiteral("2/3"));
    }

    void previewShowsPersona() {
        m_window->loadDemo();
        auto* compose = m_window->compose();
        const std::string persona = "You are a retired central banker who distrusts averages.";
        compose->seatTable()->setRow(2, Json{{"type", "human"}, {"name", "Ada"}, {"persona", persona}});
        compose->findChild<QSpinBox*>(QStringLiteral("previewSeat"))->setValue(3);
        compose->refreshPreviewNow();
        QVERIFY2(compose->previewText().contains(QString::fromStdString(persona)), qPrintable(compose->previewText()));
        QVERIFY(compose->previewText().contains(QStringLiteral("── system ──")));
        screenshot(compose, QStringLiteral("compose_preview"));
    }

    void specFileRoundTrip() {
        m_window->loadDemo();
        auto* compose = m_window->compose();
        compose->findChild<QSpinBox*>(QStringLiteral("roundsSpin"))->setValue(7);
        test::TempDir tmp;
        const QString path = QString::fromStdString(tmp.file("spec.json"));
        QVERIFY(compose->saveFile(path).ok());
        const Json saved = compose->specJson();
        compose->newSpec(QStringLiteral("guess_average"));
        QVERIFY(compose->specJson() != saved);
        QVERIFY(compose->openFile(path).ok());
        QCOMPARE(compose->specJson().dump(), saved.dump());
        // The CLI reads the same file.
        auto parsed = engine::parseExperimentSpec(engine::readJsonFile(path.toStdString()).value(),
                                                  engine::GameRegistry::builtin(), 0);
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->rounds, 7);
    }

    void humanSeatAnsweredByTyping() {
        m_window->loadDemo();
        auto* compose = m_window->compose();
        compose->seatTable()->setRow(0, Json{{"type", "human"}, {"name", "You"}});
        compose->findChild<QSpinBox*>(QStringLiteral("roundsSpin"))->setValue(3);
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->runComposed());
        auto* input = m_window->arena()->humanInput();
        for (int round = 1; round <= 3; ++round) {
            QTRY_COMPARE_WITH_TIMEOUT(input->seat(), 0, 5000);
            // The others have answered and wait: the window is live (this loop runs in it).
            auto* box = input->findChild<QSpinBox*>(QStringLiteral("field_chosen_number"));
            QVERIFY(box);
            QCOMPARE(box->maximum(), 100);
            QCOMPARE(box->value(), 50);  // the middle: the ends are the equilibria, a person should choose them
            // The person reads the game's own words, never the model's prompt or its JSON format.
            const QString situation = input->situationText();
            QVERIFY2(situation.startsWith(QStringLiteral("Round %1 of 3.").arg(round)), qPrintable(situation));
            QVERIFY2(!situation.contains(QStringLiteral("JSON")) && !situation.contains(QLatin1Char('{')) &&
                         !situation.contains(QStringLiteral("Answer with")),
                     qPrintable(situation));
            if (round > 1) {
                QVERIFY2(situation.contains(QStringLiteral("You chose %1").arg(10 * (round - 1))),
                         qPrintable(situation));
                QVERIFY2(situation.contains(QStringLiteral("Last round the average was")), qPrintable(situation));
            }
            if (round == 2) screenshot(m_window.get(), QStringLiteral("arena_human"));
            box->selectAll();
            QTest::keyClicks(box, QString::number(10 * round));
            auto* send = input->findChild<QPushButton*>(QStringLiteral("humanSend"));
            QVERIFY(send->isVisible() && send->isEnabled() && send->width() > 10);
            QTest::mouseClick(send, Qt::LeftButton);
        }
        QTRY_VERIFY2_WITH_TIMEOUT(!m_window->controller()->active(),
                                  qPrintable(QStringLiteral("rounds done %1 of %2, human asked: %3")
                                                 .arg(m_window->controller()->progress().roundsDone)
                                                 .arg(m_window->controller()->progress().roundsTotal)
                                                 .arg(input->seat())),
                                  5000);
        auto run = engine::readRun(m_window->controller()->runDir().toStdString());
        const auto& rounds = run->session("rep1")->rounds;
        QCOMPARE(static_cast<int>(rounds.size()), 3);
        for (int r = 0; r < 3; ++r) QCOMPARE(rounds[static_cast<std::size_t>(r)].actions[0].get<int>(), 10 * (r + 1));
    }

    void pauseAndStep() {
        m_window->loadDemo();
        auto spec = m_window->compose()->spec();
        QVERIFY(spec.ok());
        auto* controller = m_window->controller();
        QVERIFY(controller->start(spec.value(), qEnvironmentVariable("NASHLAB_RUNS_DIR"), true).ok());
        const auto roundsDone = [controller] { return controller->progress().roundsDone; };
        QVERIFY(test::holdsFor([&] { return roundsDone() == 0; }, 100));  // paused: nothing is played
        controller->step();
        QTRY_COMPARE(controller->progress().roundsDone, 1LL);
        QVERIFY(test::holdsFor([&] { return roundsDone() == 1; }, 100));
        QVERIFY(controller->paused());
        controller->step();
        QTRY_COMPARE(controller->progress().roundsDone, 2LL);
        // Escape (the Stop action's key) asks first: "Keep running", the default, keeps the run.
        QAction* stop = nullptr;
        for (QAction* a : m_window->findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(Qt::Key_Escape)) stop = a;
        QVERIFY(stop);
        auto asked = std::make_shared<QString>();
        test::answerMessageBox(QStringLiteral("stopRunConfirm"), QStringLiteral("Keep running"), asked);
        stop->trigger();
        QVERIFY(asked->contains(QStringLiteral("has not finished")));
        QVERIFY(controller->active());
        test::answerMessageBox(QStringLiteral("stopRunConfirm"), QStringLiteral("Stop the run"), asked);
        stop->trigger();
        QTRY_VERIFY(!controller->active());
        auto run = engine::readRun(controller->runDir().toStdString());
        QCOMPARE(static_cast<int>(run->session("rep1")->rounds.size()), 2);
        QVERIFY(run->session("rep1")->aborted.has_value());  // resumable with nashlab-cli run --resume
    }

    // A bots-only batch at full speed plays on a worker thread: pause stops what the window shows
    // and, once the queue is full, the worker too; step shows exactly one more round; stop leaves
    // a record of whole sessions that the command line resumes.
    void batchPausesStepsAndStops() {
        m_window->loadDemo();
        Json spec = m_window->compose()->specJson();
        // Enough that the batch cannot end before the stop below: a paused worker is up to a full
        // queue (about 200 sessions) ahead of the window, and plays on at about 3 sessions a
        // millisecond once resumed. With 400, a quick machine played them all before the stop.
        constexpr int kSessions = 2000;
        spec["repetitions"] = kSessions;
        QVERIFY(m_window->compose()->loadSpec(spec).ok());
        m_window->arena()->setPacing(0);
        auto* controller = m_window->controller();
        QVERIFY(m_window->runComposed());
        QVERIFY(controller->batch());
        QTRY_VERIFY(controller->progress().roundsDone > 0);
        controller->pause();
        QVERIFY(controller->paused());
        const long long shown = controller->progress().roundsDone;
        const QString dir = controller->runDir();
        const QString events = dir + QStringLiteral("/events.jsonl");
        // The worker fills the queue, then waits for the window, having written its record so far
        // to the disk: the record stops growing. (How soon depends on the machine's load.)
        QTRY_VERIFY_WITH_TIMEOUT(controller->batchWorkerWaiting(), 30000);
        const qint64 size = QFileInfo(events).size();
        QVERIFY(size > 0);
        // Nothing more is shown while paused, and the worker waits: the record stands still.
        QVERIFY(test::holdsFor(
            [&] { return controller->progress().roundsDone == shown && QFileInfo(events).size() == size; }, 300));
        controller->step();
        QTRY_COMPARE(controller->progress().roundsDone, shown + 1);
        QTRY_VERIFY(controller->paused());
        QVERIFY(test::holdsFor([&] { return controller->progress().roundsDone == shown + 1; }, 100));
        controller->run();
        QTRY_VERIFY(controller->progress().roundsDone > shown + 1);
        controller->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!controller->active(), 30000);

        auto run = engine::readRun(dir.toStdString());
        QVERIFY(run);
        const int recorded = static_cast<int>(run->sessions.size());
        QVERIFY2(recorded < kSessions, qPrintable(QString::number(recorded)));
        for (const auto& s : run->sessions) QVERIFY2(s.isFinished(), s.id.c_str());  // in flight: written whole
        QCOMPARE(controller->progress().sessionsEnded, recorded);
        QProcess cli;
        cli.start(qEnvironmentVariable("NASHLAB_CLI"), {QStringLiteral("run"), QStringLiteral("--resume"), dir});
        QVERIFY(cli.waitForFinished(120000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        run = engine::readRun(dir.toStdString());
        QCOMPARE(static_cast<int>(run->sessions.size()), kSessions);
        for (const auto& s : run->sessions) QVERIFY2(s.isFinished(), s.id.c_str());
    }

    void closingTheWindowDuringABatchJoinsTheWorker() {
        m_window->loadDemo();
        Json spec = m_window->compose()->specJson();
        spec["repetitions"] = 2000;
        QVERIFY(m_window->compose()->loadSpec(spec).ok());
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->runComposed());
        QVERIFY(m_window->controller()->batch());
        QTRY_VERIFY(m_window->controller()->progress().roundsDone > 0);
        const QString dir = m_window->controller()->runDir();
        // Closing asks first; keeping the run leaves the window open and the batch playing.
        auto asked = std::make_shared<QString>();
        test::answerMessageBox(QStringLiteral("stopRunConfirm"), QStringLiteral("Keep running"), asked);
        QVERIFY(!m_window->close());
        QVERIFY(asked->contains(QStringLiteral("has not finished")));
        QVERIFY(m_window->controller()->active());
        const int before = m_window->controller()->progress().roundsDone;
        QTRY_VERIFY(m_window->controller()->progress().roundsDone > before);
        test::answerMessageBox(QStringLiteral("stopRunConfirm"), QStringLiteral("Stop and quit"), asked);
        QVERIFY(m_window->close());
        QElapsedTimer clock;
        clock.start();
        m_window.reset();  // the controller stops the worker and waits for it
        qInfo("closing the window during a batch took %lld ms", static_cast<long long>(clock.elapsed()));
        // The stopped run is first in the Library's recent runs of the next window.
        {
            ui::MainWindow again(engine::GameRegistry::builtin());
            auto* recent = again.findChild<QListWidget*>(QStringLiteral("recentRunList"));
            QVERIFY(recent && recent->count() > 0);
            QCOMPARE(recent->item(0)->data(Qt::UserRole).toString(), dir);
        }
        auto run = engine::readRun(dir.toStdString());
        QVERIFY(run);
        QVERIFY(static_cast<int>(run->sessions.size()) < 2000);
        for (const auto& s : run->sessions) QVERIFY2(s.isFinished(), s.id.c_str());
    }

    // Closing the window mid-run keeps the run in Recent runs, marked unfinished — saved there from
    // the run's start, so a crash would not lose it either; Resume in the next window plays the
    // rest, and the record is the one an uninterrupted run of the same spec writes.
    void closedRunResumesFromRecentRuns() {
        const Json spec = {{"name", "resume me"},
                           {"game", "guess_average"},
                           {"rounds", 6},
                           {"repetitions", 3},
                           {"seed", 11},
                           {"seats", Json::array({{{"type", "bot"}, {"strategy", "random"}, {"count", 4}},
                                                  {{"type", "bot"}, {"strategy", "adaptive"}, {"count", 2}}})}};
        QVERIFY(m_window->compose()->loadSpec(spec).ok());
        m_window->arena()->setPacing(30);  // paced: the window closes in the middle of the run
        QVERIFY(m_window->runComposed());
        auto* controller = m_window->controller();
        QVERIFY(!controller->batch());
        const QString dir = controller->runDir();
        QTRY_VERIFY(controller->progress().roundsDone >= 8);
        QTRY_VERIFY(ui::AppSettings::load().recentRuns.contains(dir));  // on disk while it plays
        auto asked = std::make_shared<QString>();
        test::answerMessageBox(QStringLiteral("stopRunConfirm"), QStringLiteral("Stop and quit"), asked);
        QVERIFY(m_window->close());
        m_window.reset();
        const auto cut = engine::readRun(dir.toStdString());
        QVERIFY(cut);
        int finishedBefore = 0;
        for (const auto& session : cut->sessions) finishedBefore += session.isFinished() ? 1 : 0;
        QVERIFY2(finishedBefore < 3, qPrintable(QString::number(finishedBefore)));

        init();  // the program's next start
        ui::LibraryPanel* library = m_window->library();
        // Read in the background (beside the records of the other recent runs, some of 2,000 sessions).
        QTRY_VERIFY_WITH_TIMEOUT(library->unfinishedRuns().contains(dir), 30000);
        QListWidget* list = library->recentRunList();
        QCOMPARE(list->item(0)->data(Qt::UserRole).toString(), dir);
        QVERIFY2(list->item(0)->toolTip().contains(
                     QStringLiteral("Unfinished: %1 of 3 sessions finished").arg(finishedBefore)),
                 qPrintable(list->item(0)->toolTip()));
        auto* resume = library->findChild<QPushButton*>(QStringLiteral("resumeRun"));
        QVERIFY(!resume->isEnabled());  // no run chosen yet
        list->setCurrentRow(0);
        QVERIFY(resume->isEnabled());
        m_window->arena()->setPacing(0);
        QTest::mouseClick(resume, Qt::LeftButton);
        QVERIFY(m_window->controller()->active());
        QCOMPARE(m_window->tabs()->currentWidget(), static_cast<QWidget*>(m_window->arena()));
        QVERIFY(!resume->isEnabled());  // not while a run plays
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->active(), 30000);
        QCOMPARE(m_window->controller()->runDir(), dir);

        // Played through without a stop, by the command line: the same rounds, the same answers.
        test::TempDir tmp;
        test::writeFile(tmp.file("spec.json"), spec.dump());
        QProcess cli;
        cli.start(qEnvironmentVariable("NASHLAB_CLI"),
                  {QStringLiteral("run"), QString::fromStdString(tmp.file("spec.json")), QStringLiteral("--out"),
                   QString::fromStdString(tmp.file("runs"))});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QString whole = QString::fromUtf8(cli.readAllStandardOutput()).trimmed().split(QLatin1Char('\n')).last();
        const auto a = engine::readRun(whole.toStdString());
        const auto b = engine::readRun(dir.toStdString());
        QVERIFY(a && b);
        QCOMPARE(b->sessions.size(), std::size_t(3));
        for (std::size_t i = 0; i < 3; ++i) {
            QVERIFY(b->sessions[i].isFinished());
            QCOMPARE(b->sessions[i].rounds.size(), std::size_t(6));
            for (std::size_t r = 0; r < 6; ++r)
                QCOMPARE(QString::fromStdString(b->sessions[i].rounds[r].toJson().dump()),
                         QString::fromStdString(a->sessions[i].rounds[r].toJson().dump()));
        }
        // Finished now: no longer marked, and not resumed again.
        QTRY_VERIFY_WITH_TIMEOUT(!library->unfinishedRuns().contains(dir), 30000);
        test::answerMessageBox(QStringLiteral("resumeRefused"), QStringLiteral("OK"), asked);
        QVERIFY(!m_window->resumeRun(dir));
        QVERIFY2(asked->contains(QStringLiteral("nothing to resume")), qPrintable(*asked));
    }

    void switchLanguage() {
        // The translations are built into the binary; a window made after installing one speaks it.
        for (const auto& [code, compose, arena] :
             {std::tuple{"de", "Entwerfen", "Arena"}, std::tuple{"zh_CN", "设计", "竞技场"}}) {
            QTranslator translator;
            QVERIFY2(translator.load(QStringLiteral(":/i18n/nashlab_%1.qm").arg(QLatin1String(code))), code);
            QCoreApplication::installTranslator(&translator);
            ui::MainWindow window(engine::GameRegistry::builtin(), app::providerSeatServices());
            QCOMPARE(window.tabs()->tabText(0), QString::fromUtf8(compose));
            QCOMPARE(window.tabs()->tabText(1), QString::fromUtf8(arena));
            QVERIFY(window.findChild<QPushButton*>(QStringLiteral("runButton"))->text() != QStringLiteral("Run"));
            if (QLatin1String(code) == QLatin1String("de")) {
                window.resize(1280, 800);
                window.show();
                QVERIFY(QTest::qWaitForWindowExposed(&window));
                screenshot(&window, QStringLiteral("compose_de"));
            }
            QCoreApplication::removeTranslator(&translator);
        }
    }

private:
    std::unique_ptr<ui::MainWindow> m_window;
};

QTEST_MAIN(TestGuiFlow)
#include "tst_gui_flow.moc"
