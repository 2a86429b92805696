#include "ui/results/model_ranks_model.h"

namespace nashlab::ui {

using engine::Json;

ModelRanksModel::ModelRanksModel(QObject* parent) : QAbstractTableModel(parent) {}

void ModelRanksModel::setRanks(const Json& ranks) {
    std::vector<Ranked> rows;
    if (ranks.is_array()) {
        for (const Json& m : ranks) {
            if (!m.is_object()) continue;
            Ranked r;
            r.rank = m.value("rank", 0);
            r.model = QString::fromStdString(m.value("model", ""));
            r.bot = m.value("kind", "") == "bot";
            r.strength = m.value("strength", 0.0);
            const Json ci = m.value("ci95", Json::array());
            if (ci.is_array() && ci.size() == 2 && ci[0].is_number() && ci[1].is_number())
                r.ci95 = std::pair{ci[0].get<double>(), ci[1].get<double>()};
            r.sessions = m.value("sessions", 0);
            r.wins = m.value("wins", 0);
            r.draws = m.value("draws", 0);
            r.losses = m.value("losses", 0);
            rows.push_back(std::move(r));
        }
    }
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    m_rows = std::move(rows);
    if (!m_rows.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int ModelRanksModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ModelRanksModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString ModelRanksModel::text(const Ranked& r, int column) const {
    switch (column) {
    case Rank: return QString::number(r.rank);
    case Model: return r.bot ? tr("%1 (bot)").arg(r.model) : r.model;
    case Strength:
        return QString::number(r.strength, 'f', 2) +
               (r.ci95 ? QStringLiteral(" [%1, %2]")
                             .arg(QString::number(r.ci95->first, 'f', 2), QString::number(r.ci95->second, 'f', 2))
                       : QString());
    case Sessions: return QString::number(r.sessions);
    default: return QString();
    }
}

QVariant ModelRanksModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Ranked& r = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: return text(r, index.column());
    case Qt::TextAlignmentRole:
        return int(index.column() == Model ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:  // the pairwise record, on every cell of the row
        return tr("%1 won, %2 drawn, %3 lost of its pairwise games against other models' seats")
            .arg(r.wins)
            .arg(r.draws)
            .arg(r.losses);
    default: return {};
    }
}

QVariant ModelRanksModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Rank: return tr("Rank");
        case Model: return tr("Model");
        case Strength: return tr("Strength [95% CI]");
        case Sessions: return tr("Sessions");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole && section == Sessions) return tr("Sessions where the model met another model");
    return {};
}

}  // namespace nashlab::ui
