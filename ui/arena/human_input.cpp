#include "ui/arena/human_input.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <cmath>
#include <memory>

namespace nashlab::ui {

using engine::Json;

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
    m_facts = new QTextBrowser(this);
    m_facts->setObjectName(QStringLiteral("humanFacts"));
    m_form = new QWidget(this);
    m_formLayout = new QFormLayout(m_form);
    m_send = new QPushButton(tr("Send answer"), this);
    m_send->setObjectName(QStringLiteral("humanSend"));
    m_send->setDefault(true);
    layout->addWidget(m_title);
    layout->addWidget(m_countdown);
    layout->addWidget(m_facts, 1);
    layout->addWidget(m_form);
    layout->addWidget(m_send);
    connect(m_send, &QPushButton::clicked, this, &HumanInput::submit);
    clear();
}

void HumanInput::clear() {
    m_seat = -1;
    m_readers.clear();
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

void HumanInput::ask(int seat, const QString& seatName, const engine::ActionSpec& spec, const QString& facts,
                     QDeadlineTimer deadline) {
    clear();
    m_seat = seat;
    m_deadline = deadline;
    if (!deadline.isForever()) {
        m_countdown->show();
        updateCountdown();
        m_countdownTimer.start();
    }
    m_spec = spec;
    m_title->setText(tr("Your turn, %1").arg(seatName));
    m_facts->setPlainText(facts);
    for (const auto& field : spec.fields) {
        const QString label = QString::fromStdString(field.description.empty() ? field.name : field.description);
        switch (field.kind) {
        case engine::FieldKind::Integer: {
            auto* box = new QSpinBox(m_form);
            box->setObjectName(QStringLiteral("field_%1").arg(QString::fromStdString(field.name)));
            box->setRange(static_cast<int>(std::max(-2e9, field.min.value_or(-2e9))),
                          static_cast<int>(std::min(2e9, field.max.value_or(2e9))));
            box->setValue(box->minimum());
            m_formLayout->addRow(label, box);
            m_readers.push_back([box] { return Json(box->value()); });
            break;
        }
        case engine::FieldKind::Number: {
            auto* box = new QDoubleSpinBox(m_form);
            box->setObjectName(QStringLiteral("field_%1").arg(QString::fromStdString(field.name)));
            box->setDecimals(3);
            box->setRange(field.min.value_or(-1e12), field.max.value_or(1e12));
            m_formLayout->addRow(label, box);
            m_readers.push_back([box] { return Json(box->value()); });
            break;
        }
        case engine::FieldKind::Enum: {
            // Choices as buttons: one click answers.
            auto* row = new QWidget(m_form);
            auto* h = new QHBoxLayout(row);
            h->setContentsMargins(0, 0, 0, 0);
            auto chosen = std::make_shared<std::string>(field.options.empty() ? "" : field.options.front());
            for (const auto& option : field.options) {
                auto* b = new QPushButton(QString::fromStdString(option), row);
                b->setObjectName(QStringLiteral("choice_%1").arg(QString::fromStdString(option)));
                h->addWidget(b);
                connect(b, &QPushButton::clicked, this, [this, chosen, option] {
                    *chosen = option;
                    if (m_spec.fields.size() == 1) submit();
                });
            }
            m_formLayout->addRow(label, row);
            m_readers.push_back([chosen] { return Json(*chosen); });
            break;
        }
        case engine::FieldKind::Bool: {
            auto* box = new QCheckBox(m_form);
            m_formLayout->addRow(label, box);
            m_readers.push_back([box] { return Json(box->isChecked()); });
            break;
        }
        case engine::FieldKind::Text: {
            auto* edit = new QLineEdit(m_form);
            m_formLayout->addRow(label, edit);
            m_readers.push_back([edit] { return Json(edit->text().toStdString()); });
            break;
        }
        case engine::FieldKind::IntMap: {
            // A proposal: one spin box per key, with the running sum for the person to check.
            auto* row = new QWidget(m_form);
            auto* grid = new QFormLayout(row);
            auto* sum = new QLabel(row);
            std::vector<std::pair<std::string, QSpinBox*>> boxes;
            for (const auto& key : field.keys) {
                auto* box = new QSpinBox(row);
                box->setRange(static_cast<int>(field.min.value_or(0)), static_cast<int>(field.max.value_or(1e9)));
                grid->addRow(QString::fromStdString(key), box);
                boxes.emplace_back(key, box);
            }
            grid->addRow(tr("Sum"), sum);
            auto update = [boxes, sum] {
                int total = 0;
                for (const auto& [k, b] : boxes) total += b->value();
                sum->setText(QString::number(total));
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
        case engine::FieldKind::Object: {
            // Structured answers (an auction belief): typed as JSON; the game explains what is wrong.
            auto* edit = new QLineEdit(m_form);
            edit->setObjectName(QStringLiteral("object_%1").arg(QString::fromStdString(field.name)));
            edit->setPlaceholderText(QString::fromStdString(field.description));
            m_formLayout->addRow(label, edit);
            m_readers.push_back([edit] {
                const Json j = Json::parse(edit->text().toStdString(), nullptr, false);
                return j.is_discarded() ? Json(edit->text().toStdString()) : j;
            });
            break;
        }
        }
    }
    m_send->setEnabled(true);
}

Json HumanInput::answer() const {
    Json j = Json::object();
    for (std::size_t i = 0; i < m_spec.fields.size() && i < m_readers.size(); ++i)
        j[m_spec.fields[i].name] = m_readers[i]();
    return j;
}

void HumanInput::submit() {
    if (m_seat < 0) return;
    const int seat = m_seat;
    const Json a = answer();
    clear();
    emit answered(seat, a);
}

}  // namespace nashlab::ui
