#pragma once
// LeaderboardTable: one environment's standings as a table — rank, entrant, TrueSkill μ − 3σ
// (the sort key: a conservative rating), μ, σ, wins, draws, losses, games — re-sorted each time
// a result is applied.
#include <QTableWidget>

#include "engine/tournament/standings.h"
#include "engine/tournament/tournament_spec.h"

namespace nashlab::ui {

class LeaderboardTable final : public QTableWidget {
    Q_OBJECT

public:
    explicit LeaderboardTable(QWidget* parent = nullptr);

    /// Shows `environment` of `standings`; entrants in order of μ − 3σ, highest first (ties keep
    /// the spec's order).
    void show(const engine::TournamentSpec& spec, const engine::Standings& standings, int environment);
    /// The entrants' names top to bottom, as shown.
    QStringList names() const;
    enum Column { Rank, Name, Conservative, Mu, Sigma, Wins, Draws, Losses, Games, ColumnCount };
};

}  // namespace nashlab::ui
