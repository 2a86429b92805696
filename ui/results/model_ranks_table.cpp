#include "ui/results/model_ranks_table.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/common/run_model.h"
#include "ui/results/model_ranks_model.h"

namespace nashlab::ui {
namespace {

using engine::Json;

QString q(const std::string& s) { return QString::fromStdString(s); }

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
    m_model = new ModelRanksModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("modelRanksTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ModelRanksModel::Model, QHeaderView::Stretch);
    // As tall as its rows: the differences below get the rest of the column.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
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
    m_model->setRanks(rows);
    m_table->updateGeometry();  // its size hint follows its rows (AdjustToContents)
}

}  // namespace nashlab::ui
