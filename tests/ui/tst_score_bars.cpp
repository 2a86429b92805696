// The Scores chart's axis for γ-Bench's scores: "γ-Bench score (0–100)" with a 0–100 axis while
// the bars stay in that range, and no such promise (a plain title and a note that says why) when
// a run's parameters take a score outside it, as a score of −266 does.
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QValueAxis>
#include <QtTest>

#include "engine/core/json.h"
#include "tests/support/gui_shots.h"
#include "ui/charts/score_bar_data.h"
#include "ui/charts/score_bars_view.h"

using namespace nashlab;
using engine::Json;

namespace {

Json reportWithScore(double mean, double low, double high) {
    return {{"score_stats",
             {{"gamabench_default", {{"n", 3}, {"mean", mean}, {"sd", 10.0}, {"ci95", Json::array({low, high})}}}}}};
}

QValueAxis* yAxis(ui::ScoreBarsView& view) {
    auto* chartView = view.findChild<QChartView*>();
    if (!chartView) return nullptr;
    const auto axes = chartView->chart()->axes(Qt::Vertical);
    return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis*>(axes.front());
}

QString noteOf(ui::ScoreBarsView& view) {
    QString text;
    for (auto* label : view.findChildren<QLabel*>())
        if (label->isVisibleTo(&view)) text += label->text();
    return text;
}

}  // namespace

class TestScoreBars : public QObject {
    Q_OBJECT

private slots:
    void withinTheRangeTheAxisSaysZeroToHundred() {
        ui::ScoreBarsView view;
        view.setReport(reportWithScore(62.5, 55.0, 70.0));
        view.setMeasure(QLatin1String(ui::kGameScores));
        QCOMPARE(view.bars().size(), std::size_t{1});
        QValueAxis* axis = yAxis(view);
        QVERIFY(axis);
        QCOMPARE(axis->titleText(), QStringLiteral("γ-Bench score (0–100)"));
        QCOMPARE(axis->min(), 0.0);
        QCOMPARE(axis->max(), 100.0);
        QVERIFY(!noteOf(view).contains(QStringLiteral("outside 0–100")));
    }

    void outsideTheRangeTheAxisPromisesNothingAndTheNoteSaysWhy() {
        ui::ScoreBarsView view;
        view.setReport(reportWithScore(-266.0, -290.0, -240.0));
        view.setMeasure(QLatin1String(ui::kGameScores));
        QValueAxis* axis = yAxis(view);
        QVERIFY(axis);
        QCOMPARE(axis->titleText(), QStringLiteral("γ-Bench score"));
        QVERIFY(!view.findChild<QChartView*>()->chart()->title().contains(QStringLiteral("0–100")));
        QVERIFY(axis->min() <= -290.0);
        QVERIFY(noteOf(view).contains(QStringLiteral("Some scores fall outside 0–100")));
        view.resize(720, 460);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        test::screenshot(&view, QStringLiteral("score_bars_outside_calibration"));
    }
};

QTEST_MAIN(TestScoreBars)
#include "tst_score_bars.moc"
