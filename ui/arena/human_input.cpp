#include "ui/arena/human_input.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <cmath>
#include <memory>

#include "ui/common/flow_layout.h"

namespace nashlab::ui {

using engine::Json;

namespace {

// A row of choice buttons that wraps onto more lines when the panel is narrow (five actions of a
// card game must not push the seat panels off the window) and asks for the height those lines need
// at its width: a form layout would otherwise give it one line and cut the other buttons off.
class ChoiceRow final : public QWidget {
public:
    explicit ChoiceRow(QWidget* parent) : QWidget(parent), m_flow(new FlowLayout(this, 6)) {
        m_flow->setContentsMargins(0, 0, 0, 0);
    }
    FlowLayout* flow() const { return m_flow; }

protected:
    // An explicit minimum height, which every layout respects (a form layout does not ask a field
    // for its height at its width).
    void resizeEvent(QResizeEvent* event) override {
        QWidget::resizeEvent(event);
        const int need = m_flow->heightForWidth(event->size().width());
        if (need != minimumHeight()) setMinimumHeight(need);
    }

private:
    FlowLayout* m_flow;
};

// The form scrolls when it is taller than the room left (Hanabi's four rows of buttons at 1024×700,
// a bargain's boxes): it asks for its whole height but settles for a little, so neither the window
// grows nor rows overlap.
class FormScroll final : public QScrollArea {
public:
    explicit FormScroll(QWidget* parent) : QScrollArea(parent) {
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    QSize sizeHint() const override {
        const QSize inner = widget() ? widget()->minimumSizeHint().expandedTo(widget()->sizeHint()) : QSize();
        return {inner.width(), inner.height() + 2};
    }
    QSize minimumSizeHint() const override { return {0, std::min(sizeHint().height(), 120)}; }
};

// The situation text: it takes whatever height is left once the form has what it asks for, so the
// buttons are never squeezed behind a scroll bar while the text could have scrolled instead.
class FactsView final : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;
    QSize sizeHint() const override { return {QTextBrowser::sizeHint().width(), 70}; }
    QSize minimumSizeHint() const override { return {QTextBrowser::minimumSizeHint().width(), 50}; }
};

}  // namespace

HumanInput::HumanInput(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("humanInput"));
    auto* layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.3);
    m_title->setFont(f);
    m_countdown = new QLabel(this);
    m_countdown->setObjectName(QStringLiteral("countdownLabel"));
    m_countdown->setFont(f);
    m_countdown->hide();
    m_countdownTimer.setInterval(200);
    connect(&m_countdownTimer, &QTimer::timeout, this, &HumanInput::updateCountdown);
    m_facts = new FactsView(this);
    m_facts->setObjectName(QStringLiteral("humanFacts"));
    m_feedback = new QLabel(this);
    m_feedback->setObjectName(QStringLiteral("humanFeedback"));
    m_feedback->setWordWrap(true);
    m_feedback->setStyleSheet(QStringLiteral("color: #D55E00;"));  // the warning colour; the text says it too
    m_feedback->hide();
    auto* scroll = new FormScroll(this);
    scroll->setObjectName(QStringLiteral("humanFormScroll"));
    m_form = new QWidget(scroll);
    m_formLayout = new QFormLayout(m_form);
    scroll->setWidget(m_form);
    m_formScroll = scroll;
    m_send = new QPushButton(tr("Send answer"), this);
    m_send->setObjectName(QStringLiteral("humanSend"));
    m_send->setDefault(true);
    layout->addWidget(m_title);
    layout->addWidget(m_countdown);
    // Height beyond what each asks for goes mostly to the form: its buttons must never end up
    // behind a scroll bar while the situation text has room to spare.
    layout->addWidget(m_facts, 1);
    layout->addWidget(m_feedback);
    layout->addWidget(scroll, 2);
    layout->addWidget(m_send);
    connect(m_send, &QPushButton::clicked, this, &HumanInput::submit);
    clear();
}

void HumanInput::clear() {
    m_seat = -1;
    m_readers.clear();
    m_names.clear();
    m_feedback->hide();
    while (m_formLayout->rowCount() > 0) m_formLayout->removeRow(0);
    m_title->setText(tr("No question for you right now."));
    m_facts->clear();
    m_send->setEnabled(false);
    m_deadline = QDeadlineTimer(QDeadlineTimer::Forever);
    m_countdownTimer.stop();
    m_countdown->hide();
}

QString HumanInput::countdownText() const { return m_countdown->isHidden() ? QString() : m_countdown->text(); }

void HumanInput::updateCountdown() {
    if (m_deadline.isForever()) return;
    const qint64 left = (m_deadline.remainingTime() + 999) / 1000;  // whole seconds, rounded up
    m_countdown->setText(tr("Time left: %n second(s)", nullptr, static_cast<int>(left)));
    // The last ten seconds in the warning colour (the text says it too).
    m_countdown->setStyleSheet(left <= 10 ? QStringLiteral("color: #D55E00;") : QString());
}

QString HumanInput::situationText() const { return m_facts->toPlainText(); }

void HumanInput::ask(int seat, const QString& seatName, const QString& situation,
                     const std::vector<engine::FormField>& form, const SeatNamer& names, const QString& feedback,
                     QDeadlineTimer deadline) {
    clear();
    m_seat = seat;
    m_deadline = deadline;
    if (!deadline.isForever()) {
        m_countdown->show();
        updateCountdown();
        m_countdownTimer.start();
    }
    m_title->setText(tr("Your turn, %1").arg(seatName));
    m_facts->setPlainText(situation);
    if (!feedback.isEmpty()) {
        m_feedback->setText(tr("Your last answer was not accepted: %1").arg(feedback));
        m_feedback->show();
    }
    const bool single = form.size() == 1;
    QWidget* first = nullptr;  // the first input, which takes the keyboard
    const auto input = [&first](QWidget* w) {
        if (!first) first = w;
    };
    for (const auto& field : form) {
        const QString name = QString::fromStdString(field.name);
        QString label = phraseText(field.label, names);
        if (!field.help.empty()) label += QStringLiteral("\n") + phraseText(field.help, names);
        m_names.push_back(field.name);
        switch (field.kind) {
        case engine::InputKind::Number: {
            if (field.decimals == 0) {
                auto* box = new QSpinBox(m_form);
                box->setObjectName(QStringLiteral("field_%1").arg(name));
                box->setRange(static_cast<int>(std::max(-2e9, field.min)), static_cast<int>(std::min(2e9, field.max)));
                box->setSingleStep(std::max(1, static_cast<int>(field.step)));
                box->setValue(field.initial.is_number() ? field.initial.get<int>() : box->minimum());
                input(box);
                m_formLayout->addRow(label, box);
                m_readers.push_back([box] { return Json(box->value()); });
            } else {
                auto* box = new QDoubleSpinBox(m_form);
                box->setObjectName(QStringLiteral("field_%1").arg(name));
                box->setDecimals(field.decimals);
                box->setRange(field.min, field.max);
                box->setSingleStep(field.step > 0 ? field.step : 1.0);
                box->setValue(field.initial.is_number() ? field.initial.get<double>() : field.min);
                input(box);
                m_formLayout->addRow(label, box);
                m_readers.push_back([box] { return Json(box->value()); });
            }
            break;
        }
        case engine::InputKind::Choice:
        case engine::InputKind::Seat: {
            // Choices as buttons: in a one-field form the click answers; otherwise it marks the choice.
            auto* row = new ChoiceRow(m_form);
            FlowLayout* h = row->flow();
            auto chosen = std::make_shared<Json>(
                field.initial.is_null() && !field.choices.empty() ? field.choices.front().value : field.initial);
            std::vector<QPushButton*> buttons;
            for (const auto& choice : field.choices) {
                auto* b = new QPushButton(phraseText(choice.label, names), row);
                const QString id = choice.value.is_string() ? QString::fromStdString(choice.value.get<std::string>())
                                                            : QString::fromStdString(choice.value.dump());
                b->setObjectName(QStringLiteral("choice_%1").arg(id));
                b->setCheckable(!single);
                b->setChecked(!single && choice.value == *chosen);
                h->addWidget(b);
                input(b);
                b->show();  // now, not on the layout's queued show: the row's wrapped height counts it
                buttons.push_back(b);
                connect(b, &QPushButton::clicked, this, [this, chosen, value = choice.value, single, b, buttons] {
                    *chosen = value;
                    for (auto* other : buttons) other->setChecked(!single && other == b);
                    if (single) submit();
                });
            }
            m_formLayout->addRow(label, row);
            m_readers.push_back([chosen] { return *chosen; });
            break;
        }
        case engine::InputKind::Toggle: {
            auto* box = new QCheckBox(m_form);
            box->setObjectName(QStringLiteral("field_%1").arg(name));
            box->setChecked(field.initial.is_boolean() && field.initial.get<bool>());
            input(box);
            m_formLayout->addRow(label, box);
            m_readers.push_back([box] { return Json(box->isChecked()); });
            break;
        }
        case engine::InputKind::Text: {
            auto* edit = new QLineEdit(m_form);
            edit->setObjectName(QStringLiteral("field_%1").arg(name));
            if (field.initial.is_string()) edit->setText(QString::fromStdString(field.initial.get<std::string>()));
            // A talk field's length limit (characters) is the rule's; the box simply stops there.
            if (field.max > 0) edit->setMaxLength(static_cast<int>(field.max));
            // Queued: answering clears the form, and with it this line edit, which is still inside
            // its key handler when returnPressed is emitted.
            connect(edit, &QLineEdit::returnPressed, this, &HumanInput::submit, Qt::QueuedConnection);
            input(edit);
            m_formLayout->addRow(label, edit);
            m_readers.push_back([edit] { return Json(edit->text().toStdString()); });
            break;
        }
        case engine::InputKind::Split: {
            // One spin box per part, with the running sum (and what it must come to) to check.
            auto* row = new QWidget(m_form);
            auto* grid = new QFormLayout(row);
            auto* sum = new QLabel(row);
            sum->setObjectName(QStringLiteral("splitSum_%1").arg(name));
            std::vector<std::pair<std::string, QSpinBox*>> boxes;
            for (std::size_t k = 0; k < field.keys.size(); ++k) {
                auto* box = new QSpinBox(row);
                box->setObjectName(QStringLiteral("split_%1").arg(QString::fromStdString(field.keys[k])));
                box->setRange(static_cast<int>(field.min), static_cast<int>(std::min(2e9, field.max)));
                const QString keyLabel = k < field.keyLabels.size() ? phraseText(field.keyLabels[k], names)
                                                                    : QString::fromStdString(field.keys[k]);
                grid->addRow(keyLabel, box);
                input(box);
                boxes.emplace_back(field.keys[k], box);
            }
            grid->addRow(tr("Sum"), sum);
            const std::optional<double> total = field.total;
            auto update = [boxes, sum, total] {
                int t = 0;
                for (const auto& [k, b] : boxes) t += b->value();
                sum->setText(total ? tr("%1 of %2").arg(t).arg(*total) : QString::number(t));
            };
            for (const auto& [k, b] : boxes) connect(b, qOverload<int>(&QSpinBox::valueChanged), row, update);
            update();
            m_formLayout->addRow(label, row);
            m_readers.push_back([boxes] {
                Json j = Json::object();
                for (const auto& [k, b] : boxes) j[k] = b->value();
                return j;
            });
            break;
        }
        }
    }
    m_formScroll->updateGeometry();
    m_send->setEnabled(true);
    // The answer takes the keyboard: a number typed and Enter answer the question, instead of
    // going to what had the focus before (the Library list, whose Enter loads another game).
    if (first) {
        first->setFocus(Qt::OtherFocusReason);
        if (auto* spin = qobject_cast<QAbstractSpinBox*>(first)) spin->selectAll();
        if (auto* edit = qobject_cast<QLineEdit*>(first)) edit->selectAll();
    }
}

Json HumanInput::answer() const {
    Json j = Json::object();
    for (std::size_t i = 0; i < m_names.size() && i < m_readers.size(); ++i) j[m_names[i]] = m_readers[i]();
    return j;
}

void HumanInput::keyPressEvent(QKeyEvent* event) {
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && m_seat >= 0 && m_send->isEnabled()) {
        submit();
        return;
    }
    QWidget::keyPressEvent(event);
}

void HumanInput::submit() {
    if (m_seat < 0) return;
    const int seat = m_seat;
    const Json a = answer();
    clear();
    emit answered(seat, a);
}

}  // namespace nashlab::ui
