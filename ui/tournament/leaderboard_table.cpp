#include "ui/tournament/leaderboard_table.h"

#include <QHeaderView>

namespace nashlab::ui {

LeaderboardTable::LeaderboardTable(QWidget* parent) : QTableView(parent), m_model(new LeaderboardModel(this)) {
    setObjectName(QStringLiteral("leaderboardTable"));
    setModel(m_model);
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    fitColumns();
    hideUnused(engine::Metric::TrueSkill, false);  // the empty model's headers: a match's
}

void LeaderboardTable::fitColumns() {
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
}

void LeaderboardTable::show(const engine::TournamentSpec& spec, const engine::Standings& standings, int env) {
    m_model->setStandings(spec, standings, env);
    const engine::Environment& environment = spec.environments.at(static_cast<std::size_t>(env));
    fitColumns();
    hideUnused(environment.metric, environment.solo());
}

void LeaderboardTable::hideUnused(engine::Metric metric, bool solo) {
    setColumnHidden(Interval, metric == engine::Metric::TrueSkill);
    setColumnHidden(Mu, solo);
    setColumnHidden(Sigma, solo);
}

void LeaderboardTable::showNormalised(const engine::TournamentSpec& spec, const engine::Json& normalised) {
    m_model->setNormalised(spec, normalised);
    fitColumns();
    for (int c = 0; c < m_model->columnCount(); ++c) setColumnHidden(c, false);
}

void LeaderboardTable::clear() { m_model->clear(); }

QStringList LeaderboardTable::names() const {
    QStringList out;
    for (int row = 0; row < m_model->rowCount(); ++row) out << m_model->index(row, Name).data().toString();
    return out;
}

}  // namespace nashlab::ui
