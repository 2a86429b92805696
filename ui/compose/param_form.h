#pragma once
// ParamForm: a form generated from a game's ParamSpecs. Each field is checked as it is typed
// with the engine's own validateParam, so the form and the CLI accept exactly the same values.
#include <QWidget>
#include <vector>

#include "engine/game/param_spec.h"

class QFormLayout;
class QLabel;

namespace nashlab::ui {

class ParamForm final : public QWidget {
    Q_OBJECT

public:
    explicit ParamForm(QWidget* parent = nullptr);

    /// Builds the fields; `values` (resolved params) may be empty for the defaults.
    void setSpecs(std::vector<engine::ParamSpec> specs, const engine::Json& values = engine::Json::object());
    /// The validated values, or the first error (naming the parameter).
    engine::Result<engine::Json> values() const;
    bool isValid() const { return values().ok(); }
    void resetToDefaults();

signals:
    void changed();

private:
    engine::Json rawValue(std::size_t index) const;
    void setValue(std::size_t index, const engine::Json& value);
    void revalidate();

    std::vector<engine::ParamSpec> m_specs;
    std::vector<QWidget*> m_editors;
    QFormLayout* m_layout;
    QLabel* m_errors;
};

}  // namespace nashlab::ui
