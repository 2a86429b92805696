#include "ui/compose/seat_delegate.h"

#include <QComboBox>
#include <QLineEdit>

#include "ui/common/phrase_text.h"
#include "ui/compose/model_catalog.h"
#include "ui/compose/seat_model.h"

namespace nashlab::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

const SeatModel* seatModel(const QModelIndex& index) { return qobject_cast<const SeatModel*>(index.model()); }

QComboBox* newCombo(QWidget* parent, const char* name, bool editable) {
    auto* box = new QComboBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setEditable(editable);
    if (editable) box->setInsertPolicy(QComboBox::NoInsert);
    // A closed list in a cell must not take wheel turns meant for the page.
    box->setFocusPolicy(Qt::StrongFocus);
    return box;
}

// Sets a combo's text without echoing it back to the model, and without moving the cursor of
// the text the person is typing (the model's copy is the same text).
void showText(QComboBox* box, const QString& text) {
    if (box->currentText() == text) return;
    const QSignalBlocker block(box);
    if (box->isEditable()) {
        box->setEditText(text);
        box->lineEdit()->setCursorPosition(0);  // a long persona shows its beginning
    } else {
        box->setCurrentIndex(box->findText(text));
    }
}

}  // namespace

SeatDelegate::SeatDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

bool SeatDelegate::comboColumn(int column) {
    return column == SeatModel::ColKind || column == SeatModel::ColStrategy || column == SeatModel::ColEndpoint ||
           column == SeatModel::ColModel || column == SeatModel::ColPersona;
}

QStringList SeatDelegate::personaPresets() {
    // Not translated on purpose: a persona is part of the prompt, and the prompts are English.
    return {QStringLiteral("You are a careful economist. You think about what the other players will do "
                           "before you decide."),
            QStringLiteral("You are a cooperative player who values fairness and the welfare of the group."),
            QStringLiteral("You are a competitive player. You want to win and maximise your own payoff."),
            QStringLiteral("You are a cautious player who avoids risks and prefers safe outcomes."),
            QStringLiteral("You are a first-time player who knows nothing about game theory.")};
}

QWidget* SeatDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                    const QModelIndex& index) const {
    auto* self = const_cast<SeatDelegate*>(this);  // commitData is emitted by the delegate
    QComboBox* box = nullptr;
    switch (index.column()) {
    case SeatModel::ColKind:
        box = newCombo(parent, "seatKind", false);
        box->addItem(SeatModel::tr("bot"), QStringLiteral("bot"));
        box->addItem(SeatModel::tr("LLM"), QStringLiteral("llm"));
        box->addItem(SeatModel::tr("human"), QStringLiteral("human"));
        break;
    case SeatModel::ColStrategy:
        box = newCombo(parent, "seatStrategy", false);
        if (const SeatModel* m = seatModel(index); m && m->game())
            for (const auto& s : m->game()->strategies()) {
                box->addItem(q(s.id));
                box->setItemData(box->count() - 1, gameText(s.description), Qt::ToolTipRole);
            }
        break;
    case SeatModel::ColEndpoint: box = newCombo(parent, "seatEndpoint", false); break;
    case SeatModel::ColModel:
        box = newCombo(parent, "seatModel", true);
        box->lineEdit()->setPlaceholderText(SeatModel::tr("model name"));
        break;
    case SeatModel::ColPersona:
        box = newCombo(parent, "seatPersona", true);
        box->addItem(QString());
        for (const QString& p : personaPresets()) {
            box->addItem(p);
            box->setItemData(box->count() - 1, p, Qt::ToolTipRole);
        }
        box->lineEdit()->setPlaceholderText(SeatModel::tr("none, a preset, or your own text"));
        connect(box, &QComboBox::currentIndexChanged, box, [box] { box->lineEdit()->setCursorPosition(0); });
        break;
    default: return QStyledItemDelegate::createEditor(parent, option, index);
    }
    if (box->isEditable())
        connect(box, &QComboBox::editTextChanged, self, [self, box] { emit self->commitData(box); });
    else
        connect(box, &QComboBox::currentIndexChanged, self, [self, box] { emit self->commitData(box); });
    return box;
}

void SeatDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    auto* box = qobject_cast<QComboBox*>(editor);
    if (!box) return QStyledItemDelegate::setEditorData(editor, index);
    box->setEnabled(index.flags().testFlag(Qt::ItemIsEditable));
    box->setToolTip(index.data(Qt::ToolTipRole).toString());
    const SeatModel* m = seatModel(index);
    const QString value = index.data(Qt::EditRole).toString();
    if (index.column() == SeatModel::ColKind) {
        const QSignalBlocker block(box);
        box->setCurrentIndex(std::max(0, box->findData(value)));
        return;
    }
    if (m && index.column() == SeatModel::ColStrategy && box->findText(value) < 0 && !value.isEmpty()) {
        // A strategy the game does not offer stays visible as it is: the spec check then names it.
        const QSignalBlocker block(box);
        box->addItem(value);
    }
    if (m && index.column() == SeatModel::ColEndpoint) {
        const QList<Endpoint> choices = m->endpointChoices(index.row());
        QStringList names;
        for (const Endpoint& e : choices) names << e.name;
        QStringList shown;
        for (int i = 0; i < box->count(); ++i) shown << box->itemText(i);
        if (names != shown) {
            const QSignalBlocker block(box);
            box->clear();
            for (const Endpoint& e : choices) {
                box->addItem(e.name);
                box->setItemData(box->count() - 1, SeatModel::endpointLabel(e.provider, e.baseUrl), Qt::ToolTipRole);
            }
            box->setCurrentIndex(-1);
        }
    }
    if (m && index.column() == SeatModel::ColModel) {
        const Endpoint& endpoint = m->row(index.row()).endpoint;
        const QStringList models = ModelCatalog::shared().entry(endpoint.provider, endpoint.baseUrl).models;
        QStringList shown;
        for (int i = 0; i < box->count(); ++i) shown << box->itemText(i);
        if (models != shown) {
            const QSignalBlocker block(box);
            box->clear();
            box->addItems(models);
            box->setEditText(value);
        }
    }
    showText(box, value);
}

void SeatDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const {
    auto* box = qobject_cast<QComboBox*>(editor);
    if (!box) return QStyledItemDelegate::setModelData(editor, model, index);
    if (index.column() == SeatModel::ColKind)
        model->setData(index, box->currentData());
    else
        model->setData(index, box->currentText());
}

}  // namespace nashlab::ui
