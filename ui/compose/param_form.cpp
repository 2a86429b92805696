#include "ui/compose/param_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "ui/common/error_text.h"
#include "ui/common/phrase_text.h"

namespace nashlab::ui {

using engine::Json;
using engine::ParamKind;

ParamForm::ParamForm(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("paramForm"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_layout = new QFormLayout;
    m_layout->setRowWrapPolicy(QFormLayout::WrapLongRows);  // narrow pane: the field goes below its label
    outer->addLayout(m_layout);
    m_errors = new QLabel(this);
    m_errors->setObjectName(QStringLiteral("paramErrors"));
    m_errors->setWordWrap(true);
    m_errors->setStyleSheet(QStringLiteral("color: #b00020;"));
    outer->addWidget(m_errors);
    auto* reset = new QPushButton(tr("Reset to defaults"), this);
    reset->setObjectName(QStringLiteral("resetParams"));
    outer->addWidget(reset, 0, Qt::AlignLeft);
    connect(reset, &QPushButton::clicked, this, &ParamForm::resetToDefaults);
}

void ParamForm::setSpecs(std::vector<engine::ParamSpec> specs, const Json& values) {
    while (m_layout->rowCount() > 0) m_layout->removeRow(0);
    m_editors.clear();
    m_specs = std::move(specs);
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        const auto& spec = m_specs[i];
        QWidget* editor = nullptr;
        if (spec.kind == ParamKind::Bool) {
            auto* box = new QCheckBox(this);
            connect(box, &QCheckBox::toggled, this, &ParamForm::revalidate);
            editor = box;
        } else if (spec.kind == ParamKind::Choice) {
            auto* combo = new QComboBox(this);
            for (const auto& c : spec.choices) combo->addItem(QString::fromStdString(c));
            connect(combo, &QComboBox::currentIndexChanged, this, &ParamForm::revalidate);
            editor = combo;
        } else {
            auto* edit = new QLineEdit(this);
            connect(edit, &QLineEdit::textChanged, this, &ParamForm::revalidate);
            editor = edit;
        }
        editor->setObjectName(QStringLiteral("param_%1").arg(QString::fromStdString(spec.key)));
        QString tip = gameText(spec.help);
        if (spec.min || spec.max)
            tip += QLatin1Char('\n') +
                   tr("Range: %1 to %2")
                       .arg(spec.min ? QString::fromStdString(engine::formatNumber(*spec.min)) : QStringLiteral("−∞"),
                            spec.max ? QString::fromStdString(engine::formatNumber(*spec.max)) : QStringLiteral("∞"));
        editor->setToolTip(tip);
        m_layout->addRow(spec.label.empty() ? QString::fromStdString(spec.key) : gameText(spec.label), editor);
        m_editors.push_back(editor);
        setValue(i, values.contains(spec.key) ? values.at(spec.key) : spec.defaultValue);
    }
    revalidate();
}

namespace {

// A list as a person types it: "8, 9, 10, 11, 12" (numbers as numbers, anything else as JSON).
QString listText(const Json& list) {
    QStringList parts;
    for (const Json& v : list)
        parts << (v.is_number() ? QString::fromStdString(engine::formatNumber(v.get<double>(), 10))
                                : QString::fromStdString(v.dump()));
    return parts.join(QStringLiteral(", "));
}

}  // namespace

void ParamForm::resetToDefaults() {
    for (std::size_t i = 0; i < m_specs.size(); ++i) setValue(i, m_specs[i].defaultValue);
    revalidate();
}

void ParamForm::setValue(std::size_t index, const Json& value) {
    const auto& spec = m_specs[index];
    QWidget* editor = m_editors[index];
    const QSignalBlocker block(editor);
    if (auto* box = qobject_cast<QCheckBox*>(editor)) {
        box->setChecked(value.is_boolean() && value.get<bool>());
    } else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentText(value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString());
    } else if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
        QString text;
        if (value.is_string())
            text = QString::fromStdString(value.get<std::string>());
        else if (spec.kind == ParamKind::Real && value.is_number())
            text = QString::fromStdString(engine::formatFraction(value.get<double>()));
        else if (value.is_number())
            text = QString::fromStdString(engine::formatNumber(value.get<double>(), 10));
        else if (spec.kind == ParamKind::List && value.is_array())
            text = listText(value);
        else if (!value.is_null())
            text = QString::fromStdString(value.dump());
        edit->setText(text);
    }
}

Json ParamForm::rawValue(std::size_t index) const {
    const auto& spec = m_specs[index];
    QWidget* editor = m_editors[index];
    if (auto* box = qobject_cast<QCheckBox*>(editor)) return box->isChecked();
    if (auto* combo = qobject_cast<QComboBox*>(editor)) return combo->currentText().toStdString();
    const std::string text = static_cast<QLineEdit*>(editor)->text().trimmed().toStdString();
    if (spec.kind == ParamKind::Text) return text;
    // A list is typed as "8, 9, 10" (brackets are allowed too); empty is the empty list.
    if (spec.kind == ParamKind::List && (text.empty() || text.front() != '[')) {
        const Json list = engine::parseJsonOrDiscarded("[" + text + "]");
        return list.is_discarded() ? Json(text) : list;
    }
    // Numbers and lists are read as JSON; anything else stays text so the engine can name the problem
    // (and so a Real accepts a fraction such as 2/3).
    const Json value = engine::parseJsonOrDiscarded(text);
    return value.is_discarded() ? Json(text) : value;
}

engine::Result<Json> ParamForm::values() const {
    Json out = Json::object();
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        auto v = engine::validateParam(m_specs[i], rawValue(i));
        if (!v) return v.error();
        out[m_specs[i].key] = v.value();
    }
    return out;
}

void ParamForm::revalidate() {
    QStringList errors;
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        auto v = engine::validateParam(m_specs[i], rawValue(i));
        m_editors[i]->setStyleSheet(v ? QString() : QStringLiteral("background: #fde7e9;"));
        if (!v) errors << errorText(v.error());
    }
    m_errors->setText(errors.join(QLatin1Char('\n')));
    m_errors->setVisible(!errors.isEmpty());
    emit changed();
}

}  // namespace nashlab::ui
