#include "ui/compose/factor_row.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include "ui/compose/level_chips.h"

namespace nashlab::ui {

using engine::Json;

FactorRow::FactorRow(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("factorRow"));
    setFrameShape(QFrame::StyledPanel);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 4, 4, 4);
    outer->setSpacing(4);
    auto* top = new QHBoxLayout;
    m_field = new QComboBox(this);
    m_field->setObjectName(QStringLiteral("factorField"));
    // Any path setSpecField accepts may be typed; the list holds the ones that apply.
    m_field->setEditable(true);
    m_field->setInsertPolicy(QComboBox::NoInsert);
    m_field->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_field->setMinimumContentsLength(14);
    m_field->setToolTip(tr("The spec field this factor sets in each treatment"));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("factorName"));
    m_name->setToolTip(tr("The factor's name: a column of the tidy export and part of each treatment's label"));
    m_name->setMaximumWidth(120);
    m_remove = new QToolButton(this);
    m_remove->setObjectName(QStringLiteral("removeFactor"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove this factor"));
    // The field reads as "Ratio R (params.ratio)": it gets the whole first line.
    top->addWidget(new QLabel(tr("Field"), this));
    top->addWidget(m_field, 1);
    top->addWidget(m_remove);
    outer->addLayout(top);
    auto* second = new QHBoxLayout;
    m_levels = new LevelChips(this);
    m_levels->setConverter([this](const QString& text) { return levelValue(text, field(), m_game); });
    second->addWidget(new QLabel(tr("Name"), this), 0, Qt::AlignTop);
    second->addWidget(m_name, 0, Qt::AlignTop);
    second->addWidget(new QLabel(tr("Levels"), this), 0, Qt::AlignTop);
    second->addWidget(m_levels, 1);
    outer->addLayout(second);

    connect(m_remove, &QToolButton::clicked, this, &FactorRow::removeRequested);
    connect(m_levels, &LevelChips::changed, this, &FactorRow::changed);
    connect(m_name, &QLineEdit::textChanged, this, &FactorRow::changed);
    connect(m_field, &QComboBox::currentTextChanged, this, &FactorRow::fieldChanged);
}

void FactorRow::setFields(const std::vector<DesignField>& fields, const engine::Game* game) {
    if (game != m_game) m_shownField.clear();  // another game: other suggestions
    m_game = game;
    const QString current = field();
    {
        const QSignalBlocker block(m_field);
        m_field->clear();
        // What the field is, for a person, and its path, which the spec file and the engine's messages use.
        for (const auto& f : fields) m_field->addItem(QStringLiteral("%1 (%2)").arg(f.label, f.path), f.path);
    }
    selectField(current.isEmpty() && !fields.empty() ? fields.front().path : current);
}

void FactorRow::setFactor(const QString& name, const Json& factor) {
    const QSignalBlocker block(this);
    selectField(QString::fromStdString(factor.value("field", "")));
    std::vector<DesignLevel> levels;
    const Json all = factor.value("levels", Json::array());
    if (all.is_array())
        for (const auto& v : all) levels.push_back({QString(), v});
    else if (all.is_object())
        for (const auto& [label, v] : all.items()) levels.push_back({QString::fromStdString(label), v});
    m_levels->setLevels(levels);
    m_name->setText(name == autoFactorName(field()) ? QString() : name);
}

QString FactorRow::name() const {
    const QString typed = m_name->text().trimmed();
    return typed.isEmpty() ? autoFactorName(field()) : typed;
}

QString FactorRow::field() const {
    const int i = m_field->currentIndex();
    if (i >= 0 && m_field->itemText(i) == m_field->currentText()) return m_field->itemData(i).toString();
    return m_field->currentText().trimmed();  // typed by hand
}

Json FactorRow::factorJson() const { return {{"field", field().toStdString()}, {"levels", m_levels->levelsJson()}}; }

void FactorRow::selectField(const QString& path) {
    const int index = m_field->findData(path);
    if (index >= 0)
        m_field->setCurrentIndex(index);
    else
        m_field->setEditText(path);             // a path the list lacks (the engine judges it)
    m_field->lineEdit()->setCursorPosition(0);  // a long name shows its start
    fieldChanged();
}

void FactorRow::fieldChanged() {
    if (field() == m_shownField) return;
    m_shownField = field();
    m_name->setPlaceholderText(autoFactorName(field()));
    m_levels->setSuggestions(levelSuggestions(field(), m_game));
    // "3" typed for a text field and then moved to a number field becomes 3.
    std::vector<DesignLevel> levels = m_levels->levels();
    for (auto& l : levels) l.value = levelValue(levelText(l.value), field(), m_game);
    m_levels->setLevels(levels);
    emit changed();
}

}  // namespace nashlab::ui
