#pragma once
// LevelChips: a factor's levels as small removable labels ("chips") that wrap like words, and an
// entry that adds the level typed into it (Enter or "+"). A level is a JSON value and, when the spec
// gave it one, a label; the value a person types is converted by the field's rules
// (design_fields.h) before it becomes a chip.
#include <QString>
#include <QWidget>
#include <functional>
#include <vector>

#include "engine/core/json.h"

class QCompleter;
class QLineEdit;

namespace nashlab::ui {

class FlowLayout;

struct DesignLevel {
    QString label;  ///< empty: the engine labels it by its value (or L1, L2, …)
    engine::Json value;
};

class LevelChips final : public QWidget {
    Q_OBJECT

public:
    /// Turns typed text into the level's value (the row knows the field).
    using Converter = std::function<engine::Json(const QString&)>;

    explicit LevelChips(QWidget* parent = nullptr);

    void setConverter(Converter convert) { m_convert = std::move(convert); }
    /// Values offered while typing.
    void setSuggestions(const QStringList& values);
    void setLevels(const std::vector<DesignLevel>& levels);
    const std::vector<DesignLevel>& levels() const { return m_levels; }
    /// Adds the level `text` stands for (what Enter in the entry does); empty text adds nothing.
    void addLevel(const QString& text);
    void removeLevel(int index);
    /// The "levels" of a crossed factor: a list when no level has a label, else {label: value}.
    engine::Json levelsJson() const;
    QLineEdit* entry() const { return m_entry; }

signals:
    void changed();

private:
    void rebuild();

    std::vector<DesignLevel> m_levels;
    Converter m_convert;
    FlowLayout* m_flow;
    QLineEdit* m_entry;
    QCompleter* m_completer = nullptr;
};

}  // namespace nashlab::ui
