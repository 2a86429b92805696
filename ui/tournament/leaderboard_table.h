#pragma once
// LeaderboardTable: one environment's standings as a table, re-sorted each time a result is
// applied — rank, entrant, the score its metric ranks by (TrueSkill μ − 3σ, a conservative rating;
// a mean reward or a win rate with its 95 % interval), μ and σ (matches), wins, draws, losses,
// games — or LLMArena's normalised table across environments (100 · value / the reference's).
#include <QTableWidget>

#include "engine/tournament/standings.h"
#include "engine/tournament/tournament_spec.h"

namespace nashlab::ui {

class LeaderboardTable final : public QTableWidget {
    Q_OBJECT

public:
    explicit LeaderboardTable(QWidget* parent = nullptr);

    /// Shows `environment` of `standings`; entrants in order of their score, highest first (ties
    /// keep the spec's order).
    void show(const engine::TournamentSpec& spec, const engine::Standings& standings, int environment);
    /// Shows the normalised table (tournamentReport's "normalised"): a column per environment and
    /// the average, best average first; "—" where the reference scored 0.
    void showNormalised(const engine::TournamentSpec& spec, const engine::Json& normalised);
    /// The entrants' names top to bottom, as shown.
    QStringList names() const;
    enum Column { Rank, Name, Conservative, Interval, Mu, Sigma, Wins, Draws, Losses, Games, ColumnCount };

private:
    void setCell(int row, int column, const QString& text, bool number);
};

}  // namespace nashlab::ui
