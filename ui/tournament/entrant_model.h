#pragma once
// EntrantModel: the tournament form's entrants, each ticked to play or not. Bots come from the
// chosen games' strategies, model entrants are added by the person, a tournament file brings its
// own; all are typed Entrant values here, never JSON in item roles.
#include <QAbstractListModel>
#include <QStringList>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::ui {

struct Entrant {
    enum class Kind { Bot, Model, FromFile };
    Kind kind = Kind::Bot;
    QString name;
    engine::Json seat = engine::Json::object();  ///< a model's seat, or a file's entry (both without the name)
    QString tip;
    bool ticked = true;
};

class EntrantModel final : public QAbstractListModel {
    Q_OBJECT

public:
    explicit EntrantModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool removeRows(int row, int count, const QModelIndex& parent = {}) override;

    void setEntrants(std::vector<Entrant> entrants);
    void append(Entrant entrant);
    const std::vector<Entrant>& entrants() const { return m_entrants; }
    const Entrant& at(int row) const { return m_entrants.at(static_cast<std::size_t>(row)); }
    /// The row of the entrant of this name, or -1.
    int find(const QString& name) const;
    /// Ticks exactly the entrants of these names.
    void tickOnly(const QStringList& names);

private:
    std::vector<Entrant> m_entrants;
};

}  // namespace nashlab::ui
