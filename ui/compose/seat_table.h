#pragma once
// SeatTable: one row per seat — colour, name, kind (bot, LLM, human), bot strategy and its
// options, provider and model, persona — with add, remove, reorder and "fill all like this row".
#include <QWidget>
#include <vector>

#include "engine/game/game.h"
#include "engine/session/session_spec.h"

class QTableWidget;

namespace nashlab::ui {

class SeatTable final : public QWidget {
    Q_OBJECT

public:
    enum Column { ColColour, ColName, ColKind, ColStrategy, ColOptions, ColProvider, ColModel, ColPersona, ColCount };

    explicit SeatTable(QWidget* parent = nullptr);

    void setGame(const engine::Game* game);
    void setSeats(const std::vector<engine::SeatSpec>& seats);
    /// The "seats" list of a spec, one entry per row.
    engine::Json seatsJson() const;
    int count() const;
    /// The persona typed for a row (the preview uses it).
    QString persona(int row) const;
    QTableWidget* table() const { return m_table; }

    void addSeat(const engine::Json& seat);
    void setRow(int row, const engine::Json& seat);
    engine::Json rowJson(int row) const;
    void moveRow(int from, int to);
    /// Copies the current row's kind, strategy, options, model and persona to every row.
    void fillAllLikeCurrent();

signals:
    void changed();

private:
    void recolour();
    void applyKind(int row);
    const engine::Game* m_game = nullptr;
    QTableWidget* m_table;
};

}  // namespace nashlab::ui
