#include "ui/results/model_ranks_table.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/common/run_model.h"

namespace nashlab::ui {
namespace {

using engine::Json;

QString q(const std::string& s) { return QString::fromStdString(s); }

QTableWidgetItem* cell(const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(align);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

}  // namespace

ModelRanksTable::ModelRanksTable(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("modelRanks"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_caption = new QLabel(tr("<b>Model ranks</b> (Bradley–Terry)"), this);
    m_caption->setToolTip(
        tr("In every session each model's seat meets every other model's seat: the higher total payoff wins, "
           "equal totals are a draw. Strength is on the log-odds scale, 0 is the models' mean; the interval "
           "is a 95% bootstrap over sessions."));
    layout->addWidget(m_caption);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Under"), this));
    m_scope = new QComboBox(this);
    m_scope->setObjectName(QStringLiteral("modelRanksScope"));
    m_scope->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scope->setMinimumContentsLength(12);
    row->addWidget(m_scope, 1);
    layout->addLayout(row);
    // Four columns fit the side of a 1024-pixel window; the pairwise record is each row's tooltip.
    m_table = new QTableWidget(0, 4, this);
    m_table->setObjectName(QStringLiteral("modelRanksTable"));
    m_table->setHorizontalHeaderLabels({tr("Rank"), tr("Model"), tr("Strength [95% CI]"), tr("Sessions")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    // As tall as its rows: the differences below get the rest of the column.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_table->horizontalHeaderItem(3)->setToolTip(tr("Sessions where the model met another model"));
    layout->addWidget(m_table);
    connect(m_scope, &QComboBox::currentIndexChanged, this, &ModelRanksTable::fill);
}

void ModelRanksTable::setReport(const Json& report) {
    const Json design = report.is_object() ? report.value("design", Json::object()) : Json::object();
    m_models = design.is_object() ? design.value("models", Json()) : Json();
    if (!m_models.is_object()) m_models = Json();
    const QString previous = m_scope->currentData().toString();
    {
        const QSignalBlocker block(m_scope);
        m_scope->clear();
        m_scope->addItem(tr("all treatments"), QString());
        const Json treatments = design.is_object() ? design.value("treatments", Json::array()) : Json::array();
        const Json ranked = hasRanks() ? m_models.value("by_treatment", Json::object()) : Json::object();
        for (const auto& t : treatments) {  // the design's order; a treatment where no two models met is left out
            const std::string label = t.is_object() ? t.value("label", "") : "";
            if (ranked.contains(label)) m_scope->addItem(q(label), q(label));
        }
        const int keep = m_scope->findData(previous);
        m_scope->setCurrentIndex(keep >= 0 ? keep : 0);
    }
    fill();
}

void ModelRanksTable::setTreatment(const QString& label) {
    const int index = m_scope->findData(label);
    if (index >= 0) m_scope->setCurrentIndex(index);
}

void ModelRanksTable::fill() {
    const QString scope = m_scope->currentData().toString();
    Json rows = Json::array();
    if (hasRanks())
        rows = scope.isEmpty()
                   ? m_models.value("overall", Json::array())
                   : m_models.value("by_treatment", Json::object()).value(scope.toStdString(), Json::array());
    m_table->setRowCount(static_cast<int>(rows.size()));
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const Json& m = rows[static_cast<std::size_t>(r)];
        const QString model = q(m.value("model", ""));
        const Json ci = m.value("ci95", Json::array());
        const QString interval =
            ci.is_array() && ci.size() == 2 && ci[0].is_number() && ci[1].is_number()
                ? QStringLiteral(" [%1, %2]")
                      .arg(QString::number(ci[0].get<double>(), 'f', 2), QString::number(ci[1].get<double>(), 'f', 2))
                : QString();
        m_table->setItem(r, 0, cell(QString::number(m.value("rank", 0)), right));
        m_table->setItem(r, 1, cell(m.value("kind", "") == "bot" ? tr("%1 (bot)").arg(model) : model));
        m_table->setItem(r, 2, cell(QString::number(m.value("strength", 0.0), 'f', 2) + interval, right));
        m_table->setItem(r, 3, cell(QString::number(m.value("sessions", 0)), right));
        const QString record = tr("%1 won, %2 drawn, %3 lost of its pairwise games against other models' seats")
                                   .arg(m.value("wins", 0))
                                   .arg(m.value("draws", 0))
                                   .arg(m.value("losses", 0));
        for (int c = 0; c < m_table->columnCount(); ++c) m_table->item(r, c)->setToolTip(record);
    }
    m_table->updateGeometry();  // its size hint follows its rows (AdjustToContents)
}

}  // namespace nashlab::ui
