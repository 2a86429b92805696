#pragma once
// ModelRanksTable: the Bradley–Terry ranks of the models a design pits against each other
// (issue 15), from the score report's design.models (engine/metrics/model_ranks.h): rank, model,
// strength with its 95 % bootstrap interval, sessions and pairwise wins, draws and losses — over
// all treatments or under one, chosen above the table. Empty (and hidden by its owner) when no
// two models meet. The table is a view over ModelRanksModel.
#include <QWidget>

#include "engine/core/json.h"

class QComboBox;
class QLabel;
class QTableView;

namespace nashlab::ui {

class ModelRanksModel;

class ModelRanksTable final : public QWidget {
    Q_OBJECT

public:
    explicit ModelRanksTable(QWidget* parent = nullptr);

    /// A run's score report; the chosen treatment stays when the new report has it.
    void setReport(const engine::Json& report);
    /// Whether the report ranks any models.
    bool hasRanks() const { return m_models.is_object(); }
    /// "" for all treatments, else a treatment's label.
    void setTreatment(const QString& label);
    QTableView* table() const { return m_table; }
    ModelRanksModel* model() const { return m_model; }

private:
    void fill();

    engine::Json m_models;
    QComboBox* m_scope;
    QLabel* m_caption;
    ModelRanksModel* m_model;
    QTableView* m_table;
};

}  // namespace nashlab::ui
