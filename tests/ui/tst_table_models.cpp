// The read-only table models of ui/ under QAbstractItemModelTester (its failures fail the test):
// LeaderboardModel filled from a hand-made tournament's standings (TrueSkill, then a win rate with
// fewer entrants, then the same shape after one more result: cells changed in place, no reset) and
// from a hand-written normalised table; ModelRanksModel from hand-written design.models entries;
// SeatModel, the Compose tab's seats, filled from a spec's seats, edited, moved and emptied;
// EntrantModel, the tournament form's entrants, ticked, found and removed.
// Each asserts what a person reads: the rank order, the formatted numbers, "—" where there is no
// value, the headers and their tooltips, right-aligned numbers. And the views over them: the
// leaderboard hides the columns an environment has no use for, the ranks follow their scope.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QSignalSpy>
#include <QTableView>
#include <QtTest>

#include "engine/game/game_registry.h"
#include "engine/tournament/standings.h"
#include "engine/tournament/tournament_spec.h"
#include "ui/common/seat_palette.h"
#include "ui/compose/seat_model.h"
#include "ui/results/model_ranks_model.h"
#include "ui/results/model_ranks_table.h"
#include "ui/tournament/entrant_model.h"
#include "ui/tournament/leaderboard_model.h"
#include "ui/tournament/leaderboard_table.h"

using namespace nashlab;
using engine::Json;
using Tester = QAbstractItemModelTester;

namespace {

constexpr int kRight = int(Qt::AlignRight | Qt::AlignVCenter);

engine::TournamentSpec tournament(const std::vector<std::string>& entrants,
                                  const std::vector<engine::Environment>& environments) {
    engine::TournamentSpec spec;
    spec.name = "hand-made";
    for (const auto& name : entrants) spec.entrants.push_back({name, Json{{"type", "bot"}}, Json::object()});
    spec.environments = environments;
    return spec;
}

engine::Environment environment(const std::string& name, engine::Metric metric,
                                engine::Format format = engine::Format::Match) {
    engine::Environment e;
    e.name = name;
    e.game = name;
    e.metric = metric;
    e.format = format;
    return e;
}

/// A match in `environment`: `first` against `second`, 1 first won, 0.5 a draw, 0 second won; the
/// win-rate value 1 for the winner.
engine::GameResult game(int index, int environment, int first, int second, double score) {
    return {index, environment, first, second, score, false, score > 0.5 ? 1.0 : 0.0, score < 0.5 ? 1.0 : 0.0};
}

QString text(const QAbstractItemModel& m, int row, int column) { return m.index(row, column).data().toString(); }

QStringList column(const QAbstractItemModel& m, int c) {
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r) out << text(m, r, c);
    return out;
}

QStringList headers(const QAbstractItemModel& m) {
    QStringList out;
    for (int c = 0; c < m.columnCount(); ++c) out << m.headerData(c, Qt::Horizontal).toString();
    return out;
}

QVariant alignment(const QAbstractItemModel& m, int row, int column) {
    return m.index(row, column).data(Qt::TextAlignmentRole);
}

Json rankEntry(int rank, const std::string& model, const std::string& kind, double strength, const Json& ci95,
               int sessions, int wins, int draws, int losses) {
    Json e = {{"rank", rank},         {"model", model}, {"kind", kind},   {"strength", strength},
              {"sessions", sessions}, {"wins", wins},   {"draws", draws}, {"losses", losses}};
    if (!ci95.is_null()) e["ci95"] = ci95;
    return e;
}

}  // namespace

class TestTableModels : public QObject {
    Q_OBJECT

private slots:
    void leaderboardStandings() {
        ui::LeaderboardModel model;
        Tester tester(&model, Tester::FailureReportingMode::QtTest);
        using C = ui::LeaderboardModel;
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(C::ColumnCount));

        // TrueSkill, four entrants: alpha beats beta and gamma, beta beats gamma, delta never plays.
        const auto spec =
            tournament({"gamma", "alpha", "delta", "beta"}, {environment("tictactoe", engine::Metric::TrueSkill)});
        engine::Standings standings(4, 1);
        standings.apply(game(0, 0, 1, 3, 1.0));
        standings.apply(game(1, 0, 3, 0, 1.0));
        standings.apply(game(2, 0, 0, 1, 0.0));
        model.setStandings(spec, standings, 0);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(C::ColumnCount));
        QCOMPARE(headers(model),
                 (QStringList{"#", "Entrant", "μ − 3σ", "95 % interval", "μ", "σ", "W", "D", "L", "Games"}));
        QCOMPARE(model.headerData(C::Conservative, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 QStringLiteral("TrueSkill conservative rating: the sort order"));
        QVERIFY(!model.headerData(C::Name, Qt::Horizontal, Qt::ToolTipRole).isValid());
        // By μ − 3σ: two wins, one of each, no game (0.00), two losses.
        QCOMPARE(column(model, C::Rank), (QStringList{"1", "2", "3", "4"}));
        QCOMPARE(column(model, C::Name), (QStringList{"alpha", "beta", "delta", "gamma"}));
        QCOMPARE(column(model, C::Wins), (QStringList{"2", "1", "0", "0"}));
        QCOMPARE(column(model, C::Losses), (QStringList{"0", "1", "0", "2"}));
        QCOMPARE(column(model, C::Games), (QStringList{"2", "2", "0", "2"}));
        QCOMPARE(column(model, C::Draws), (QStringList{"0", "0", "0", "0"}));
        const engine::Standing& alpha = standings.at(0, 1);
        QCOMPARE(text(model, 0, C::Conservative), QString::number(alpha.rating.mu - 3 * alpha.rating.sigma, 'f', 2));
        QCOMPARE(text(model, 0, C::Mu), QString::number(alpha.rating.mu, 'f', 2));
        QCOMPARE(text(model, 0, C::Sigma), QString::number(alpha.rating.sigma, 'f', 2));
        QVERIFY(alpha.rating.mu > 25.0);
        // The entrant that has not played: the prior, 25 ± 25/3, no interval.
        QCOMPARE(text(model, 2, C::Conservative), QStringLiteral("0.00"));
        QCOMPARE(text(model, 2, C::Mu), QStringLiteral("25.00"));
        QCOMPARE(text(model, 2, C::Sigma), QStringLiteral("8.33"));
        QCOMPARE(text(model, 2, C::Interval), QString());
        QVERIFY(text(model, 3, C::Conservative).startsWith(QLatin1Char('-')));
        // Numbers right-aligned, the entrant's name as the style has it.
        QCOMPARE(alignment(model, 0, C::Rank), QVariant(kRight));
        QCOMPARE(alignment(model, 1, C::Conservative), QVariant(kRight));
        QCOMPARE(alignment(model, 3, C::Games), QVariant(kRight));
        QVERIFY(!alignment(model, 0, C::Name).isValid());
        QVERIFY(!model.index(0, C::Name).data(Qt::EditRole).isValid());
        QVERIFY(!(model.flags(model.index(0, C::Name)) & Qt::ItemIsEditable));

        // Refilled: a win rate (three digits, Wilson interval), two entrants tied on 1 of 3 keep the
        // spec's order.
        const auto spec2 = tournament({"yankee", "xray"}, {environment("undercover", engine::Metric::WinRate)});
        engine::Standings standings2(2, 1);
        standings2.apply(game(0, 0, 1, 0, 1.0));
        standings2.apply(game(1, 0, 0, 1, 1.0));
        standings2.apply(game(2, 0, 0, 1, 0.5));
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setStandings(spec2, standings2, 0);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.headerData(C::Conservative, Qt::Horizontal).toString(), QStringLiteral("Win rate"));
        QCOMPARE(model.headerData(C::Conservative, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 QStringLiteral("The environment's metric (LLMArena's): the sort order"));
        QCOMPARE(column(model, C::Name), (QStringList{"yankee", "xray"}));
        QCOMPARE(column(model, C::Conservative), (QStringList{"0.333", "0.333"}));
        QCOMPARE(column(model, C::Interval), (QStringList{"[0.061, 0.792]", "[0.061, 0.792]"}));
        QCOMPARE(column(model, C::Draws), (QStringList{"1", "1"}));
        QCOMPARE(column(model, C::Games), (QStringList{"3", "3"}));

        // One more result: the same shape, so the cells change in place; xray now leads.
        standings2.apply(game(3, 0, 1, 0, 1.0));
        model.setStandings(spec2, standings2, 0);
        QCOMPARE(resets.count(), 1);
        QVERIFY(changed.count() >= 1);
        QCOMPARE(column(model, C::Name), (QStringList{"xray", "yankee"}));
        QCOMPARE(column(model, C::Conservative), (QStringList{"0.500", "0.250"}));
        QCOMPARE(column(model, C::Interval), (QStringList{"[0.150, 0.850]", "[0.046, 0.699]"}));
        QCOMPARE(column(model, C::Wins), (QStringList{"2", "1"}));

        // Cleared: no rows, the headers stay.
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.headerData(C::Conservative, Qt::Horizontal).toString(), QStringLiteral("Win rate"));
    }

    void leaderboardNormalised() {
        ui::LeaderboardModel model;
        Tester tester(&model, Tester::FailureReportingMode::QtTest);
        const auto spec = tournament({"alpha", "beta", "gamma"},
                                     {environment("tictactoe", engine::Metric::TrueSkill),
                                      environment("hanabi", engine::Metric::AverageReward, engine::Format::SelfPlay)});
        engine::Standings standings(3, 2);
        model.setStandings(spec, standings, 0);
        QCOMPARE(model.columnCount(), int(ui::LeaderboardModel::ColumnCount));
        // As engine::normalisedScores writes it; beta's hanabi value is null, gamma's is not there.
        const Json normalised = Json::parse(R"({
            "reference": "alpha",
            "metrics": {"tictactoe": "trueskill", "hanabi": "average_reward"},
            "entrants": [
                {"name": "alpha", "environments": {"tictactoe": 100.0, "hanabi": 100.0}, "average": 100.0},
                {"name": "beta", "environments": {"tictactoe": 66.666, "hanabi": null}, "average": 66.666,
                 "missing": ["hanabi"]},
                {"name": "gamma", "environments": {"tictactoe": 12.04}, "average": null}
            ]})");
        model.setNormalised(spec, normalised);
        QVERIFY(model.normalised());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), 2 + 2 + 1);
        QCOMPARE(headers(model), (QStringList{"#", "Entrant", "tictactoe", "hanabi", "Average"}));
        QCOMPARE(model.headerData(4, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 QStringLiteral("100 · value / value of alpha in each environment, averaged (LLMArena's Table 1)"));
        QVERIFY(!model.headerData(ui::LeaderboardModel::Conservative, Qt::Horizontal, Qt::ToolTipRole).isValid());
        QCOMPARE(column(model, 0), (QStringList{"1", "2", "3"}));
        QCOMPARE(column(model, 1), (QStringList{"alpha", "beta", "gamma"}));
        QCOMPARE(column(model, 2), (QStringList{"100.0", "66.7", "12.0"}));
        QCOMPARE(column(model, 3), (QStringList{"100.0", "—", "—"}));
        QCOMPARE(column(model, 4), (QStringList{"100.0", "66.7", "—"}));
        QCOMPARE(alignment(model, 1, 3), QVariant(kRight));
        QCOMPARE(alignment(model, 2, 4), QVariant(kRight));
        QVERIFY(!alignment(model, 0, 1).isValid());

        // Refilled with two entrants, another reference.
        const Json two = Json::parse(R"({
            "reference": "beta",
            "entrants": [
                {"name": "beta", "environments": {"tictactoe": 100.0, "hanabi": 100.0}, "average": 100.0},
                {"name": "alpha", "environments": {"tictactoe": 40.0, "hanabi": 0.0}, "average": 20.0}
            ]})");
        model.setNormalised(spec, two);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(column(model, 1), (QStringList{"beta", "alpha"}));
        QCOMPARE(column(model, 3), (QStringList{"100.0", "0.0"}));
        QCOMPARE(column(model, 4), (QStringList{"100.0", "20.0"}));
        QCOMPARE(model.headerData(4, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 QStringLiteral("100 · value / value of beta in each environment, averaged (LLMArena's Table 1)"));

        // Back to one environment's standings: its ten columns again.
        model.setStandings(spec, standings, 1);
        QVERIFY(!model.normalised());
        QCOMPARE(model.columnCount(), int(ui::LeaderboardModel::ColumnCount));
        QCOMPARE(model.headerData(ui::LeaderboardModel::Conservative, Qt::Horizontal).toString(),
                 QStringLiteral("Mean reward"));
        QCOMPARE(column(model, ui::LeaderboardModel::Conservative), (QStringList{"0.00", "0.00", "0.00"}));
    }

    void leaderboardTableHidesColumns() {
        // The view: what an environment has no use for is hidden, the normalised table shows all.
        ui::LeaderboardTable table;
        Tester tester(table.model(), Tester::FailureReportingMode::QtTest);
        const auto spec = tournament(
            {"alpha", "beta"}, {environment("tictactoe", engine::Metric::TrueSkill),
                                environment("field", engine::Metric::AverageReward, engine::Format::VersusField)});
        engine::Standings standings(2, 2);
        standings.apply(game(0, 0, 1, 0, 1.0));
        standings.apply({1, 1, 0, 0, 0.0, true, 3.5, 0.0});  // alpha alone against the field
        table.show(spec, standings, 0);
        QVERIFY(table.isColumnHidden(ui::LeaderboardTable::Interval));
        QVERIFY(!table.isColumnHidden(ui::LeaderboardTable::Mu));
        QCOMPARE(table.names(), (QStringList{"beta", "alpha"}));
        table.show(spec, standings, 1);
        QVERIFY(!table.isColumnHidden(ui::LeaderboardTable::Interval));
        QVERIFY(table.isColumnHidden(ui::LeaderboardTable::Mu));
        QVERIFY(table.isColumnHidden(ui::LeaderboardTable::Sigma));
        QCOMPARE(table.names(), (QStringList{"alpha", "beta"}));
        QCOMPARE(text(*table.model(), 0, ui::LeaderboardTable::Conservative), QStringLiteral("3.50"));
        QCOMPARE(text(*table.model(), 0, ui::LeaderboardTable::Interval), QStringLiteral("[3.50, 3.50]"));
        QCOMPARE(text(*table.model(), 1, ui::LeaderboardTable::Interval), QString());
        table.showNormalised(spec, Json::parse(R"({"reference": "alpha", "entrants": [
            {"name": "alpha", "environments": {"tictactoe": 100.0, "field": 100.0}, "average": 100.0}]})"));
        QCOMPARE(table.model()->columnCount(), 5);
        for (int c = 0; c < 5; ++c) QVERIFY(!table.isColumnHidden(c));
        QCOMPARE(table.names(), (QStringList{"alpha"}));
        table.clear();
        QCOMPARE(table.model()->rowCount(), 0);
        QVERIFY(table.names().isEmpty());
    }

    void modelRanks() {
        ui::ModelRanksModel model;
        Tester tester(&model, Tester::FailureReportingMode::QtTest);
        using C = ui::ModelRanksModel;
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(C::ColumnCount));
        QCOMPARE(headers(model), (QStringList{"Rank", "Model", "Strength [95% CI]", "Sessions"}));
        QCOMPARE(model.headerData(C::Sessions, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 QStringLiteral("Sessions where the model met another model"));
        QVERIFY(!model.headerData(C::Rank, Qt::Horizontal, Qt::ToolTipRole).isValid());

        const Json three = Json::array({rankEntry(1, "gpt-x", "model", 0.4567, {0.1, 0.9}, 6, 5, 1, 0),
                                        rankEntry(2, "ne", "bot", -0.4567, {-0.904, -0.1}, 6, 1, 1, 4),
                                        rankEntry(3, "m3", "model", 0.0, Json(), 2, 0, 0, 2)});
        model.setRanks(three);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(column(model, C::Rank), (QStringList{"1", "2", "3"}));
        QCOMPARE(column(model, C::Model), (QStringList{"gpt-x", "ne (bot)", "m3"}));
        QCOMPARE(column(model, C::Strength), (QStringList{"0.46 [0.10, 0.90]", "-0.46 [-0.90, -0.10]", "0.00"}));
        QCOMPARE(column(model, C::Sessions), (QStringList{"6", "6", "2"}));
        QCOMPARE(model.index(0, C::Strength).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("5 won, 1 drawn, 0 lost of its pairwise games against other models' seats"));
        QCOMPARE(model.index(1, C::Model).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("1 won, 1 drawn, 4 lost of its pairwise games against other models' seats"));
        QCOMPARE(alignment(model, 0, C::Rank), QVariant(kRight));
        QCOMPARE(alignment(model, 1, C::Strength), QVariant(kRight));
        QCOMPARE(alignment(model, 2, C::Sessions), QVariant(kRight));
        QCOMPARE(alignment(model, 0, C::Model), QVariant(int(Qt::AlignLeft | Qt::AlignVCenter)));
        QVERIFY(!(model.flags(model.index(0, C::Model)) & Qt::ItemIsEditable));

        // Refilled with two: reset; then as many rows again: changed in place.
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setRanks(Json::array({rankEntry(1, "ne", "bot", 1.234, {0.5, 2.0}, 3, 3, 0, 0),
                                    rankEntry(2, "random", "bot", -1.234, {-2.0, -0.5}, 3, 0, 0, 3)}));
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(column(model, C::Model), (QStringList{"ne (bot)", "random (bot)"}));
        QCOMPARE(column(model, C::Strength), (QStringList{"1.23 [0.50, 2.00]", "-1.23 [-2.00, -0.50]"}));
        model.setRanks(Json::array({rankEntry(1, "random", "bot", 0.2, Json(), 4, 2, 1, 1),
                                    rankEntry(2, "ne", "bot", -0.2, Json(), 4, 1, 1, 2)}));
        QCOMPARE(resets.count(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(column(model, C::Model), (QStringList{"random (bot)", "ne (bot)"}));
        QCOMPARE(column(model, C::Strength), (QStringList{"0.20", "-0.20"}));
        // Not a list: no rows.
        model.setRanks(Json::object());
        QCOMPARE(model.rowCount(), 0);
    }

    void modelRanksTableFollowsItsScope() {
        // The widget: all treatments, or one where two models met; the model holds the scope's rows.
        ui::ModelRanksTable ranks;
        Tester tester(ranks.table()->model(), Tester::FailureReportingMode::QtTest);
        QCOMPARE(ranks.table()->model(), static_cast<QAbstractItemModel*>(ranks.model()));
        const Json report = {{"design",
                              {{"treatments", Json::array({{{"label", "a"}}, {{"label", "b"}}, {{"label", "c"}}})},
                               {"models",
                                {{"overall", Json::array({rankEntry(1, "x", "model", 0.5, {0.1, 0.9}, 8, 6, 0, 2),
                                                          rankEntry(2, "y", "model", 0.0, {-0.4, 0.4}, 8, 3, 0, 5),
                                                          rankEntry(3, "z", "bot", -0.5, {-0.9, -0.1}, 8, 2, 0, 6)})},
                                 {"by_treatment",
                                  {{"b", Json::array({rankEntry(1, "y", "model", 0.3, Json(), 2, 2, 0, 0),
                                                      rankEntry(2, "x", "model", -0.3, Json(), 2, 0, 0, 2)})}}}}}}}};
        ranks.setReport(report);
        QVERIFY(ranks.hasRanks());
        auto* scope = ranks.findChild<QComboBox*>(QStringLiteral("modelRanksScope"));
        QCOMPARE(scope->count(), 2);  // all treatments, and b: no two models met under a or c
        QCOMPARE(ranks.table()->model()->rowCount(), 3);
        QCOMPARE(column(*ranks.model(), ui::ModelRanksModel::Model), (QStringList{"x", "y", "z (bot)"}));
        ranks.setTreatment(QStringLiteral("b"));
        QCOMPARE(column(*ranks.model(), ui::ModelRanksModel::Model), (QStringList{"y", "x"}));
        QCOMPARE(text(*ranks.model(), 0, ui::ModelRanksModel::Strength), QStringLiteral("0.30"));
        // A new report that has the chosen treatment keeps it; one without ranks empties the table.
        ranks.setReport(report);
        QCOMPARE(scope->currentData().toString(), QStringLiteral("b"));
        QCOMPARE(ranks.model()->rowCount(), 2);
        ranks.setReport(Json::object());
        QVERIFY(!ranks.hasRanks());
        QCOMPARE(ranks.model()->rowCount(), 0);
    }

    void seatModelKeepsEverySeatField() {
        ui::SeatModel model;
        Tester tester(&model, Tester::FailureReportingMode::QtTest);
        model.setGame(engine::GameRegistry::builtin().find("guess_average"));
        const ui::Endpoint local{QStringLiteral("Local"), QStringLiteral("openai"),
                                 QStringLiteral("http://127.0.0.1:9/v1")};
        model.setEndpoints({ui::defaultEndpoints().front(), local});
        const Json llm = {{"type", "llm"},        {"provider", "openai"}, {"base_url", "http://127.0.0.1:9/v1"},
                          {"model", "m-large"},   {"temperature", 0.4},   {"max_tokens", 77},
                          {"persona", "careful"}, {"name", "the model"}};
        const Json bot = {{"type", "bot"}, {"strategy", "ne"}, {"options", {{"noise", 2}}}};
        const Json human = {{"type", "human"}, {"name", "Ada"}};
        model.setSeats(Json::array({llm, bot, human}));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(ui::SeatModel::ColCount));

        // What a person reads: names (typed, or following the seat), kinds, the endpoint, colours by position.
        QCOMPARE(column(model, ui::SeatModel::ColName), (QStringList{"the model", "ne 2", "Ada"}));
        QCOMPARE(column(model, ui::SeatModel::ColKind), (QStringList{"LLM", "bot", "human"}));
        QCOMPARE(text(model, 0, ui::SeatModel::ColEndpoint), QStringLiteral("Local"));
        QCOMPARE(text(model, 1, ui::SeatModel::ColOptions), QStringLiteral("{\"noise\":2}"));
        for (int r = 0; r < 3; ++r)  // the seat's colour; its number is the row's header
            QCOMPARE(model.index(r, ui::SeatModel::ColColour).data(Qt::BackgroundRole).value<QBrush>().color(),
                     ui::seatColor(r));
        // Only the fields of a seat's kind are editable.
        const auto editable = [&](int row, int col) {
            return model.index(row, col).flags().testFlag(Qt::ItemIsEditable);
        };
        QVERIFY(editable(0, ui::SeatModel::ColModel) && !editable(0, ui::SeatModel::ColStrategy));
        QVERIFY(editable(1, ui::SeatModel::ColStrategy) && !editable(1, ui::SeatModel::ColTemperature));
        QVERIFY(editable(2, ui::SeatModel::ColPersona) && !editable(2, ui::SeatModel::ColEndpoint));

        // The spec comes back as it went in, with the shown names and the endpoint's fields.
        Json expected = Json::array({llm, bot, human});
        expected[1]["name"] = "ne 2";
        QCOMPARE(QString::fromStdString(model.seatsJson().dump()), QString::fromStdString(expected.dump()));

        // A bad temperature is shown and said.
        QVERIFY(model.setData(model.index(0, ui::SeatModel::ColTemperature), QStringLiteral("2.5")));
        QCOMPARE(model.index(0, ui::SeatModel::ColTemperature).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("The temperature must be a number from 0 to 2."));
        QCOMPARE(model.seatJson(0)["temperature"], Json(2.5));  // the spec check refuses it with the seat named

        // The bot becomes a model: its name follows the model typed; the options are not part of it.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(model.setData(model.index(1, ui::SeatModel::ColKind), QStringLiteral("llm")));
        QVERIFY(model.setData(model.index(1, ui::SeatModel::ColModel), QStringLiteral("m-small")));
        QCOMPARE(text(model, 1, ui::SeatModel::ColName), QStringLiteral("m-small 2"));
        QVERIFY(!model.setData(model.index(1, ui::SeatModel::ColModel),
                               QStringLiteral("m-small")));  // no change, no signal
        QCOMPARE(changed.count(), 2);
        QVERIFY(!model.seatJson(1).contains("options"));
        QCOMPARE(model.seatJson(1).value("provider", ""), std::string("openai"));

        // Moving: typed names travel with their seat, automatic ones and colours follow the position.
        QVERIFY(model.moveRows({}, 1, 1, {}, 0));
        QCOMPARE(column(model, ui::SeatModel::ColName), (QStringList{"m-small 1", "the model", "Ada"}));
        QCOMPARE(model.seatJson(1).value("max_tokens", 0), 77);  // the column-less field went with it
        QVERIFY(model.moveRows({}, 0, 1, {}, 3));
        QCOMPARE(column(model, ui::SeatModel::ColName), (QStringList{"the model", "Ada", "m-small 3"}));
        QVERIFY(!model.moveRows({}, 0, 1, {}, 1));  // onto itself: nothing to do
        // Removing renumbers the automatic names.
        QVERIFY(model.removeRows(0, 1));
        QCOMPARE(column(model, ui::SeatModel::ColName), (QStringList{"Ada", "m-small 2"}));
        QVERIFY(!model.removeRows(1, 5));
        // A typed name emptied is automatic again.
        QVERIFY(model.setData(model.index(0, ui::SeatModel::ColName), QString()));
        QCOMPARE(text(model, 0, ui::SeatModel::ColName), QStringLiteral("Human 1"));

        // A listed endpoint picked; then one Settings no longer lists stays the seat's own.
        QCOMPARE(text(model, 1, ui::SeatModel::ColEndpoint),
                 QStringLiteral("OpenAI"));  // the first, for a bot made a model
        QVERIFY(model.setData(model.index(1, ui::SeatModel::ColEndpoint), QStringLiteral("Local")));
        QVERIFY(!model.setData(model.index(1, ui::SeatModel::ColEndpoint), QStringLiteral("Nowhere")));
        model.setEndpoints({ui::defaultEndpoints().front()});
        QCOMPARE(text(model, 1, ui::SeatModel::ColEndpoint), QStringLiteral("openai · http://127.0.0.1:9/v1"));
        QCOMPARE(model.endpointChoices(1).size(), 2);
        QCOMPARE(model.seatJson(1).value("base_url", ""), std::string("http://127.0.0.1:9/v1"));
    }

    void entrantModelTicksAndRemoves() {
        ui::EntrantModel model;
        Tester tester(&model, Tester::FailureReportingMode::QtTest);
        using Kind = ui::Entrant::Kind;
        model.setEntrants({{Kind::Bot, "random", Json::object(), "plays at random", true},
                           {Kind::Bot, "minimax", Json::object(), "", false}});
        model.append(
            {Kind::Model, "m-large", {{"type", "llm"}, {"model", "m-large"}}, "Model m-large of openai", true});
        QCOMPARE(column(model, 0), (QStringList{"random", "minimax", "m-large"}));
        QCOMPARE(model.index(0).data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
        QCOMPARE(model.index(1).data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Unchecked);
        QCOMPARE(model.index(0).data(Qt::ToolTipRole).toString(), QStringLiteral("plays at random"));
        QVERIFY(!model.index(1).data(Qt::ToolTipRole).isValid());
        QVERIFY(model.index(2).flags().testFlag(Qt::ItemIsUserCheckable));
        QCOMPARE(model.find(QStringLiteral("m-large")), 2);
        QCOMPARE(model.find(QStringLiteral("nobody")), -1);
        // Ticked as a person clicks the box, and by name.
        QVERIFY(model.setData(model.index(1), Qt::Checked, Qt::CheckStateRole));
        QVERIFY(!model.setData(model.index(1), Qt::Checked, Qt::CheckStateRole));  // no change
        QVERIFY(!model.setData(model.index(1), QStringLiteral("renamed")));        // names are not edited
        model.tickOnly({QStringLiteral("m-large")});
        QCOMPARE(model.at(0).ticked, false);
        QCOMPARE(model.at(1).ticked, false);
        QCOMPARE(model.at(2).ticked, true);
        QVERIFY(model.removeRows(0, 1));
        QCOMPARE(column(model, 0), (QStringList{"minimax", "m-large"}));
        QCOMPARE(model.at(1).seat.value("model", ""), std::string("m-large"));
        QVERIFY(!model.removeRows(1, 2));
    }
};

QTEST_MAIN(TestTableModels)
#include "tst_table_models.moc"
