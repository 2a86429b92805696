#pragma once
// SeatTable: the Compose tab's seats — a view over SeatModel (one row per seat: colour, name,
// kind, bot strategy and its options, endpoint and model with the endpoint's discovered models,
// temperature, persona) with add, remove, reorder and "fill all like this row".
#include <QWidget>
#include <vector>

#include "engine/game/game.h"
#include "engine/session/session_spec.h"
#include "ui/compose/seat_model.h"
#include "ui/settings/app_settings.h"

class QComboBox;
class QLabel;
class QTableView;

namespace nashlab::ui {

class SeatTable final : public QWidget {
    Q_OBJECT

public:
    using Column = SeatModel::Column;
    static constexpr Column ColColour = SeatModel::ColColour, ColName = SeatModel::ColName,
                            ColKind = SeatModel::ColKind, ColStrategy = SeatModel::ColStrategy,
                            ColOptions = SeatModel::ColOptions, ColEndpoint = SeatModel::ColEndpoint,
                            ColModel = SeatModel::ColModel, ColTemperature = SeatModel::ColTemperature,
                            ColPersona = SeatModel::ColPersona;

    explicit SeatTable(QWidget* parent = nullptr);

    void setGame(const engine::Game* game);
    void setSeats(const std::vector<engine::SeatSpec>& seats);
    /// The endpoints from Settings offered for LLM seats (rows keep their seats).
    void setEndpoints(const QList<Endpoint>& endpoints);
    /// The "seats" list of a spec, one entry per row.
    engine::Json seatsJson() const;
    int count() const;
    /// The persona typed for a row (the preview uses it).
    QString persona(int row) const;
    QTableView* table() const { return m_view; }
    SeatModel* model() const { return m_model; }
    /// The open combo box of a row's kind, strategy, endpoint, model or persona cell.
    QComboBox* comboAt(int row, int column) const;
    /// Discovery messages for the endpoints in use (empty when all lists arrived).
    QLabel* modelStatus() const { return m_modelStatus; }

    void addSeat(const engine::Json& seat);
    void setRow(int row, const engine::Json& seat);
    engine::Json rowJson(int row) const;
    void moveRow(int from, int to);
    /// Copies the current row's kind, strategy, options, endpoint, model, temperature and persona
    /// to every row.
    void fillAllLikeCurrent();
    /// Built-in persona texts offered in the persona column (English: they go into the prompt).
    static QStringList personaPresets();
    /// Asks every endpoint in use for its models again.
    void refreshModels();

signals:
    void changed();

private:
    void openEditors(int first, int last);
    /// Asks the servers of LLM rows for their models (once per server; `force` asks again).
    void requestModels(bool force);
    void updateModelStatus();
    int currentRow() const;

    SeatModel* m_model;
    QTableView* m_view;
    QLabel* m_modelStatus;
};

}  // namespace nashlab::ui
