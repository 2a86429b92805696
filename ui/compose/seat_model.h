#pragma once
// SeatModel: the session's seats as a table model, one typed SeatRow per seat. The Compose tab's
// SeatTable shows it through SeatDelegate; the spec's "seats" list goes in (setSeats) and comes out
// (seatsJson) here and nowhere else. Seat fields the table has no column for (max_tokens,
// api_key_env, ...) travel with their row as they came.
#include <QAbstractTableModel>
#include <QList>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/game.h"
#include "ui/settings/app_settings.h"

namespace nashlab::ui {

struct SeatRow {
    enum class Kind { Bot, Llm, Human };
    Kind kind = Kind::Bot;
    QString name;            ///< typed by the person; shown only when handNamed
    bool handNamed = false;  ///< otherwise the name follows the seat's kind, strategy or model
    QString strategy;        ///< a bot's strategy id
    QString options;         ///< a bot's options as typed (JSON text; malformed text goes to the spec parser)
    Endpoint endpoint;       ///< an LLM seat's server (one of Settings' endpoints or the spec's own)
    QString model;
    QString temperature;  ///< as typed; empty: the provider's default
    QString persona;
    engine::Json extras = engine::Json::object();  ///< fields without a column, kept for LLM seats
};

class SeatModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        ColColour,
        ColName,
        ColKind,
        ColStrategy,
        ColOptions,
        ColEndpoint,
        ColModel,
        ColTemperature,
        ColPersona,
        ColCount
    };

    explicit SeatModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool removeRows(int row, int count, const QModelIndex& parent = {}) override;
    bool moveRows(const QModelIndex& sourceParent, int sourceRow, int count, const QModelIndex& destinationParent,
                  int destinationChild) override;

    /// The game whose strategies bots choose from; clears the seats.
    void setGame(const engine::Game* game);
    const engine::Game* game() const { return m_game; }
    /// Settings' endpoints, offered to LLM seats; rows keep their server (as their own when it is
    /// no longer listed).
    void setEndpoints(const QList<Endpoint>& endpoints);
    /// The endpoints a row may choose: Settings' list, plus the row's own server when it is not in it.
    QList<Endpoint> endpointChoices(int row) const;

    void setSeats(const engine::Json& seats);
    void appendSeat(const engine::Json& seat);
    void setSeat(int row, const engine::Json& seat);
    /// One entry of a spec's "seats" list.
    engine::Json seatJson(int row) const;
    engine::Json seatsJson() const;
    const SeatRow& row(int row) const { return m_rows.at(static_cast<std::size_t>(row)); }

    /// The name a seat gets unless the person types one: "<strategy> <n>", "<model> <n>", "Human <n>".
    QString autoName(int row) const;
    QString displayName(int row) const;
    /// Why a row's temperature cannot be used, or "" when it can.
    QString temperatureProblem(int row) const;
    /// Tells the views that the discovered models of endpoint `key` (ModelCatalog::key) changed.
    void modelsChanged(const QString& key);
    static QString endpointKey(const Endpoint& endpoint);
    /// "openai · http://host/v1" (the provider alone for its public endpoint).
    static QString endpointLabel(const QString& provider, const QString& baseUrl);
    static QString kindId(SeatRow::Kind kind);

private:
    bool valid(const QModelIndex& index) const;
    SeatRow rowFrom(const engine::Json& seat) const;
    Endpoint endpointFor(const engine::Json& seat) const;
    /// Names and colours follow positions: after rows move, arrive or leave.
    void positionsChanged(int fromRow);
    void cellChanged(int row, int column);

    const engine::Game* m_game = nullptr;
    QList<Endpoint> m_endpoints = defaultEndpoints();
    std::vector<SeatRow> m_rows;
};

}  // namespace nashlab::ui
