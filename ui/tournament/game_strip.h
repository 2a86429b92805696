#pragma once
// GameStrip: the tournament's latest games as small boxes (those in progress and those just
// finished), each labelled with its number and players: a board for TicTacToe and Connect Four, a
// picture of the final table for Hold'em and Hanabi, each seat's payoff for the other games;
// clicking one asks to open that game's run folder. Positions are read back from the games' own folders, a few at a
// time on a short timer, so thousands of quick bot games cost the window nothing.
#include <QString>
#include <QTimer>
#include <QWidget>
#include <deque>

class QHBoxLayout;
class QToolButton;

namespace nashlab::ui {

class BoardView;

class GameStrip final : public QWidget {
    Q_OBJECT

public:
    explicit GameStrip(QWidget* parent = nullptr);

    void clear(const QString& tournamentDir);
    /// Game `index` began; `label` names the players ("X greedy · O random").
    void gameStarted(int index, const QString& game, const QString& label);
    /// Game `index` ended: its final position is read from its folder soon.
    void gameFinished(int index);
    /// Reads every shown game's position now (tests, the end of a tournament).
    void refreshNow();
    /// The games shown, newest first.
    QList<int> shownGames() const;
    BoardView* boardOf(int index) const;
    /// The box of a game that is not a board (Hold'em, Hanabi, Bid, ...).
    QToolButton* cardOf(int index) const;
    static constexpr int kShown = 6;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    /// A small board was clicked: the run folder of that game.
    void openGame(const QString& gameDir);

private:
    struct Slot {
        int index = -1;
        QString game;
        bool finished = false;
        bool loaded = false;
        QWidget* box = nullptr;
        BoardView* board = nullptr;
        QToolButton* card = nullptr;
    };
    void loadCard(Slot& slot);
    static void fitIcon(QToolButton* card);
    QString gameDir(int index) const;
    void load(Slot& slot);

    QString m_dir;
    std::deque<Slot> m_slots;  ///< newest first
    QHBoxLayout* m_row;
    QTimer m_reload;
};

}  // namespace nashlab::ui
