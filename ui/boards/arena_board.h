#pragma once
// ArenaBoard: the Arena's board for TicTacToe and ConnectFour, and its card table for hold'em,
// shown in place of the live charts.
// It follows the run model's current session (the position after its last round) and, when a
// human seat is asked, takes that person's move by a click: one line says what to do (never the
// model's JSON instructions) and the click answers with the game's own action fields, as the
// generic human form would.
#include <QDeadlineTimer>
#include <QWidget>

#include "engine/core/json.h"

class QCheckBox;
class QLabel;

namespace nashlab::ui {

class BoardView;
class CardTableView;
class HanabiTableView;
class TalkFeed;
class RunModel;
struct SessionView;

class ArenaBoard final : public QWidget {
    Q_OBJECT

public:
    explicit ArenaBoard(RunModel& model, QWidget* parent = nullptr);

    /// Whether the current session's game is drawn as a board or a card table (else the charts are shown).
    bool showsBoard() const;
    /// Whether a person answers by clicking the board (board games); a card game is answered
    /// through the human form's buttons.
    bool takesClicks() const;
    /// The share of the Arena's height the board asks for: a talk feed is text and leaves the
    /// seats more (five players' panels), a drawn board takes the larger part.
    double heightShare() const;
    /// A person plays `seat` here: its cards are shown face up (−1: nobody).
    void setOwnSeat(int seat);
    /// A person in `seat` is to move; `feedback` is why their last answer was refused, if it was.
    void askHuman(int seat, const QString& seatName, const QString& feedback);
    /// The question was withdrawn (answered by the countdown's fallback, or the run stopped).
    void clearHuman();
    int humanSeat() const { return m_seat; }
    BoardView* view() const { return m_view; }
    CardTableView* cardTable() const { return m_table; }
    TalkFeed* talkFeed() const { return m_talk; }
    HanabiTableView* hanabiTable() const { return m_hanabi; }
    QString promptText() const;
    /// Shows the position after `rounds` moves (the timeline), or follows the game live (-1).
    void showAfter(int rounds);

signals:
    /// Same contract as HumanInput::answered: the seat and its structured action.
    void answered(int seat, const engine::Json& action);

private:
    void refresh();
    void refreshTable(const SessionView& session, bool live);

    RunModel& m_model;
    QLabel* m_prompt;
    QLabel* m_status;
    BoardView* m_view;
    CardTableView* m_table;
    TalkFeed* m_talk;
    HanabiTableView* m_hanabi;
    QCheckBox* m_reveal;
    int m_seat = -1;
    int m_shownRounds = -1;  ///< the timeline's choice; -1: live
};

}  // namespace nashlab::ui
