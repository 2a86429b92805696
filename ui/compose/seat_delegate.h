#pragma once
// SeatDelegate: the editors of SeatModel's cells. Kind, strategy, endpoint, model and persona are
// combo boxes (the view keeps them open); name, options and temperature are line edits. A combo
// writes to the model as soon as it changes, so the spec follows every pick and keystroke.
#include <QStyledItemDelegate>

namespace nashlab::ui {

class SeatDelegate final : public QStyledItemDelegate {
    Q_OBJECT

public:
    explicit SeatDelegate(QObject* parent = nullptr);

    /// Whether the column's editor is a combo box the view keeps open.
    static bool comboColumn(int column);
    /// Built-in persona texts offered in the persona column (English: they go into the prompt).
    static QStringList personaPresets();

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
};

}  // namespace nashlab::ui
