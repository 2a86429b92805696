// The Design panel in Compose (issue 15), offscreen: a 2×2 design composed by driving its widgets,
// its live count, the spec it writes (parsed by the engine to the right treatments), played with
// bots from the window and compared by treatment in Results; a loaded design filling the panel
// (crossed, listed, and one kept as written); the budget; the whole design's cost against the sum
// of its treatments'; a bad level and an unknown field shown with the engine's message, and Run
// refusing. The filled panel at 1024×700 goes to $NASHLAB_SCREENSHOT_DIR/compose_design_panel.png.
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolButton>
#include <QtTest>
#include <cmath>

#include "app/composition/provider_seat_services.h"
#include "engine/experiment/experiment_spec.h"
#include "engine/game/game_registry.h"
#include "tests/support/gui_shots.h"
#include "tests/support/temp_dir.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/charts/score_bars_view.h"
#include "ui/common/run_model.h"
#include "ui/compose/compose_view.h"
#include "ui/compose/design_panel.h"
#include "ui/compose/factor_row.h"
#include "ui/compose/level_chips.h"
#include "ui/compose/seat_table.h"
#include "ui/main/main_window.h"
#include "ui/results/results_view.h"

using namespace nashlab;
using engine::Json;

namespace {

#define LOAD_SPEC(compose, ...)                                         \
    do {                                                                \
        const auto loaded = (compose).loadSpec(Json(__VA_ARGS__));      \
        QVERIFY2(loaded, loaded ? "" : loaded.error().message.c_str()); \
    } while (false)

const engine::GameRegistry& games() { return engine::GameRegistry::builtin(); }

// A factor as a person makes it: "Add factor", a field from the list, levels typed with Enter.
ui::FactorRow* addFactor(ui::ComposeView& compose, const QString& field, const QStringList& levels) {
    compose.findChild<QPushButton*>(QStringLiteral("addFactorButton"))->click();
    ui::FactorRow* row = compose.designPanel()->rows().back();
    const int index = row->fieldBox()->findData(field);
    if (index >= 0)
        row->fieldBox()->setCurrentIndex(index);
    else
        row->fieldBox()->setEditText(field);  // a path typed by hand
    for (const QString& level : levels) {
        QTest::keyClicks(row->levels()->entry(), level);
        QTest::keyClick(row->levels()->entry(), Qt::Key_Return);
    }
    return row;
}

QStringList chipTexts(ui::FactorRow* row) {
    QStringList out;
    // A removed chip waits hidden for its deletion.
    for (auto* label : row->levels()->findChildren<QLabel*>(QStringLiteral("levelChipText")))
        if (label->parentWidget()->isVisibleTo(row->levels())) out << label->text();
    return out;
}

QStringList labelsOf(const engine::ExperimentSpec& spec) {
    QStringList out;
    for (const auto& t : spec.treatments) out << QString::fromStdString(t.label);
    return out;
}

QString userPricesPath() { return qEnvironmentVariable("NASHLAB_DATA_DIR") + QStringLiteral("/prices.json"); }

}  // namespace

class TestGuiDesignPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        qputenv("NASHLAB_NO_KEYCHAIN", "1");
        qunsetenv("OPENAI_API_KEY");
        QDir().mkpath(qEnvironmentVariable("NASHLAB_DATA_DIR"));
    }

    void init() { QFile::remove(userPricesPath()); }

    // Two factors of two levels each, made with the panel's widgets, counted as the user types,
    // written into the spec, played with bots from the window and compared by treatment in Results.
    void aTwoByTwoDesignIsComposedCountedAndRun() {
        ui::MainWindow window(games(), app::providerSeatServices());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ui::ComposeView& compose = *window.compose();
        compose.newSpec(QStringLiteral("guess_average"));
        compose.findChild<QSpinBox*>(QStringLiteral("roundsSpin"))->setValue(3);
        compose.findChild<QSpinBox*>(QStringLiteral("repetitionsSpin"))->setValue(2);
        ui::DesignPanel* panel = compose.designPanel();
        QVERIFY(!panel->isExpanded());  // folded while there is no design
        QVERIFY2(panel->countLabel()->text().startsWith(QStringLiteral("No design")),
                 qPrintable(panel->countLabel()->text()));

        ui::FactorRow* ratio = addFactor(compose, QStringLiteral("params.ratio"), {"0.5", "0.75"});
        QVERIFY(panel->isExpanded());
        QCOMPARE(chipTexts(ratio), (QStringList{"0.5", "0.75"}));
        QCOMPARE(ratio->name(), QStringLiteral("ratio"));
        // The fields offered: the game's parameters, the session's, and each seat's by its kind.
        QCOMPARE(ratio->fieldBox()->currentText(), QStringLiteral("Ratio R (params.ratio)"));
        for (const char* path : {"params.max", "rounds", "chain_of_thought", "seats[*].strategy", "seats[9].persona"})
            QVERIFY2(ratio->fieldBox()->findData(QString::fromLatin1(path)) >= 0, path);
        QCOMPARE(ratio->fieldBox()->findData(QStringLiteral("seats[0].model")), -1);  // a bot has no model
        QVERIFY2(panel->countLabel()->text().startsWith(QStringLiteral("2 treatments × 2 repetitions = 4 sessions")),
                 qPrintable(panel->countLabel()->text()));
        ui::FactorRow* strategy = addFactor(compose, QStringLiteral("seats[*].strategy"), {"random", "ne"});
        QCOMPARE(strategy->name(), QStringLiteral("all.strategy"));
        // 8 sessions × 3 rounds × 10 seats, every seat deciding every round in this game.
        QCOMPARE(
            panel->countLabel()->text(),
            QStringLiteral("4 treatments × 2 repetitions = 8 sessions; 240 decisions (sessions × rounds × seats)."));
        QVERIFY(panel->errorLabel()->isHidden());
        QVERIFY(compose.seatTable()->isEnabled());  // factors override seat fields per treatment
        QVERIFY(compose.runnable());

        // The spec Compose writes, parsed by the engine: the last factor in name order changes fastest.
        const Json written = compose.specJson();
        QCOMPARE(written["treatments"]["crossed"]["ratio"],
                 Json::parse(R"({"field": "params.ratio", "levels": [0.5, 0.75]})"));
        auto spec = engine::parseExperimentSpec(written, games(), 1);
        QVERIFY2(spec, spec ? "" : spec.error().message.c_str());
        QCOMPARE(labelsOf(spec.value()), (QStringList{"all.strategy=random,ratio=0.5", "all.strategy=random,ratio=0.75",
                                                      "all.strategy=ne,ratio=0.5", "all.strategy=ne,ratio=0.75"}));
        QCOMPARE(spec->treatments[3].levels, Json::parse(R"({"all.strategy": "ne", "ratio": "0.75"})"));
        QCOMPARE(spec->treatments[1].spec.params["ratio"].get<double>(), 0.75);
        for (const auto& seat : spec->treatments[2].spec.seats) QCOMPARE(seat.strategy, std::string("ne"));
        QCOMPARE(spec->sessionCount(), 8);

        window.findChild<QWidget*>(QStringLiteral("welcomeBanner"))->hide();
        window.resize(1024, 700);
        window.tabs()->setCurrentWidget(&compose);
        compose.refreshPreviewNow();
        QCoreApplication::processEvents();
        auto* scroll = compose.findChild<QScrollArea*>();
        // The panel is the last thing in the pane: scrolled to the end once the layout has settled.
        QCoreApplication::processEvents();
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        QVERIFY(panel->countLabel()->visibleRegion().boundingRect().height() == panel->countLabel()->height());
        test::screenshot(&window, QStringLiteral("compose_design_panel"));
        // Nothing of the panel is cut at 1024 px: it fits the pane's width.
        QVERIFY2(panel->width() <= scroll->viewport()->width(),
                 qPrintable(QStringLiteral("%1 > %2").arg(panel->width()).arg(scroll->viewport()->width())));
        window.resize(1600, 1000);
        QCoreApplication::processEvents();
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        test::screenshot(&window, QStringLiteral("compose_design_panel_full"));

        window.arena()->setPacing(0);
        QVERIFY(window.runComposed());
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller()->active(), 30000);
        ui::ResultsView* results = window.results();
        QVERIFY(results->openRun(window.controller()->runDir()).ok());
        QCOMPARE(results->model()->sessions().size(), std::size_t{8});
        auto* bars = results->scoreBars();
        bars->setMeasure(QStringLiteral("treatment:gamabench_repo"));
        QCOMPARE(bars->measure(), QStringLiteral("treatment:gamabench_repo"));
        QCOMPARE(bars->bars().size(), std::size_t{4});
        QStringList barLabels;
        for (const auto& b : bars->bars()) barLabels << b.label;
        QCOMPARE(barLabels, labelsOf(spec.value()));
        // Ten equilibrium bots at R < 1 all pick the lowest number: 100 in every session.
        for (std::size_t i : {std::size_t{2}, std::size_t{3}}) {
            QCOMPARE(bars->bars()[i].summary.mean, 100.0);
            QCOMPARE(bars->bars()[i].summary.n, 2);
        }
        QVERIFY(bars->bars()[0].summary.mean < 100.0);  // random picks are not all zero
        const QString note = bars->findChild<QLabel*>(QStringLiteral("scoreNote"))->text();
        QVERIFY2(note.contains(QStringLiteral("all.strategy=ne,ratio=0.5 − all.strategy=random,ratio=0.5")),
                 qPrintable(note));
    }

    // A spec file's crossed design fills the rows; a seat entry of four seats that are all of them is
    // "every seat"; writing it back gives the same treatments.
    void aLoadedDesignFillsThePanel() {
        ui::ComposeView compose(games());
        compose.setSeatServices(app::providerSeatServices());
        const Json file = Json::parse(R"({"game": "public_goods", "repetitions": 3, "rounds": 4,
            "seats": [{"type": "bot", "strategy": "random", "count": 4}],
            "treatments": {"crossed": {"ratio": {"field": "params.ratio", "levels": [1.5, 3.0]},
                                       "first": {"field": "seats[0].strategy", "levels": {"random": "random", "eq": "ne"}}},
                           "common_random_numbers": false}})");
        LOAD_SPEC(compose, file);
        ui::DesignPanel* panel = compose.designPanel();
        QVERIFY(panel->isExpanded());
        QCOMPARE(panel->rows().size(), std::size_t{2});
        ui::FactorRow* first = panel->rows()[0];
        ui::FactorRow* ratio = panel->rows()[1];
        QCOMPARE(first->name(), QStringLiteral("first"));
        QCOMPARE(first->field(), QStringLiteral("seats[*].strategy"));
        QCOMPARE(chipTexts(first), (QStringList{"eq: ne", "random"}));
        QCOMPARE(ratio->field(), QStringLiteral("params.ratio"));
        QCOMPARE(chipTexts(ratio), (QStringList{"1.5", "3"}));
        QVERIFY(!compose.findChild<QCheckBox*>(QStringLiteral("crnCheck"))->isChecked());
        QVERIFY(panel->countLabel()->text().startsWith(QStringLiteral("4 treatments × 3 repetitions = 12 sessions")));
        QVERIFY(compose.seatTable()->isEnabled());

        auto original = engine::parseExperimentSpec(file, games(), 1);
        auto back = compose.spec();
        QVERIFY2(back, back ? "" : back.error().message.c_str());
        QCOMPARE(labelsOf(back.value()), labelsOf(original.value()));
        QVERIFY(!back->commonRandomNumbers);
        for (const auto& seat : back->treatments[0].spec.seats) QCOMPARE(seat.strategy, std::string("ne"));
        QCOMPARE(back->treatments[3].spec.params["ratio"].get<double>(), 3.0);

        // An edit of the seat table reaches every treatment now: the table is the design's base.
        compose.seatTable()->setRow(1, {{"type", "bot"}, {"strategy", "ne"}, {"name", "steady"}});
        back = compose.spec();
        QCOMPARE(back->treatments[0].spec.seats[1].name, std::string("steady"));

        // "Drop the design" clears the panel: one configuration again.
        compose.findChild<QPushButton*>(QStringLiteral("dropDesignButton"))->click();
        QVERIFY(panel->rows().empty());
        QCOMPARE(compose.spec()->sessionCount(), 3);
        QVERIFY(!compose.specJson().contains("treatments"));
        QVERIFY(panel->countLabel()->text().startsWith(QStringLiteral("No design")));
    }

    void aListedDesignIsShownAndKept() {
        ui::ComposeView compose(games());
        compose.setSeatServices(app::providerSeatServices());
        LOAD_SPEC(compose, Json::parse(R"({"game": "public_goods", "repetitions": 2,
            "seats": [{"type": "bot", "strategy": "random"}, {"type": "bot", "strategy": "random", "count": 3}],
            "treatments": {"listed": [{"label": "baseline"}, {"label": "steady", "set": {"seats[0].strategy": "ne"}}]}})"));
        ui::DesignPanel* panel = compose.designPanel();
        QCOMPARE(compose.findChild<QComboBox*>(QStringLiteral("designMode"))->currentIndex(), 1);
        const QString listed = compose.findChild<QLabel*>(QStringLiteral("listedTreatments"))->text();
        QVERIFY2(listed.contains(QStringLiteral("• steady: seats[0].strategy = ne")), qPrintable(listed));
        QVERIFY(!compose.findChild<QPushButton*>(QStringLiteral("addFactorButton"))->isEnabled());
        QVERIFY(panel->countLabel()->text().startsWith(QStringLiteral("2 treatments × 2 repetitions = 4 sessions")));
        auto spec = compose.spec();
        QVERIFY2(spec, spec ? "" : spec.error().message.c_str());
        QCOMPARE(labelsOf(spec.value()), (QStringList{"baseline", "steady"}));
        QCOMPARE(spec->treatments[1].spec.seats[0].strategy, std::string("ne"));
        QCOMPARE(spec->treatments[1].spec.seats[1].strategy, std::string("random"));
    }

    // seats[1] of a file holds two of four seats: no one seat-table row stands for it, so the design
    // stays as the file writes it, and the seat table (which would reach none of it) is off.
    void aDesignOverPartOfASeatEntryIsKeptAsWritten() {
        ui::ComposeView compose(games());
        compose.setSeatServices(app::providerSeatServices());
        const Json file = Json::parse(R"({"game": "public_goods", "repetitions": 2,
            "seats": [{"type": "bot", "strategy": "random", "count": 2}, {"type": "bot", "strategy": "random", "count": 2}],
            "treatments": {"crossed": {"second": {"field": "seats[1].strategy", "levels": ["random", "ne"]}}}})");
        LOAD_SPEC(compose, file);
        ui::DesignPanel* panel = compose.designPanel();
        QVERIFY(panel->keepsWrittenDesign());
        QVERIFY(!compose.seatTable()->isEnabled());
        QVERIFY(compose.findChild<QLabel*>(QStringLiteral("listedTreatments"))
                    ->text()
                    .contains(QStringLiteral("kept as the spec file writes it")));
        auto spec = compose.spec();
        QVERIFY2(spec, spec ? "" : spec.error().message.c_str());
        QCOMPARE(spec->treatments[1].spec.seats[0].strategy, std::string("random"));
        QCOMPARE(spec->treatments[1].spec.seats[3].strategy, std::string("ne"));
        compose.findChild<QPushButton*>(QStringLiteral("dropDesignButton"))->click();
        QVERIFY(!panel->keepsWrittenDesign());
        QVERIFY(compose.seatTable()->isEnabled());
        QCOMPARE(compose.spec()->sessionCount(), 2);
    }

    void theBudgetIsTheSpecsBudget() {
        ui::ComposeView compose(games());
        compose.setSeatServices(app::providerSeatServices());
        compose.newSpec(QStringLiteral("guess_average"));
        auto* budget = compose.findChild<QDoubleSpinBox*>(QStringLiteral("budgetSpin"));
        QVERIFY(budget->isVisibleTo(&compose));  // a budget applies to any run, designed or not
        QCOMPARE(budget->value(), 0.0);
        QCOMPARE(budget->text(), QStringLiteral("no limit"));
        QVERIFY(!compose.specJson().contains("budget_usd"));
        budget->setValue(2.5);
        QCOMPARE(compose.specJson()["budget_usd"].get<double>(), 2.5);
        QCOMPARE(compose.spec()->budgetUsd, 2.5);
        LOAD_SPEC(compose, {{"game", "guess_average"}, {"budget_usd", 7}});
        QCOMPARE(budget->value(), 7.0);
        budget->setValue(0);
        QVERIFY(!compose.specJson().contains("budget_usd"));
    }

    // The whole design costs what its treatments cost one by one; a model without a price is named.
    void theDesignsCostIsTheSumOfItsTreatments() {
        {
            QFile prices(userPricesPath());
            QVERIFY(prices.open(QIODevice::WriteOnly));
            prices.write(R"({"currency": "USD", "models": {"openai/cheap": {"input": 2.0, "output": 8.0}}})");
        }
        const Json base = {
            {"game", "guess_average"},
            {"rounds", 3},
            {"repetitions", 2},
            {"seats", Json::array({{{"type", "llm"}, {"model", "cheap"}}, {{"type", "bot"}, {"strategy", "random"}}})}};
        ui::ComposeView compose(games());
        compose.setSeatServices(app::providerSeatServices());
        LOAD_SPEC(compose, base);
        addFactor(compose, QStringLiteral("seats[0].model"), {"cheap", "mystery"});
        addFactor(compose, QStringLiteral("chain_of_thought"), {"false", "true"});
        compose.refreshPreviewNow();
        auto whole = compose.costEstimate();
        QVERIFY2(whole, whole ? "" : whole.error().message.c_str());
        double cost = 0;
        long long requests = 0;
        for (const char* model : {"cheap", "mystery"})
            for (bool cot : {false, true}) {
                Json one = base;
                one["seats"][0]["model"] = model;
                one["chain_of_thought"] = cot;
                ui::ComposeView single(games());
                single.setSeatServices(app::providerSeatServices());
                LOAD_SPEC(single, one);
                auto e = single.costEstimate();
                QVERIFY(e);
                cost += e->cost;
                requests += e->requests;
            }
        QCOMPARE(whole->requests, requests);
        QCOMPARE(requests, 4LL * 3 * 2);
        QVERIFY2(std::abs(whole->cost - cost) < 1e-12, qPrintable(QString::number(whole->cost, 'g', 12)));
        QVERIFY(cost > 0);
        QCOMPARE(whole->unknownModels, std::vector<std::string>{"openai/mystery"});
        const QString text = compose.designPanel()->costLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("Estimated cost about %1 USD").arg(QString::number(cost, 'f', 4))),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Unknown price for openai/mystery")));
        QVERIFY(!text.contains(QStringLiteral("budget")));
        compose.findChild<QDoubleSpinBox*>(QStringLiteral("budgetSpin"))->setValue(0.01);
        compose.refreshPreviewNow();
        QVERIFY2(compose.designPanel()->costLabel()->text().contains(QStringLiteral("more than the budget of 0.01")),
                 qPrintable(compose.designPanel()->costLabel()->text()));
    }

    // A level the game refuses: the engine's message beside the panel, and Run does not start.
    // The panel in German and Chinese at 1024 × 700: translated, nothing wider than the pane.
    void theDesignPanelReadsInEachLanguage() {
        for (const auto& [code, count] :
             {std::pair{QStringLiteral("de"), QStringLiteral("4 Behandlungen × 2 "
                                                             "Wiederholungen = 8 Sitzungen")},
              std::pair{QStringLiteral("zh_CN"), QStringLiteral("4 个处理组 × 2 次重复 = 8 场会话")}}) {
            ui::MainWindow window(games(), app::providerSeatServices());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.setLanguage(code);
            ui::ComposeView& compose = *window.compose();
            compose.newSpec(QStringLiteral("guess_average"));
            compose.findChild<QSpinBox*>(QStringLiteral("repetitionsSpin"))->setValue(2);
            addFactor(compose, QStringLiteral("params.ratio"), {"0.5", "0.75"});
            addFactor(compose, QStringLiteral("seats[*].strategy"), {"random", "ne"});
            ui::DesignPanel* panel = compose.designPanel();
            QVERIFY2(panel->countLabel()->text().startsWith(count), qPrintable(panel->countLabel()->text()));
            // The field names are translated too (the seat's own field, "strategy", is the spec's word).
            const QString everySeat = panel->rows().back()->fieldBox()->currentText();
            QVERIFY2(everySeat.startsWith(code == QStringLiteral("de") ? QStringLiteral("jeder Platz: strategy")
                                                                       : QStringLiteral("每个席位：strategy")),
                     qPrintable(everySeat));
            window.findChild<QWidget*>(QStringLiteral("welcomeBanner"))->hide();
            window.resize(1024, 700);
            window.tabs()->setCurrentWidget(&compose);
            QCoreApplication::processEvents();
            auto* scroll = compose.findChild<QScrollArea*>();
            QCoreApplication::processEvents();
            scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
            QVERIFY2(panel->width() <= scroll->viewport()->width(),
                     qPrintable(QStringLiteral("%1 > %2").arg(panel->width()).arg(scroll->viewport()->width())));
            test::screenshot(&window, QStringLiteral("compose_design_panel_") + code);
            window.setLanguage(QStringLiteral("en"));  // the translator is the application's
        }
    }

    void aBadLevelShowsTheEnginesErrorAndStopsRun() {
        ui::MainWindow window(games(), app::providerSeatServices());
        ui::ComposeView& compose = *window.compose();
        compose.newSpec(QStringLiteral("guess_average"));
        QVERIFY(compose.runnable());
        QSignalSpy runnable(&compose, &ui::ComposeView::runnableChanged);
        ui::FactorRow* row = addFactor(compose, QStringLiteral("params.ratio"), {"0.5", "-3"});
        ui::DesignPanel* panel = compose.designPanel();
        auto spec = compose.spec();
        QVERIFY(!spec);
        const QString message = QString::fromStdString(spec.error().message);
        QVERIFY2(message.startsWith(QStringLiteral("treatment 'ratio=-3'")), qPrintable(message));
        QVERIFY(panel->errorLabel()->isVisibleTo(panel));
        QCOMPARE(panel->errorLabel()->text(), QStringLiteral("⚠ The design cannot run: %1").arg(message));
        QVERIFY(!compose.runnable());
        QVERIFY(!runnable.isEmpty());
        QCOMPARE(runnable.last().at(0).toBool(), false);
        QCOMPARE(runnable.last().at(1).toString(), message);
        QVERIFY(!window.runComposed());
        QVERIFY(window.statusBar()->currentMessage().contains(message));
        auto* runAction = window.findChild<QAction*>(QStringLiteral("runAction"));
        QVERIFY(runAction);
        QVERIFY(!runAction->isEnabled());  // no dead button: Run is greyed while the spec cannot run
        QVERIFY(!window.controller()->active());

        // The bad chip removed: the design runs again.
        QList<QToolButton*> removes;
        for (auto* b : row->levels()->findChildren<QToolButton*>(QStringLiteral("removeLevel")))
            if (b->parentWidget()->isVisibleTo(row->levels())) removes << b;
        QCOMPARE(removes.size(), 2);
        removes.at(1)->click();
        QCOMPARE(chipTexts(row), QStringList{"0.5"});
        QVERIFY(compose.runnable());
        QCOMPARE(runnable.last().at(0).toBool(), true);
        QVERIFY(panel->errorLabel()->isHidden());
        QVERIFY(runAction->isEnabled());

        // A field that cannot be a factor, typed by hand.
        addFactor(compose, QStringLiteral("colour"), {"red"});
        QVERIFY(!compose.runnable());
        QVERIFY2(panel->errorLabel()->text().contains(QStringLiteral("field 'colour' cannot be a treatment factor")),
                 qPrintable(panel->errorLabel()->text()));
        // Two factors with one name are refused before the engine would keep only one of them.
        compose.designPanel()->rows().back()->fieldBox()->setCurrentText(QStringLiteral("params.ratio"));
        QVERIFY(!compose.runnable());
        QVERIFY2(panel->errorLabel()->text().contains(QStringLiteral("two design factors are named 'ratio'")),
                 qPrintable(panel->errorLabel()->text()));
    }
};

QTEST_MAIN(TestGuiDesignPanel)
#include "tst_gui_design_panel.moc"
