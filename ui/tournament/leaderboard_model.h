#pragma once
// LeaderboardModel: what LeaderboardTable shows, as a read-only Qt model — one environment's
// standings in rank order (rank, entrant, the score its metric ranks by, its 95 % interval, μ, σ,
// wins, draws, losses, games) or LLMArena's normalised table across environments (a column per
// environment and the average). It keeps typed rows and formats a cell's text when it is read; a
// refill of the same shape (the standings after one more result) changes the cells in place, so
// the view keeps its selection and scroll position, and any other refill resets the model.
#include <QAbstractTableModel>
#include <QStringList>
#include <optional>
#include <utility>
#include <vector>

#include "engine/tournament/standings.h"
#include "engine/tournament/tournament_spec.h"

namespace nashlab::ui {

class LeaderboardModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    /// The standings' columns. The normalised table has #, Entrant, an environment each, Average.
    enum Column { Rank, Name, Conservative, Interval, Mu, Sigma, Wins, Draws, Losses, Games, ColumnCount };

    /// One entrant's standing in one environment.
    struct Entrant {
        QString name;
        double score = 0;  ///< what the metric ranks by: μ − 3σ, the mean reward or the win rate
        std::optional<std::pair<double, double>> interval;  ///< the score's 95 % interval; none before a game
        double mu = 0;
        double sigma = 0;
        int wins = 0;
        int draws = 0;
        int losses = 0;
        int games = 0;
    };
    /// One entrant of the normalised table; no value where the reference (or the entrant) has none.
    struct NormalisedEntrant {
        QString name;
        std::vector<std::optional<double>> environments;  ///< 100 · value / the reference's, in the spec's order
        std::optional<double> average;
    };

    explicit LeaderboardModel(QObject* parent = nullptr);

    /// `environment` of `standings`; entrants in order of their score, highest first (ties keep the
    /// spec's order).
    void setStandings(const engine::TournamentSpec& spec, const engine::Standings& standings, int environment);
    /// The normalised table (tournamentReport's "normalised"), in its order: best average first.
    void setNormalised(const engine::TournamentSpec& spec, const engine::Json& normalised);
    /// No rows; the columns and their headers stay.
    void clear();
    bool normalised() const { return m_normalised; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    /// Makes the new rows current: cells changed in place when the shape stays, else a reset.
    template <typename Assign>
    void refill(bool normalised, int rows, int columns, Assign&& assign);
    QString standingText(const Entrant& e, int row, int column) const;
    QString normalisedText(const NormalisedEntrant& e, int row, int column) const;

    bool m_normalised = false;
    engine::Metric m_metric = engine::Metric::TrueSkill;
    std::vector<Entrant> m_entrants;
    QStringList m_environments;  ///< normalised: the environments' names, in the spec's order
    QString m_reference;         ///< normalised: the entrant every value is divided by
    std::vector<NormalisedEntrant> m_normalisedRows;
};

}  // namespace nashlab::ui
