#pragma once
// HumanInput: the form a person answers with, from the game's HumanView — a spin box with its
// range and step for numbers, one button per choice (or seat), a check box, a text line, and one
// spin box per part of a split (with its sum) — under a few lines saying where the person stands.
// A person never reads the prompt written for a model.
#include <QDeadlineTimer>
#include <QTimer>
#include <QWidget>
#include <functional>
#include <vector>

#include "engine/game/human_view.h"
#include "ui/common/phrase_text.h"

class QLabel;
class QTextBrowser;
class QFormLayout;
class QPushButton;

namespace nashlab::ui {

class HumanInput final : public QWidget {
    Q_OBJECT

public:
    explicit HumanInput(QWidget* parent = nullptr);

    /// Shows the question for `seat`: the game's situation lines, `feedback` on a refused answer,
    /// and its form. With a `deadline` a countdown shows the seconds left (the arena answers with
    /// the fallback when it runs out).
    void ask(int seat, const QString& seatName, const QString& situation, const std::vector<engine::FormField>& form,
             const SeatNamer& names, const QString& feedback = QString(),
             QDeadlineTimer deadline = QDeadlineTimer(QDeadlineTimer::Forever));
    /// The situation text shown now.
    QString situationText() const;
    QString countdownText() const;
    void clear();
    int seat() const { return m_seat; }
    /// The answer as the form holds it now.
    engine::Json answer() const;
    /// Sends the answer (the Send button does the same).
    void submit();

signals:
    void answered(int seat, const engine::Json& action);

protected:
    /// Enter sends the answer from any field of the form (a spin box passes Enter on).
    void keyPressEvent(QKeyEvent* event) override;

private:
    void updateCountdown();

    QLabel* m_title;
    QLabel* m_countdown;
    QTimer m_countdownTimer;
    QDeadlineTimer m_deadline;
    QTextBrowser* m_facts;
    QWidget* m_form;
    QWidget* m_formScroll;  ///< the form inside a scroll area, so a tall form never grows the window
    QFormLayout* m_formLayout;
    QPushButton* m_send;
    QLabel* m_feedback;
    std::vector<std::string> m_names;                      // the answer's field names, in order
    std::vector<std::function<engine::Json()>> m_readers;  // one per field, in order
    int m_seat = -1;
};

}  // namespace nashlab::ui
