#include "ui/tournament/leaderboard_table.h"

#include <QHeaderView>
#include <algorithm>
#include <numeric>

namespace nashlab::ui {

LeaderboardTable::LeaderboardTable(QWidget* parent) : QTableWidget(parent) {
    setObjectName(QStringLiteral("leaderboardTable"));
    setColumnCount(ColumnCount);
    setHorizontalHeaderLabels(
        {tr("#"), tr("Entrant"), tr("μ − 3σ"), tr("μ"), tr("σ"), tr("W"), tr("D"), tr("L"), tr("Games")});
    horizontalHeaderItem(Conservative)->setToolTip(tr("TrueSkill conservative rating: the sort order"));
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
}

void LeaderboardTable::show(const engine::TournamentSpec& spec, const engine::Standings& standings, int env) {
    const int n = static_cast<int>(spec.entrants.size());
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    auto conservative = [&](int i) {
        const auto& r = standings.at(env, i).rating;
        return r.mu - 3.0 * r.sigma;
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return conservative(a) > conservative(b); });
    setRowCount(n);
    for (int row = 0; row < n; ++row) {
        const int i = order[static_cast<std::size_t>(row)];
        const engine::Standing& s = standings.at(env, i);
        auto cell = [&](int col, const QString& text, bool number) {
            auto* item = new QTableWidgetItem(text);
            if (number) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            setItem(row, col, item);
        };
        cell(Rank, QString::number(row + 1), true);
        cell(Name, QString::fromStdString(spec.entrants[static_cast<std::size_t>(i)].name), false);
        cell(Conservative, QString::number(conservative(i), 'f', 2), true);
        cell(Mu, QString::number(s.rating.mu, 'f', 2), true);
        cell(Sigma, QString::number(s.rating.sigma, 'f', 2), true);
        cell(Wins, QString::number(s.wins), true);
        cell(Draws, QString::number(s.draws), true);
        cell(Losses, QString::number(s.losses), true);
        cell(Games, QString::number(s.games), true);
    }
}

QStringList LeaderboardTable::names() const {
    QStringList out;
    for (int row = 0; row < rowCount(); ++row) out << (item(row, Name) ? item(row, Name)->text() : QString());
    return out;
}

}  // namespace nashlab::ui
