#pragma once
// ModelRanksModel: what ModelRanksTable shows, as a read-only Qt model — the Bradley–Terry ranks
// of one scope of a score report's design.models (engine/metrics/model_ranks.h: all treatments or
// one), strongest first: rank, model, strength with its 95 % bootstrap interval, sessions; each
// row's tooltip is its pairwise record. The entries are read into typed rows once; a refill with
// as many rows changes the cells in place (the view keeps its selection), any other resets it.
#include <QAbstractTableModel>
#include <optional>
#include <utility>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::ui {

class ModelRanksModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Rank, Model, Strength, Sessions, ColumnCount };

    /// One model's entry.
    struct Ranked {
        int rank = 0;
        QString model;
        bool bot = false;  ///< a bot's strategy, ranked beside the models
        double strength = 0;
        std::optional<std::pair<double, double>> ci95;
        int sessions = 0;
        int wins = 0;
        int draws = 0;
        int losses = 0;
    };

    explicit ModelRanksModel(QObject* parent = nullptr);

    /// The entries of design.models' "overall" or of one of its "by_treatment" lists, in their order
    /// (anything but an array: no rows).
    void setRanks(const engine::Json& ranks);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(const Ranked& r, int column) const;

    std::vector<Ranked> m_rows;
};

}  // namespace nashlab::ui
