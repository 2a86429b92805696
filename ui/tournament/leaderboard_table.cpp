#include "ui/tournament/leaderboard_table.h"

#include <QHeaderView>

#include <algorithm>
#include <cmath>
#include <numeric>
#include "engine/tournament/tournament_report.h"

namespace nashlab::ui {

LeaderboardTable::LeaderboardTable(QWidget* parent) : QTableWidget(parent) {
    setObjectName(QStringLiteral("leaderboardTable"));
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setColumnCount(ColumnCount);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
}

void LeaderboardTable::setCell(int row, int column, const QString& text, bool number) {
    auto* item = new QTableWidgetItem(text);
    if (number) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setItem(row, column, item);
}

void LeaderboardTable::show(const engine::TournamentSpec& spec, const engine::Standings& standings, int env) {
    const engine::Environment& environment = spec.environments.at(static_cast<std::size_t>(env));
    const engine::Metric metric = environment.metric;
    const bool rated = metric == engine::Metric::TrueSkill;
    const QString scoreName = rated                               ? tr("μ − 3σ")
                              : metric == engine::Metric::WinRate ? tr("Win rate")
                                                                  : tr("Mean reward");
    setColumnCount(ColumnCount);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    setHorizontalHeaderLabels({tr("#"), tr("Entrant"), scoreName, tr("95 % interval"), tr("μ"), tr("σ"), tr("W"),
                               tr("D"), tr("L"), tr("Games")});
    horizontalHeaderItem(Conservative)
        ->setToolTip(rated ? tr("TrueSkill conservative rating: the sort order")
                           : tr("The environment's metric (LLMArena's): the sort order"));
    setColumnHidden(Interval, rated);
    setColumnHidden(Mu, environment.solo());
    setColumnHidden(Sigma, environment.solo());
    const int n = static_cast<int>(spec.entrants.size());
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    auto score = [&](int i) {
        const engine::Standing& s = standings.at(env, i);
        return rated ? s.rating.mu - 3.0 * s.rating.sigma : s.meanValue();
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return score(a) > score(b); });
    const int digits = metric == engine::Metric::WinRate ? 3 : 2;
    setRowCount(n);
    for (int row = 0; row < n; ++row) {
        const int i = order[static_cast<std::size_t>(row)];
        const engine::Standing& s = standings.at(env, i);
        setCell(row, Rank, QString::number(row + 1), true);
        setCell(row, Name, QString::fromStdString(spec.entrants[static_cast<std::size_t>(i)].name), false);
        setCell(row, Conservative, QString::number(score(i), 'f', digits), true);
        const auto [low, high] = engine::valueInterval(metric, s);
        setCell(row, Interval,
                s.games > 0 ? QStringLiteral("[%1, %2]").arg(low, 0, 'f', digits).arg(high, 0, 'f', digits) : QString(),
                true);
        setCell(row, Mu, QString::number(s.rating.mu, 'f', 2), true);
        setCell(row, Sigma, QString::number(s.rating.sigma, 'f', 2), true);
        setCell(row, Wins, QString::number(s.wins), true);
        setCell(row, Draws, QString::number(s.draws), true);
        setCell(row, Losses, QString::number(s.losses), true);
        setCell(row, Games, QString::number(s.games), true);
    }
}

void LeaderboardTable::showNormalised(const engine::TournamentSpec& spec, const engine::Json& normalised) {
    const int envs = static_cast<int>(spec.environments.size());
    for (int c = 0; c < ColumnCount; ++c) setColumnHidden(c, false);
    setColumnCount(2 + envs + 1);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    QStringList header{tr("#"), tr("Entrant")};
    for (const auto& e : spec.environments) header << QString::fromStdString(e.name);
    header << tr("Average");
    setHorizontalHeaderLabels(header);
    horizontalHeaderItem(1 + envs + 1)
        ->setToolTip(tr("100 · value / value of %1 in each environment, averaged (LLMArena's Table 1)")
                         .arg(QString::fromStdString(normalised.value("reference", ""))));
    const engine::Json rows = normalised.value("entrants", engine::Json::array());
    setRowCount(static_cast<int>(rows.size()));
    const auto number = [](const engine::Json& v) {
        return v.is_number() ? QString::number(v.get<double>(), 'f', 1) : QStringLiteral("—");
    };
    for (int row = 0; row < static_cast<int>(rows.size()); ++row) {
        const engine::Json& r = rows[static_cast<std::size_t>(row)];
        setCell(row, Rank, QString::number(row + 1), true);
        setCell(row, Name, QString::fromStdString(r.value("name", "")), false);
        for (int e = 0; e < envs; ++e)
            setCell(
                row, 2 + e,
                number(r["environments"].value(spec.environments[static_cast<std::size_t>(e)].name, engine::Json())),
                true);
        setCell(row, 2 + envs, number(r.value("average", engine::Json())), true);
    }
}

QStringList LeaderboardTable::names() const {
    QStringList out;
    for (int row = 0; row < rowCount(); ++row) out << (item(row, Name) ? item(row, Name)->text() : QString());
    return out;
}

}  // namespace nashlab::ui
