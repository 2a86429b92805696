#pragma once
// TournamentForm: what a tournament from the window plays — environments (TicTacToe, Connect
// Four), bot entrants (the strategies every chosen environment offers), pairing, games per pair,
// a game cap and the seed — written out as a tournament spec (docs/tournaments.md).
#include <QWidget>

#include "engine/core/json.h"

class QCheckBox;
class QComboBox;
class QListWidget;
class QSpinBox;

namespace nashlab::ui {

class TournamentForm final : public QWidget {
    Q_OBJECT

public:
    explicit TournamentForm(QWidget* parent = nullptr);

    /// The spec as `nashlab-cli tournament` reads it.
    engine::Json spec() const;
    /// Ticks exactly these entrants (strategy ids), for tests and presets.
    void setEntrants(const QStringList& strategies);
    void setEnvironments(bool tictactoe, bool connectFour);
    void setGamesPerPair(int n);
    void setMaxGames(int n);
    void setSeed(int seed);

private:
    void refreshEntrants();

    QCheckBox* m_tictactoe;
    QCheckBox* m_connectFour;
    QListWidget* m_entrants;
    QComboBox* m_pairing;
    QSpinBox* m_gamesPerPair;
    QSpinBox* m_maxGames;
    QSpinBox* m_seed;
};

}  // namespace nashlab::ui
