#pragma once
// DesignPanel: the treatment design of the composed spec (issue 15; docs/experiments.md). Factors
// are rows (a spec field and its levels as chips), crossed into every combination; common random
// numbers on or off; a live count of treatments, sessions and decisions; the cost of the whole
// design and the engine's own error when the design cannot run. It builds the spec's "treatments"
// block; ComposeView parses the spec and tells the panel what came out.
//
// A listed design (treatments with a label and the fields each sets) is shown and kept, not edited
// here: it is written in the spec file. A design loaded from a file whose seat factors cannot be
// said for one seat per row is kept as written, read-only.
#include <QWidget>
#include <vector>

#include "engine/experiment/experiment_spec.h"
#include "ui/compose/design_fields.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QToolButton;
class QVBoxLayout;

namespace nashlab::ui {

class FactorRow;

class DesignPanel final : public QWidget {
    Q_OBJECT

public:
    explicit DesignPanel(QWidget* parent = nullptr);

    /// The game and the seat list ("seats", one entry per seat-table row) that factors may set.
    void setContext(const engine::Game* game, const engine::Json& seats);
    /// Fills the panel from a "treatments" block whose seat fields address seat-table rows
    /// (design_fields.h, blockForSeatRows); null clears it.
    void setDesign(const engine::Json& block);
    /// Keeps a block exactly as written (with its "base"), read-only; `why` says why.
    void setWrittenDesign(const engine::Json& block, const QString& why);
    /// Removes every factor (and a kept design): the spec plays one configuration.
    void clear();

    /// The "treatments" block the panel holds; null when there is no design.
    engine::Json block() const;
    bool hasDesign() const { return !block().is_null(); }
    /// What the engine cannot see in block(): two factors with one name (an object keeps one of
    /// them) or a factor without a field. Empty when there is none.
    QString problem() const;
    /// True when the design is the spec file's as written (the seat table would reach none of it).
    bool keepsWrittenDesign() const { return !m_written.is_null(); }

    /// What parsing the spec gave: the count of treatments, sessions and decisions, or the error.
    void showParsed(const engine::Result<engine::ExperimentSpec>& parsed, const engine::Game* game, int repetitions);
    /// The cost of the whole design (ComposeView estimates it), empty when there is nothing to say.
    void showCost(const QString& text);

    void setExpanded(bool expanded);
    bool isExpanded() const;

    FactorRow* addFactor();
    std::vector<FactorRow*> rows() const { return m_rows; }
    QLabel* countLabel() const { return m_count; }
    QLabel* costLabel() const { return m_cost; }
    QLabel* errorLabel() const { return m_error; }

signals:
    void changed();

private:
    void removeFactor(FactorRow* row);
    void showMode();
    /// Treatments the rows cross into, without asking the engine (the design may not parse yet).
    long long crossedCount() const;
    QString listedText() const;

    const engine::Game* m_game = nullptr;
    std::vector<DesignField> m_fields;
    std::vector<FactorRow*> m_rows;
    engine::Json m_listed;   ///< a loaded listed design's "listed" entries (null: none)
    engine::Json m_written;  ///< a design kept as written (null: none)
    QToolButton* m_toggle;
    QWidget* m_body;
    QComboBox* m_mode;
    QVBoxLayout* m_rowsLayout;
    QLabel* m_listedView;
    QPushButton* m_add;
    QCheckBox* m_crn;
    QPushButton* m_drop;
    QLabel* m_count;
    QLabel* m_cost;
    QLabel* m_error;
    QString m_summary;  ///< the count, also shown beside the title when the panel is folded
};

}  // namespace nashlab::ui
