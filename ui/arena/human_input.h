#pragma once
// HumanInput: the form a person answers with, generated from the ActionSpec — a spin box with
// its range for numbers, one button per choice for enums, a check box, a text line, and one spin
// box per key for a proposal (with its sum shown) — next to the same facts the other seats get.
#include <QDeadlineTimer>
#include <QTimer>
#include <QWidget>
#include <functional>
#include <vector>

#include "engine/game/action_spec.h"

class QLabel;
class QTextBrowser;
class QFormLayout;
class QPushButton;

namespace nashlab::ui {

class HumanInput final : public QWidget {
    Q_OBJECT

public:
    explicit HumanInput(QWidget* parent = nullptr);

    /// Shows the question for `seat`; `facts` is the rendered prompt text. With a `deadline` a
    /// countdown shows the seconds left (the arena answers with the fallback when it runs out).
    void ask(int seat, const QString& seatName, const engine::ActionSpec& spec, const QString& facts,
             QDeadlineTimer deadline = QDeadlineTimer(QDeadlineTimer::Forever));
    QString countdownText() const;
    void clear();
    int seat() const { return m_seat; }
    /// The answer as the form holds it now.
    engine::Json answer() const;
    /// Sends the answer (the Send button does the same).
    void submit();

signals:
    void answered(int seat, const engine::Json& action);

private:
    void updateCountdown();

    QLabel* m_title;
    QLabel* m_countdown;
    QTimer m_countdownTimer;
    QDeadlineTimer m_deadline;
    QTextBrowser* m_facts;
    QWidget* m_form;
    QFormLayout* m_formLayout;
    QPushButton* m_send;
    engine::ActionSpec m_spec;
    std::vector<std::function<engine::Json()>> m_readers;  // one per field, in order
    int m_seat = -1;
};

}  // namespace nashlab::ui
