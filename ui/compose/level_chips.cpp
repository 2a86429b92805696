#include "ui/compose/level_chips.h"

#include <QCompleter>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

#include "ui/common/flow_layout.h"
#include "ui/compose/design_fields.h"

namespace nashlab::ui {

using engine::Json;

namespace {

constexpr int kChipChars = 28;  // a persona level is a sentence: the chip shows its start

// What a chip reads: the value, or "label: value" when the spec labelled it differently.
QString chipText(const DesignLevel& level) {
    const QString value = levelText(level.value);
    QString text = level.label.isEmpty() || level.label == value ? value : level.label + QStringLiteral(": ") + value;
    if (text.size() > kChipChars) text = text.left(kChipChars - 1) + QChar(0x2026);
    return text;
}

// The engine's label for an unlabelled level (treatment_design.cpp): a plain word or number is its
// own label, anything else its position. Needed only when one factor mixes labelled and typed levels.
QString autoLabel(const Json& value, std::size_t index) {
    static const QString plain = QStringLiteral("-_.=+,");
    const QString text =
        value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString::fromStdString(value.dump());
    bool ok = !text.isEmpty() && text.size() <= 120 && (value.is_string() || value.is_number() || value.is_boolean());
    for (QChar c : text) ok = ok && (c.isLetterOrNumber() && c.unicode() < 128 ? true : plain.contains(c));
    return ok ? text : QStringLiteral("L%1").arg(index + 1);
}

}  // namespace

LevelChips::LevelChips(QWidget* parent) : QWidget(parent) {
    m_flow = new FlowLayout(this, 4);
    m_entry = new QLineEdit(this);
    m_entry->setObjectName(QStringLiteral("levelEntry"));
    m_entry->setPlaceholderText(tr("add a level, Enter"));
    m_entry->setMinimumWidth(130);
    m_entry->setMaximumWidth(200);
    m_flow->addWidget(m_entry);
    connect(m_entry, &QLineEdit::returnPressed, this, [this] {
        // A completer's popup also sends Enter: the text it put in is the level.
        addLevel(m_entry->text());
        m_entry->clear();
    });
}

void LevelChips::setSuggestions(const QStringList& values) {
    delete m_completer;
    m_completer = nullptr;
    if (values.isEmpty()) return;
    m_completer = new QCompleter(values, this);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_entry->setCompleter(m_completer);
}

void LevelChips::setLevels(const std::vector<DesignLevel>& levels) {
    m_levels = levels;
    rebuild();
}

void LevelChips::addLevel(const QString& text) {
    if (text.trimmed().isEmpty()) return;
    m_levels.push_back({QString(), m_convert ? m_convert(text) : Json(text.trimmed().toStdString())});
    rebuild();
    emit changed();
}

void LevelChips::removeLevel(int index) {
    if (index < 0 || index >= static_cast<int>(m_levels.size())) return;
    m_levels.erase(m_levels.begin() + index);
    rebuild();
    emit changed();
}

Json LevelChips::levelsJson() const {
    bool labelled = false;
    for (const auto& l : m_levels) labelled = labelled || !l.label.isEmpty();
    if (!labelled) {
        Json list = Json::array();
        for (const auto& l : m_levels) list.push_back(l.value);
        return list;
    }
    Json map = Json::object();
    for (std::size_t i = 0; i < m_levels.size(); ++i) {
        const QString label = m_levels[i].label.isEmpty() ? autoLabel(m_levels[i].value, i) : m_levels[i].label;
        map[label.toStdString()] = m_levels[i].value;
    }
    return map;
}

void LevelChips::rebuild() {
    // The chips go (later: a chip's own × button may be what asked), the entry comes back last.
    while (QLayoutItem* item = m_flow->takeAt(0)) {
        if (QWidget* chip = item->widget(); chip && chip != m_entry) {
            chip->hide();
            chip->setObjectName(QString());  // not found by name while it waits to be deleted
            chip->deleteLater();
        }
        delete item;
    }
    for (int i = 0; i < static_cast<int>(m_levels.size()); ++i) {
        auto* chip = new QFrame(this);
        chip->setObjectName(QStringLiteral("levelChip"));
        chip->setStyleSheet(
            QStringLiteral("#levelChip { border: 1px solid palette(mid); border-radius: 9px; "
                           "background: palette(alternate-base); }"));
        auto* row = new QHBoxLayout(chip);
        row->setContentsMargins(8, 1, 2, 1);
        row->setSpacing(2);
        auto* text = new QLabel(chipText(m_levels[static_cast<std::size_t>(i)]), chip);
        text->setObjectName(QStringLiteral("levelChipText"));
        text->setToolTip(levelText(m_levels[static_cast<std::size_t>(i)].value));
        auto* remove = new QToolButton(chip);
        remove->setObjectName(QStringLiteral("removeLevel"));
        remove->setText(QStringLiteral("×"));
        remove->setAutoRaise(true);
        remove->setToolTip(tr("Remove this level"));
        row->addWidget(text);
        row->addWidget(remove);
        connect(remove, &QToolButton::clicked, this, [this, i] { removeLevel(i); });
        m_flow->addWidget(chip);
        chip->show();  // at once, not when the event loop gets to it: the chip is read right away
    }
    m_flow->addWidget(m_entry);
    updateGeometry();
}

}  // namespace nashlab::ui
