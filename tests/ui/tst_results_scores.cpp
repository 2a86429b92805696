// Results, offscreen: the score bars against numbers worked out by hand from a run's recorded
// actions (γ-Bench's guessing score, payoffs per seat and per model, sd and 95% CI) and their
// PNG/SVG/CSV export; a γ-Bench result file imported from the window; a run folder that is still
// being written growing in Results as its rounds are played.
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QMenu>
#include <QScatterSeries>
#include <QSlider>
#include <QTableView>
#include <QtTest>
#include <cmath>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "engine/metrics/run_scores.h"
#include "engine/record/run_reader.h"
#include "tests/support/gui_shots.h"
#include "tests/support/temp_dir.h"
#include "tests/support/waits.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/charts/charts_panel.h"
#include "ui/charts/score_bars_view.h"
#include "ui/charts/treatment_chart.h"
#include "ui/common/run_model.h"
#include "ui/main/library_panel.h"
#include "ui/main/main_window.h"
#include "ui/results/design_view.h"
#include "ui/results/model_ranks_table.h"
#include "ui/results/results_view.h"

using namespace nashlab;
using engine::Json;

namespace {

using test::screenshot;  // grabs once pending events ran

QString runsDir() { return qEnvironmentVariable("NASHLAB_RUNS_DIR"); }

// Mean and sample standard deviation, written out here rather than taken from the engine.
std::pair<double, double> meanSd(const std::vector<double>& v) {
    double sum = 0.0;
    for (double x : v) sum += x;
    const double mean = sum / static_cast<double>(v.size());
    double sq = 0.0;
    for (double x : v) sq += (x - mean) * (x - mean);
    return {mean, v.size() > 1 ? std::sqrt(sq / static_cast<double>(v.size() - 1)) : 0.0};
}

const ui::ScoreBar* barNamed(const std::vector<ui::ScoreBar>& bars, const QString& label) {
    for (const auto& b : bars)
        if (b.label == label) return &b;
    return nullptr;
}

}  // namespace

class TestResultsScores : public QObject {
    Q_OBJECT

private slots:
    void init() {
        m_window = std::make_unique<ui::MainWindow>(engine::GameRegistry::builtin(), app::providerSeatServices());
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    void scoreBarsHoldTheRunsScores() {
        // Three random bots, three rounds, three repetitions: the numbers differ between sessions.
        auto spec = engine::parseExperimentSpec(
            Json{{"game", "guess_average"},
                 {"rounds", 3},
                 {"repetitions", 3},
                 {"seed", 7},
                 {"seats", Json::array({{{"type", "bot"}, {"strategy", "random"}, {"count", 2}},
                                        {{"type", "bot"}, {"strategy", "level_k"}}})}},
            engine::GameRegistry::builtin(), 0);
        QVERIFY(spec.ok());
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->controller()->start(spec.value(), runsDir()).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->active(), 20000);
        const QString dir = m_window->controller()->runDir();
        auto* results = m_window->results();
        QVERIFY(results->openRun(dir).ok());

        // By hand: γ-Bench's guessing score for R < 1 is (MAX − mean over rounds of the round's
        // average) / (MAX − MIN) × 100 with MIN 0, MAX 100; payoffs are the sessions' final totals.
        auto run = engine::readRun(dir.toStdString());
        std::vector<double> scores;
        std::vector<std::vector<double>> payoffs(3);
        for (const auto& s : run->sessions) {
            double sumOfMeans = 0.0;
            for (const auto& r : s.rounds) {
                double sum = 0.0;
                for (const auto& a : r.actions) sum += a.get<double>();  // rounds record the numbers
                sumOfMeans += sum / 3.0;
            }
            scores.push_back((100.0 - sumOfMeans / 3.0) / 100.0 * 100.0);
            for (std::size_t i = 0; i < 3; ++i) payoffs[i].push_back(s.rounds.back().cumulative[i]);
        }
        QCOMPARE(static_cast<int>(scores.size()), 3);
        const auto [scoreMean, scoreSd] = meanSd(scores);
        QVERIFY(scoreSd > 0.0);

        auto* bars = results->scoreBars();
        QCOMPARE(bars->measure(), QStringLiteral("scores"));
        const ui::ScoreBar* code = barNamed(bars->bars(), QStringLiteral("γ-Bench (code)"));
        QVERIFY(code);
        QCOMPARE(code->summary.n, 3);
        QVERIFY(std::fabs(code->summary.mean - scoreMean) < 1e-9);
        QVERIFY(std::fabs(code->summary.sd - scoreSd) < 1e-9);
        // 95% CI of the mean: t(2) = 4.303.
        const double half = 4.303 * scoreSd / std::sqrt(3.0);
        QVERIFY(std::fabs(code->summary.ciLow - (scoreMean - half)) < 1e-6);
        QVERIFY(std::fabs(code->summary.ciHigh - (scoreMean + half)) < 1e-6);
        const auto sdRange = ui::errorRange(code->summary, ui::ErrorBars::StandardDeviation);
        QVERIFY(std::fabs(sdRange.second - (scoreMean + scoreSd)) < 1e-9);

        bars->setMeasure(QStringLiteral("payoff"));
        QCOMPARE(static_cast<int>(bars->bars().size()), 3);
        for (std::size_t i = 0; i < 3; ++i) {
            const auto [m, sd] = meanSd(payoffs[i]);
            QVERIFY(std::fabs(bars->bars()[i].summary.mean - m) < 1e-9);
            QVERIFY(std::fabs(bars->bars()[i].summary.sd - sd) < 1e-9);
        }
        bars->setByModel(true);  // the two random bots pooled: six values
        QCOMPARE(static_cast<int>(bars->bars().size()), 2);
        QCOMPARE(bars->bars()[0].label, QStringLiteral("random"));
        std::vector<double> pooled = payoffs[0];
        pooled.insert(pooled.end(), payoffs[1].begin(), payoffs[1].end());
        QCOMPARE(bars->bars()[0].summary.n, 6);
        QVERIFY(std::fabs(bars->bars()[0].summary.mean - meanSd(pooled).first) < 1e-9);
        QVERIFY(std::fabs(bars->bars()[0].summary.sd - meanSd(pooled).second) < 1e-9);
        bars->setByModel(false);
        bars->setMeasure(QStringLiteral("scores"));

        // Export from the charts panel, like every other chart.
        auto* charts = results->charts();
        charts->setCurrentWidget(bars);
        m_window->tabs()->setCurrentWidget(results);
        screenshot(m_window.get(), QStringLiteral("results_scores"));
        test::TempDir tmp;
        const QString base = QString::fromStdString(tmp.path());
        QVERIFY(charts->exportCurrent(base + QStringLiteral("/scores.png")));
        QVERIFY(charts->exportCurrent(base + QStringLiteral("/scores.svg")));
        QVERIFY(charts->exportCurrent(base + QStringLiteral("/scores.csv")));
        QVERIFY(QImage(base + QStringLiteral("/scores.png")).width() > 100);
        QVERIFY(QString::fromStdString(test::readFile(tmp.file("scores.svg"))).contains(QStringLiteral("<svg")));
        const QStringList csv =
            QString::fromStdString(test::readFile(tmp.file("scores.csv"))).trimmed().split(QLatin1Char('\n'));
        QCOMPARE(csv.first(), QStringLiteral("label,n,mean,sd,ci95_low,ci95_high"));
        QCOMPARE(csv.size(), 3);  // the code's and the paper's score
        const QStringList row = csv[1].split(QLatin1Char(','));
        QCOMPARE(row[1], QStringLiteral("3"));
        QVERIFY(std::fabs(row[2].toDouble() - scoreMean) < 1e-9);
        QVERIFY(std::fabs(row[3].toDouble() - scoreSd) < 1e-9);
    }

    void importGamaBenchFromTheWindow() {
        const QString file =
            qEnvironmentVariable("NASHLAB_SOURCE_DIR") + QStringLiteral("/tests/data/gamabench/guessing_small.json");
        auto* results = m_window->results();
        auto dirs = results->importGamaBench({file}, runsDir());
        QVERIFY2(dirs.ok(), dirs.ok() ? "" : dirs.error().message.c_str());
        QCOMPARE(dirs->size(), 1);
        QCOMPARE(results->runDir(), dirs->first());
        QCOMPARE(results->model()->sessions().size(), std::size_t{1});
        QCOMPARE(static_cast<int>(results->model()->sessions().front().rounds.size()), 3);
        // Round averages 35, 22.5, 10: s1 = 22.5, score (100 − 22.5) / 100 × 100 = 77.5, one session.
        const ui::ScoreBar* code = barNamed(results->scoreBars()->bars(), QStringLiteral("γ-Bench (code)"));
        QVERIFY(code);
        QVERIFY(std::fabs(code->summary.mean - 77.5) < 1e-9);
        QCOMPARE(code->summary.n, 1);
        // It is listed under Recent runs.
        auto* recent = m_window->library()->findChild<QListWidget*>(QStringLiteral("recentRunList"));
        bool listed = false;
        for (int i = 0; i < recent->count(); ++i)
            listed = listed || recent->item(i)->data(Qt::UserRole).toString() == dirs->first() ||
                     recent->item(i)->text().contains(QDir(dirs->first()).dirName());
        QVERIFY(listed);

        // A file that is not a γ-Bench result: the message names it and says what to pick instead.
        test::TempDir tmp;
        test::writeFile(tmp.file("notes.json"), R"({"hello": "world"})");
        auto bad = results->importGamaBench({QString::fromStdString(tmp.file("notes.json"))}, runsDir());
        QVERIFY(!bad.ok());
        const QString message = QString::fromStdString(bad.error().message);
        QVERIFY2(message.contains(QStringLiteral("notes.json")) && message.contains(QStringLiteral("round_records")),
                 qPrintable(message));
        QCOMPARE(results->runDir(), dirs->first());  // the open run stays open
    }

    // A treatment design played from the window (issue 15): Results draws each treatment's score
    // with its bootstrap interval and says how each differs from the first.
    void aDesignComparesItsTreatments() {
        playDesignAndOpenIt(R"({"game": "public_goods", "rounds": 4,
            "repetitions": 3, "seed": 7, "seats": [{"type": "bot", "strategy": "random", "count": 4}],
            "treatments": {"crossed": {"first": {"field": "seats[0].strategy", "levels": ["random", "ne"]}}}})");
        if (QTest::currentTestFailed()) return;
        auto* results = m_window->results();
        QCOMPARE(results->model()->sessions().size(), std::size_t{6});
        auto* view = results->scoreBars();
        view->setMeasure(QStringLiteral("treatment:gamabench_repo"));
        QCOMPARE(view->measure(), QStringLiteral("treatment:gamabench_repo"));
        QCOMPARE(view->bars().size(), std::size_t{2});
        QCOMPARE(view->bars()[0].label, QStringLiteral("first=random"));
        QCOMPARE(view->bars()[1].label, QStringLiteral("first=ne"));
        // Four equilibrium bots never contribute: 100 in every session, an interval of one point.
        QCOMPARE(view->bars()[1].summary.mean, 100.0);
        QCOMPARE(view->bars()[1].summary.n, 3);
        QCOMPARE(view->bars()[1].summary.ciLow, 100.0);
        const QString note = view->findChild<QLabel*>(QStringLiteral("scoreNote"))->text();
        QVERIFY2(note.contains(QStringLiteral("first=ne − first=random")) &&
                     note.contains(QStringLiteral("permutation p = 0.1")),
                 qPrintable(note));
        // Every seat of a treatment plays one strategy: no two models meet, nothing to rank.
        QVERIFY(!results->design()->ranks()->hasRanks());
        QVERIFY(results->charts()->isTabVisible(results->charts()->indexOf(results->design())));
        if (const QString dir = qEnvironmentVariable("NASHLAB_SCREENSHOT_DIR"); !dir.isEmpty()) {
            m_window->resize(1024, 700);
            m_window->tabs()->setCurrentWidget(results);
            results->charts()->setCurrentWidget(view);
            QVERIFY(m_window->grab().save(dir + QStringLiteral("/results_design.png")));
        }
    }

    // A design whose sessions pit an equilibrium bot against random ones (issue 15): the
    // Treatments tab draws the chosen measure per treatment, one error bar each at the report's
    // mean and 95% bootstrap interval, and ranks the two bots by Bradley–Terry.
    void aDesignChartsItsTreatmentsAndRanksItsModels() {
        playDesignAndOpenIt(R"({"game": "public_goods", "rounds": 4,
            "repetitions": 3, "seed": 9,
            "seats": [{"type": "bot", "strategy": "random", "count": 3}, {"type": "bot", "strategy": "ne"}],
            "treatments": {"crossed": {"ratio": {"field": "params.ratio", "levels": [1.5, 3.0]},
                                       "last": {"field": "seats[1].strategy", "levels": ["ne", "random"]}}}})");
        if (QTest::currentTestFailed()) return;
        auto* results = m_window->results();
        auto run = engine::readRun(results->runDir().toStdString());
        QVERIFY(run);
        const auto report = engine::scoreRun(run.value(), engine::GameRegistry::builtin());
        QVERIFY(report);
        const Json& treatments = report.value()["design"]["treatments"];
        QCOMPARE(treatments.size(), std::size_t(4));

        auto* design = results->design();
        QVERIFY(results->charts()->isTabVisible(results->charts()->indexOf(design)));
        // The chart follows the score chosen in Scores.
        results->scoreBars()->setMeasure(QStringLiteral("treatment:gamabench_repo"));
        auto* chart = design->chart();
        QCOMPARE(chart->measure(), QStringLiteral("score:gamabench_repo"));
        // One error bar and one dot per treatment, at the report's numbers; then a session metric.
        const QString metric = [&] {
            for (int i = 0; i < chart->findChild<QComboBox*>(QStringLiteral("treatmentMeasureCombo"))->count(); ++i) {
                const QString m =
                    chart->findChild<QComboBox*>(QStringLiteral("treatmentMeasureCombo"))->itemData(i).toString();
                if (m.startsWith(QLatin1String("metric:"))) return m;
            }
            return QString();
        }();
        QVERIFY(!metric.isEmpty());
        for (const QString& measure : {QStringLiteral("score:gamabench_repo"), metric}) {
            chart->setMeasure(measure);
            const bool isScore = measure.startsWith(QLatin1String("score:"));
            const std::string name = measure.section(QLatin1Char(':'), 1).toStdString();
            QList<QLineSeries*> bars;
            QScatterSeries* dots = nullptr;
            for (auto* s : chart->chartView()->chart()->series()) {
                if (s->objectName() == QLatin1String(ui::TreatmentChart::kErrorBarName))
                    bars << static_cast<QLineSeries*>(s);
                if (auto* d = qobject_cast<QScatterSeries*>(s)) dots = d;
            }
            QCOMPARE(bars.size(), 4);
            QVERIFY(dots);
            QCOMPARE(dots->count(), 4);
            for (int i = 0; i < 4; ++i) {
                const Json& t = treatments[static_cast<std::size_t>(i)];
                const Json& summary = t[isScore ? "scores" : "metrics"][name];
                QCOMPARE(bars[i]->name(), QString::fromStdString(t["label"].get<std::string>()));
                const QList<QPointF> points = bars[i]->points();  // cap at the top, stem, cap at the bottom
                QCOMPARE(points.size(), 6);
                QCOMPARE(points[0].y(), summary["ci95"][1].get<double>());
                QCOMPARE(points[3].y(), summary["ci95"][0].get<double>());
                QCOMPARE(points[2].x(), static_cast<double>(i));
                QCOMPARE(dots->at(i).y(), summary["mean"].get<double>());
                QCOMPARE(chart->points()[static_cast<std::size_t>(i)].n, 3);
            }
        }
        chart->setMeasure(QStringLiteral("score:gamabench_repo"));
        const QString note = design->differencesText();
        QVERIFY2(note.contains(QStringLiteral("last=random,ratio=1.5 − last=ne,ratio=1.5")), qPrintable(note));

        // The free rider ends above every contributor: first, the random bots second.
        auto* ranks = design->ranks();
        QVERIFY(ranks->hasRanks());
        QVERIFY(ranks->isVisibleTo(design));
        const auto* rankModel = ranks->table()->model();
        const auto cellText = [&](int row, int column) { return rankModel->index(row, column).data().toString(); };
        QCOMPARE(rankModel->rowCount(), 2);
        QCOMPARE(cellText(0, 0), QStringLiteral("1"));
        QCOMPARE(cellText(0, 1), QStringLiteral("ne (bot)"));
        QCOMPARE(cellText(1, 0), QStringLiteral("2"));
        QCOMPARE(cellText(1, 1), QStringLiteral("random (bot)"));
        const Json& overall = report.value()["design"]["models"]["overall"];
        QVERIFY(cellText(0, 2).startsWith(QString::number(overall[0]["strength"].get<double>(), 'f', 2)));
        QCOMPARE(cellText(0, 3), QStringLiteral("6"));  // the sessions where the two met
        // Only the treatments where the equilibrium bot sits are ranked on their own.
        auto* scope = ranks->findChild<QComboBox*>(QStringLiteral("modelRanksScope"));
        QCOMPARE(scope->count(), 3);
        ranks->setTreatment(QStringLiteral("last=ne,ratio=3.0"));
        QCOMPARE(cellText(0, 1), QStringLiteral("ne (bot)"));
        QCOMPARE(cellText(0, 3), QStringLiteral("3"));
        ranks->setTreatment(QString());

        m_window->tabs()->setCurrentWidget(results);
        results->charts()->setCurrentWidget(design);
        test::TempDir tmp;
        QVERIFY(results->charts()->exportCurrent(QString::fromStdString(tmp.file("design.csv"))));
        const QStringList csv =
            QString::fromStdString(test::readFile(tmp.file("design.csv"))).trimmed().split(QLatin1Char('\n'));
        QCOMPARE(csv.size(), 5);
        QCOMPARE(csv.first(), QStringLiteral("treatment,n,mean,ci95_low,ci95_high"));
        // Each size laid out first: QtCharts places a vertical axis title after its plot has settled.
        for (const auto& [size, name] : {std::pair{QSize(1024, 700), QStringLiteral("results_design_chart")},
                                         std::pair{QSize(1600, 1000), QStringLiteral("results_design_chart_full")}}) {
            m_window->resize(size);
            for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
            screenshot(m_window.get(), name);
        }
    }

    // Alympics records from the import menu: the folder imports, the flagged day is shown (issue 17).
    void importAlympicsFromTheWindow() {
        const QString folder = qEnvironmentVariable("NASHLAB_SOURCE_DIR") + QStringLiteral("/tests/data/alympics");
        auto* results = m_window->results();
        QStringList notes;
        auto dirs = results->importRecords(ui::ResultsView::ImportFormat::Alympics,
                                           {folder + QStringLiteral("/WAC_nopersona_10_20_1.json"),
                                            folder + QStringLiteral("/WAC_nopersona_10_20_9.json")},
                                           runsDir(), &notes);
        QVERIFY2(dirs.ok(), dirs.ok() ? "" : dirs.error().message.c_str());
        QCOMPARE(dirs->size(), 2);
        QCOMPARE(notes,
                 QStringList{QStringLiteral(
                     "WAC_nopersona_10_20_9.json: day 3: Cindy's balance is 300 in the record, 130 by the rules")});
        QCOMPARE(results->runDir(), dirs->last());
        QCOMPARE(static_cast<int>(results->model()->sessions().front().rounds.size()), 4);
        const QString summary = results->findChild<QLabel*>(QStringLiteral("runSummary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("Cindy&#x27;s balance is 300")) ||
                     summary.contains(QStringLiteral("Cindy's balance is 300")),
                 qPrintable(summary));
        // The import menu offers both formats.
        auto* menu = results->findChild<QMenu*>(QStringLiteral("importMenu"));
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), 4);
        if (const QString dir = qEnvironmentVariable("NASHLAB_SCREENSHOT_DIR"); !dir.isEmpty()) {
            m_window->resize(1024, 700);
            m_window->tabs()->setCurrentWidget(results);
            QVERIFY(m_window->grab().save(dir + QStringLiteral("/results_alympics_import.png")));
        }
    }

    void runStillBeingWrittenGrowsInResults() {
        m_window->loadDemo();
        m_window->arena()->setPacing(ui::ArenaView::kRevealOnClick);
        QVERIFY(m_window->runComposed());
        auto* controller = m_window->controller();
        controller->reveal();
        QTRY_COMPARE(controller->progress().roundsDone, 1LL);
        auto* results = m_window->results();
        QVERIFY(results->openRun(controller->runDir()).ok());
        QCOMPARE(static_cast<int>(results->model()->current()->rounds.size()), 1);
        QCOMPARE(results->roundSlider()->maximum(), 1);
        for (int round = 2; round <= 3; ++round) {
            controller->reveal();
            QTRY_COMPARE(controller->progress().roundsDone, static_cast<long long>(round));
            // The watcher or the one-second look picks the new round up.
            QTRY_COMPARE_WITH_TIMEOUT(static_cast<int>(results->model()->current()->rounds.size()), round, 5000);
            QCOMPARE(results->roundSlider()->maximum(), round);
            QCOMPARE(results->roundSlider()->value(), round);  // at the end, the replay follows
        }
        controller->stop();
        QTRY_VERIFY(!controller->active());
        results->refreshNow();
        QVERIFY(results->model()->current()->aborted.has_value());
    }

private:
    // Plays a design spec with bots from the window, then opens its run in Results.
    void playDesignAndOpenIt(const char* specJson) {
        auto spec = engine::parseExperimentSpec(Json::parse(specJson), engine::GameRegistry::builtin(), 0);
        QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
        m_window->arena()->setPacing(0);
        QVERIFY(m_window->controller()->start(spec.value(), runsDir()).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->active(), 20000);
        QVERIFY(m_window->results()->openRun(m_window->controller()->runDir()).ok());
    }

    std::unique_ptr<ui::MainWindow> m_window;
};

QTEST_MAIN(TestResultsScores)
#include "tst_results_scores.moc"
