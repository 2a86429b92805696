// The english_auction views from a reopened run folder: the LLM auction of
// tests/support/aucarena_fake_run.* (fake server) is played into a folder, opened in the Results
// view, and its priority heatmap, profit path and bid ladder are checked cell by cell, pixel by
// pixel and as exports. The bots' planning preset gives the documentation screenshot.
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QtTest>
#include <cmath>

#include "engine/experiment/experiment_runner.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_writer.h"
#include "tests/support/aucarena_fake_run.h"
#include "tests/support/temp_dir.h"
#include "ui/charts/auction_charts.h"
#include "ui/charts/charts_panel.h"
#include "ui/results/results_view.h"

using namespace nashlab;
using engine::Json;

namespace {

void screenshot(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("NASHLAB_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
}

QColor pixel(QWidget* w, QPointF at) { return w->grab().toImage().pixelColor(at.toPoint()); }

// One repetition of the shipped bots' planning auction (10 items, 4 bots) played into a new run
// folder under `runsDir`, all of it on disk; returns the folder.
QString playBotsAuction(const std::string& runsDir) {
    const QString root = qEnvironmentVariable("NASHLAB_SOURCE_DIR");
    const Json preset =
        engine::readJsonFile(root.toStdString() + "/resources/presets/aucarena_planning_bots.json").value();
    auto spec = engine::parseExperimentSpec(preset, engine::GameRegistry::builtin(), 11).value();
    spec.repetitions = 1;
    auto writer = engine::RunWriter::create(runsDir, spec.name, spec.toJson()).value();
    const engine::PromptBuilder prompts;
    engine::ExperimentRunner runner(*engine::GameRegistry::builtin().find("english_auction"), spec,
                                    engine::builtinSeatFactory(), *writer, prompts);
    runner.start();
    if (!runner.done()) qFatal("the auction did not finish");
    writer->flush();  // bots' lines are written in batches: all of them on disk before reading
    return QString::fromStdString(writer->dir());
}

}  // namespace

class TstAuctionViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { qputenv("NASHLAB_NO_KEYCHAIN", "1"); }

    void heatmapFromReopenedLlmRun() {
        test::FakeLlmServer server;
        QVERIFY(server.listen());
        test::TempDir dir;
        const auto folder = test::playAucarenaWithFakeLlm(server, dir.path());
        QVERIFY2(folder.ok(), folder.ok() ? "" : folder.error().message.c_str());

        ui::ResultsView results;
        results.resize(1100, 800);
        QVERIFY(results.openRun(QString::fromStdString(folder.value())));
        ui::ChartsPanel* charts = results.charts();
        auto* heatmap = charts->findChild<ui::PriorityHeatmap*>(QStringLiteral("priorityHeatmap"));
        QVERIFY(heatmap);
        QVERIFY(charts->indexOf(heatmap) >= 0);  // an english_auction run shows the views
        QVERIFY(charts->indexOf(charts->auctionTabs()->profitPage()) >= 0);
        QVERIFY(charts->indexOf(charts->auctionTabs()->ladder()) >= 0);

        // Cells: row 0 is the plan before the auction, row 1 the replan after Item 1.
        const ui::AuctionChartData& d = heatmap->data();
        QCOMPARE(d.items, (QStringList{QStringLiteral("Item 1"), QStringLiteral("Item 2")}));
        QCOMPARE(static_cast<int>(d.plans.size()), 2);
        const ui::BidderPlan& a = d.plans[0];
        const ui::BidderPlan& b = d.plans[1];
        QCOMPARE(a.name, QStringLiteral("Model A"));
        QCOMPARE(static_cast<int>(a.priority.size()), 2);
        QCOMPARE(a.priority[0][0], 3.0);
        QCOMPARE(a.priority[0][1], 1.0);
        QVERIFY(std::isnan(a.priority[1][0]));  // Item 1 was auctioned already
        QCOMPARE(a.priority[1][1], 2.0);
        QCOMPARE(b.priority[0][0], 1.0);
        QCOMPARE(b.priority[1][1], 3.0);
        QCOMPARE(a.won, (std::set<int>{0}));
        QCOMPARE(b.won, (std::set<int>{1}));

        // Pixels: the fill is the priority's colour, the won column is framed, a sold item's later cell is empty.
        results.show();
        QVERIFY(QTest::qWaitForWindowExposed(&results));
        charts->setCurrentWidget(heatmap);
        QTRY_VERIFY(heatmap->isVisible() && heatmap->width() > 300);
        const QRectF topLeft = heatmap->cellRect(0, 0, 0);
        const QPointF inside(topLeft.left() + topLeft.width() * 0.25, topLeft.top() + topLeft.height() * 0.8);
        QCOMPARE(pixel(heatmap, inside), ui::PriorityHeatmap::priorityColour(3));
        const QPointF frame(topLeft.left() + 2, topLeft.center().y());
        QCOMPARE(pixel(heatmap, frame), heatmap->palette().text().color());
        const QRectF notWon = heatmap->cellRect(0, 0, 1);
        QCOMPARE(pixel(heatmap, QPointF(notWon.left() + 2, notWon.center().y())),
                 ui::PriorityHeatmap::priorityColour(1));
        const QRectF sold = heatmap->cellRect(0, 1, 0);
        QCOMPARE(pixel(heatmap, sold.center()), heatmap->palette().window().color());
        QCOMPARE(pixel(heatmap, heatmap->cellRect(1, 1, 1).topLeft() + QPointF(6, 6)),
                 ui::PriorityHeatmap::priorityColour(3));
        screenshot(heatmap, QStringLiteral("priority_heatmap_llm"));

        // Exports: the heatmap's CSV lists every rated cell with its won mark.
        const QString csv = charts->currentCsv();
        QVERIFY(csv.startsWith(QStringLiteral("bidder,seat,step,item,priority,won\n")));
        QVERIFY(csv.contains(QStringLiteral("Model A,1,0,Item 1,3,1\n")));
        QVERIFY(csv.contains(QStringLiteral("Model A,1,1,Item 2,2,0\n")));
        QVERIFY(csv.contains(QStringLiteral("Model B,2,1,Item 2,3,1\n")));
        for (const char* suffix : {"png", "svg", "csv"}) {
            const QString path = QString::fromStdString(dir.file(std::string("heatmap.") + suffix));
            QVERIFY(charts->exportCurrent(path));
            QVERIFY(QFileInfo(path).size() > 0);
        }

        // Profit path: after Item 1 and after Item 2.
        charts->setCurrentWidget(charts->auctionTabs()->profitPage());
        QCOMPARE(charts->currentCsv(), QStringLiteral("item,Model A,Model B\nItem 1,1000,0\nItem 2,1000,5000\n"));
        QVERIFY(charts->exportCurrent(QString::fromStdString(dir.file("profit.png"))));

        // Bid ladder: one opening bid per item; the box names the outcome.
        ui::BidLadderView* ladder = charts->auctionTabs()->ladder();
        QCOMPARE(ladder->itemBox()->count(), 2);
        QVERIFY(ladder->itemBox()->itemText(0).contains(QStringLiteral("sold to Model A for 1000")));
        QCOMPARE(d.ladders[1].bids[1][0], 5000.0);
        QCOMPARE(d.ladders[1].withdrewAt[0], 0);
        charts->setCurrentWidget(ladder);
        QCOMPARE(charts->currentCsv(),
                 QStringLiteral("item,bidding_round,Model A,Model B\nItem 1,1,1000,\nItem 2,1,,5000\n"));
        QVERIFY(charts->exportCurrent(QString::fromStdString(dir.file("ladder.svg"))));

        // The bid-round charts leave the planning rounds out: 2 bidding rounds, not 6 rounds.
        QCOMPARE(charts->data().rounds, 2);
    }

    void botsPresetScreenshotAndOtherGamesWithoutTabs() {
        test::TempDir dir;
        ui::ResultsView results;
        results.resize(1300, 1250);
        QVERIFY(results.openRun(playBotsAuction(dir.path())));
        auto* heatmap = results.charts()->auctionTabs()->heatmap();
        const ui::AuctionChartData& d = heatmap->data();
        QCOMPARE(d.items.size(), 10);
        QCOMPARE(static_cast<int>(d.plans.size()), 4);
        for (const auto& plan : d.plans) {
            QCOMPARE(static_cast<int>(plan.priority.size()), 10);  // the plan and 9 replans
            for (std::size_t step = 0; step < 10; ++step)
                for (std::size_t i = 0; i < 10; ++i)
                    QCOMPARE(std::isnan(plan.priority[step][i]), i < step);  // sold items are blank
        }
        results.show();
        QVERIFY(QTest::qWaitForWindowExposed(&results));
        results.charts()->setCurrentWidget(heatmap);
        QTRY_VERIFY(heatmap->isVisible());
        screenshot(heatmap, QStringLiteral("priority_heatmap"));
        results.charts()->setCurrentWidget(results.charts()->auctionTabs()->profitPage());
        screenshot(results.charts(), QStringLiteral("auction_profit_path"));
        results.charts()->setCurrentWidget(results.charts()->auctionTabs()->ladder());
        screenshot(results.charts(), QStringLiteral("auction_bid_ladder"));

        // A run of another game has no auction tabs.
        const Json other = {{"name", "guess"},
                            {"game", "guess_average"},
                            {"rounds", 3},
                            {"seats", {{{"type", "bot"}, {"strategy", "ne"}}, {{"type", "bot"}, {"strategy", "ne"}}}}};
        auto otherSpec = engine::parseExperimentSpec(other, engine::GameRegistry::builtin(), 1);
        QVERIFY2(otherSpec.ok(), otherSpec.ok() ? "" : otherSpec.error().message.c_str());
        auto otherWriter = engine::RunWriter::create(dir.path(), "guess", otherSpec->toJson()).value();
        const engine::PromptBuilder prompts;
        engine::ExperimentRunner otherRunner(*engine::GameRegistry::builtin().find("guess_average"), otherSpec.value(),
                                             engine::builtinSeatFactory(), *otherWriter, prompts);
        otherRunner.start();
        otherWriter->flush();
        QVERIFY(results.openRun(QString::fromStdString(otherWriter->dir())));
        QCOMPARE(results.charts()->indexOf(heatmap), -1);
    }

    void aRecordCutAfterAnyLineOpens() {
        // A run still being written, or one a crash cut short, may end after any line (bots' lines
        // reach the disk in batches): Results shows what there is and never fails on the rest.
        test::TempDir dir;
        const QString run = playBotsAuction(dir.path());
        const QString events = run + "/events.jsonl";
        std::string whole;
        {
            QFile f(events);
            QVERIFY(f.open(QIODevice::ReadOnly));
            whole = f.readAll().toStdString();
        }
        ui::ResultsView results;
        results.resize(1024, 700);
        results.show();
        QVERIFY(QTest::qWaitForWindowExposed(&results));
        const auto writeFile = [&](std::size_t from, std::size_t to, QIODevice::OpenMode mode) {
            QFile f(events);
            QVERIFY(f.open(mode));
            f.write(whole.data() + from, static_cast<qint64>(to - from));
        };
        std::vector<std::size_t> ends{0};  // after no line, after the first, …, after the last
        for (std::size_t at = whole.find('\n'); at != std::string::npos; at = whole.find('\n', at + 1))
            ends.push_back(at + 1);
        QVERIFY(ends.size() > 100);  // every line of a 10-item auction of four bots
        for (std::size_t k = 0; k < ends.size(); ++k) {
            writeFile(0, ends[k], QIODevice::WriteOnly | QIODevice::Truncate);
            QVERIFY2(results.openRun(run), qPrintable(QString::number(ends[k])));
            if (k % 9 != 0 && k + 1 != ends.size()) continue;
            // Every chart drawn as it stands, as a person flicking through the tabs would see it.
            for (int tab = 0; tab < results.charts()->count(); ++tab) {
                results.charts()->setCurrentIndex(tab);
                QVERIFY(!results.grab().isNull());
            }
            if (k + 1 == ends.size()) break;
            // Then the run goes on, its next line first written in half: Results follows it.
            const std::size_t half = (ends[k] + ends[k + 1]) / 2;
            writeFile(ends[k], half, QIODevice::Append);
            results.refreshNow();
            writeFile(half, whole.size(), QIODevice::Append);
            results.refreshNow();
            QTRY_COMPARE(results.charts()->auctionTabs()->heatmap()->data().items.size(), 10);
            QCOMPARE(static_cast<int>(results.charts()->auctionTabs()->heatmap()->data().plans.size()), 4);
        }
        // Cut back to nothing after the whole auction was shown: its charts go with it.
        auto* heatmap = results.charts()->auctionTabs()->heatmap();
        QVERIFY(results.charts()->indexOf(heatmap) >= 0);
        QFile(events).resize(0);
        QVERIFY(results.openRun(run));
        QCOMPARE(results.charts()->indexOf(heatmap), -1);
    }
};

QTEST_MAIN(TstAuctionViews)
#include "tst_auction_views.moc"
