#pragma once
// SeatTable: one row per seat — colour, name, kind (bot, LLM, human), bot strategy and its
// options, endpoint and model (the endpoint's discovered models offered in a list), temperature,
// persona (presets or free text) — with add, remove, reorder and "fill all like this row".
// Seat fields the table has no column for (max_tokens, api_key_env, ...) travel with the row.
#include <QWidget>
#include <vector>

#include "engine/game/game.h"
#include "engine/session/session_spec.h"
#include "ui/settings/app_settings.h"

class QLabel;
class QTableWidget;

namespace nashlab::ui {

class SeatTable final : public QWidget {
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
    QTableWidget* table() const { return m_table; }
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
    void recolour();
    /// The name a seat gets unless the person types one: "<strategy> <n>", "<model> <n>", "Human <n>".
    QString autoName(int row) const;
    /// Every seat not named by hand takes its automatic name (after a change of kind, strategy,
    /// model or position).
    void refreshAutoNames();
    void applyKind(int row);
    void fillEndpoints(int row);
    void selectEndpoint(int row, const engine::Json& seat);
    void requestModels(int row);
    void fillModels(int row);
    void onCatalogUpdated(const QString& key);
    void updateModelStatus();
    void validateTemperature(int row);
    int rowOf(QWidget* cellWidget, int column) const;

    const engine::Game* m_game = nullptr;
    QList<Endpoint> m_endpoints = defaultEndpoints();
    QTableWidget* m_table;
    QLabel* m_modelStatus;
};

}  // namespace nashlab::ui
