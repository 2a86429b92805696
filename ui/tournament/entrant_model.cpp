#include "ui/tournament/entrant_model.h"

namespace nashlab::ui {

EntrantModel::EntrantModel(QObject* parent) : QAbstractListModel(parent) {}

int EntrantModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_entrants.size());
}

QVariant EntrantModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Entrant& e = at(index.row());
    switch (role) {
    case Qt::DisplayRole: return e.name;
    case Qt::ToolTipRole: return e.tip.isEmpty() ? QVariant() : QVariant(e.tip);
    case Qt::CheckStateRole: return e.ticked ? Qt::Checked : Qt::Unchecked;
    default: return {};
    }
}

bool EntrantModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::CheckStateRole || !index.isValid() || index.row() >= rowCount()) return false;
    const bool ticked = value.value<Qt::CheckState>() == Qt::Checked;
    Entrant& e = m_entrants[static_cast<std::size_t>(index.row())];
    if (e.ticked == ticked) return false;
    e.ticked = ticked;
    emit dataChanged(index, index, {Qt::CheckStateRole});
    return true;
}

Qt::ItemFlags EntrantModel::flags(const QModelIndex& index) const {
    if (!index.isValid() || index.row() >= rowCount()) return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable;
}

bool EntrantModel::removeRows(int row, int count, const QModelIndex& parent) {
    if (parent.isValid() || row < 0 || count <= 0 || row + count > rowCount()) return false;
    beginRemoveRows({}, row, row + count - 1);
    m_entrants.erase(m_entrants.begin() + row, m_entrants.begin() + row + count);
    endRemoveRows();
    return true;
}

void EntrantModel::setEntrants(std::vector<Entrant> entrants) {
    beginResetModel();
    m_entrants = std::move(entrants);
    endResetModel();
}

void EntrantModel::append(Entrant entrant) {
    beginInsertRows({}, rowCount(), rowCount());
    m_entrants.push_back(std::move(entrant));
    endInsertRows();
}

int EntrantModel::find(const QString& name) const {
    for (int r = 0; r < rowCount(); ++r)
        if (at(r).name == name) return r;
    return -1;
}

void EntrantModel::tickOnly(const QStringList& names) {
    for (int r = 0; r < rowCount(); ++r)
        setData(index(r), names.contains(at(r).name) ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
}

}  // namespace nashlab::ui
