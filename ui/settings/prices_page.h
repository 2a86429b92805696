#pragma once
// PricesPage (Settings → Prices): the price table used for costs and estimates. The built-in
// table ships with NashLab; the user's copy (<data folder>/prices.json) overrides and adds
// entries. Edited as JSON, checked as you type with the same rules the providers layer applies.
#include <QWidget>

#include "engine/core/result.h"

class QLabel;
class QPlainTextEdit;

namespace nashlab::ui {

class PricesPage final : public QWidget {
    Q_OBJECT

public:
    explicit PricesPage(QWidget* parent = nullptr);

    QPlainTextEdit* editor() const { return m_editor; }
    /// Whether the text is a valid price table (the reason when not).
    engine::Status validate() const;
    /// Where `text` stops being JSON, in words a person can act on (line and column); empty if it is JSON.
    static QString jsonProblem(const QString& text);
    /// Writes the user's copy (atomically); refuses an invalid table. Unchanged text writes nothing.
    engine::Status save() const;

private:
    void check();
    QPlainTextEdit* m_editor;
    QLabel* m_check;
    QString m_original;
};

}  // namespace nashlab::ui
