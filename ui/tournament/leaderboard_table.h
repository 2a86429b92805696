#pragma once
// LeaderboardTable: one environment's standings as a table, re-sorted each time a result is
// applied — rank, entrant, the score its metric ranks by (TrueSkill μ − 3σ, a conservative rating;
// a mean reward or a win rate with its 95 % interval), μ and σ (matches), wins, draws, losses,
// games — or LLMArena's normalised table across environments (100 · value / the reference's).
// A view over LeaderboardModel; it hides the columns an environment has no use for.
#include <QTableView>

#include "ui/tournament/leaderboard_model.h"

namespace nashlab::ui {

class LeaderboardTable final : public QTableView {
    Q_OBJECT

public:
    explicit LeaderboardTable(QWidget* parent = nullptr);

    /// Shows `environment` of `standings`; entrants in order of their score, highest first (ties
    /// keep the spec's order).
    void show(const engine::TournamentSpec& spec, const engine::Standings& standings, int environment);
    /// Shows the normalised table (tournamentReport's "normalised"): a column per environment and
    /// the average, best average first; "—" where the reference scored 0.
    void showNormalised(const engine::TournamentSpec& spec, const engine::Json& normalised);
    /// No rows until the next show.
    void clear();
    /// The entrants' names top to bottom, as shown.
    QStringList names() const;
    LeaderboardModel* leaderboardModel() const { return m_model; }
    using Column = LeaderboardModel::Column;
    using enum LeaderboardModel::Column;

private:
    /// The headers' sizes after a refill (a reset forgets them): the entrant's column takes the rest.
    void fitColumns();
    /// Hides the interval of a TrueSkill rating and the rating of an environment that rates no one.
    void hideUnused(engine::Metric metric, bool solo);

    LeaderboardModel* m_model;
};

}  // namespace nashlab::ui
