#pragma once
// ArenaBoard: the Arena's board for TicTacToe and ConnectFour, shown in place of the live charts.
// It follows the run model's current session (the position after its last round) and, when a
// human seat is asked, takes that person's move by a click: one line says what to do (never the
// model's JSON instructions) and the click answers with the game's own action fields, as the
// generic human form would.
#include <QDeadlineTimer>
#include <QWidget>

#include "engine/core/json.h"

class QLabel;

namespace nashlab::ui {

class BoardView;
class RunModel;

class ArenaBoard final : public QWidget {
    Q_OBJECT

public:
    explicit ArenaBoard(RunModel& model, QWidget* parent = nullptr);

    /// Whether the current session's game is drawn as a board (else the charts are shown).
    bool showsBoard() const;
    /// A person in `seat` is to move; `feedback` is why their last answer was refused, if it was.
    void askHuman(int seat, const QString& seatName, const QString& feedback);
    /// The question was withdrawn (answered by the countdown's fallback, or the run stopped).
    void clearHuman();
    int humanSeat() const { return m_seat; }
    BoardView* view() const { return m_view; }
    QString promptText() const;
    /// Shows the position after `rounds` moves (the timeline), or follows the game live (-1).
    void showAfter(int rounds);

signals:
    /// Same contract as HumanInput::answered: the seat and its structured action.
    void answered(int seat, const engine::Json& action);

private:
    void refresh();

    RunModel& m_model;
    QLabel* m_prompt;
    QLabel* m_status;
    BoardView* m_view;
    int m_seat = -1;
    int m_shownRounds = -1;  ///< the timeline's choice; -1: live
};

}  // namespace nashlab::ui
