#pragma once
// FactorRow: one factor of a crossed design — its name (the column of the tidy export; the field's
// short name when left empty), the spec field it sets (a list of the fields that apply, or a path
// typed by hand) and its levels as chips. Two lines, so that it fits a narrow Compose pane.
#include <QFrame>
#include <vector>

#include "engine/core/json.h"
#include "ui/compose/design_fields.h"

class QComboBox;
class QLineEdit;
class QToolButton;

namespace nashlab::ui {

class LevelChips;

class FactorRow final : public QFrame {
    Q_OBJECT

public:
    explicit FactorRow(QWidget* parent = nullptr);

    /// The fields offered (the game's and its seats'); the field chosen stays chosen.
    void setFields(const std::vector<DesignField>& fields, const engine::Game* game);
    /// Fills the row from a crossed factor {"field": …, "levels": […] or {label: value}}.
    void setFactor(const QString& name, const engine::Json& factor);

    /// The typed name, else the field's short name.
    QString name() const;
    QString field() const;
    /// {"field": …, "levels": …} as a crossed design writes it.
    engine::Json factorJson() const;

    QLineEdit* nameEdit() const { return m_name; }
    QComboBox* fieldBox() const { return m_field; }
    LevelChips* levels() const { return m_levels; }

signals:
    void changed();
    void removeRequested();

private:
    void selectField(const QString& path);
    /// The field changed: the levels are read again as its type, suggestions follow it.
    void fieldChanged();

    const engine::Game* m_game = nullptr;
    QString m_shownField;  ///< the field the levels and suggestions were last read for
    QLineEdit* m_name;
    QComboBox* m_field;
    QToolButton* m_remove;
    LevelChips* m_levels;
};

}  // namespace nashlab::ui
