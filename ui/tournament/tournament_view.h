#pragma once
// TournamentView: the Tournament tab. The form picks environments, bot and model entrants, pairing
// and size; Run plays the tournament into a run folder (as nashlab-cli does; TournamentJob); the
// leaderboard re-sorts as each game finishes; the Bradley–Terry chart with 95 % intervals comes
// when it ends; the latest games show as small boards that open in the Arena when clicked.
#include <QWidget>
#include <optional>

#include "engine/core/json.h"
#include "engine/tournament/standings.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace nashlab::ui {

class GameStrip;
class LeaderboardTable;
class StrengthChart;
class TournamentForm;
class TournamentJob;

class TournamentView final : public QWidget {
    Q_OBJECT

public:
    explicit TournamentView(QWidget* parent = nullptr);
    ~TournamentView() override;

    TournamentForm* form() const { return m_form; }
    LeaderboardTable* leaderboard() const { return m_table; }
    StrengthChart* strengthChart() const { return m_chart; }
    GameStrip* games() const { return m_games; }
    TournamentJob* job() const { return m_job; }
    /// Starts the form's tournament; false (with the reason shown) if it cannot start.
    bool run();
    /// The last finished tournament's report (null before one ends).
    const engine::Json& report() const { return m_report; }

signals:
    /// The leaderboard shows the standings after `games` results.
    void leaderboardUpdated(int games);
    void tournamentFinished(const QString& dir);
    /// A small board was clicked: open this game's run folder.
    void openGame(const QString& gameDir);

private:
    void showStandings();
    /// The environment box is on its last entry, LLMArena's normalised table.
    bool showingNormalised() const;
    void showChart();
    void onStarted(const QString& dir);
    void onStartFailed(const QString& reason);
    void onFinished(const engine::Json& report);

    TournamentForm* m_form;
    QPushButton* m_run;
    QPushButton* m_stop;
    QLabel* m_status;
    QComboBox* m_environment;
    LeaderboardTable* m_table;
    StrengthChart* m_chart;
    GameStrip* m_games;
    TournamentJob* m_job;
    std::optional<engine::Standings> m_standings;
    engine::Json m_report;
};

}  // namespace nashlab::ui
