#pragma once
// HanabiTableView: paints a hanabi_small table — the fireworks (one pile per colour, its top card),
// the information and life tokens, the deck, the score and the last move, and each seat's hand
// with its name. The audience sees every card; a person playing a seat at this computer sees their
// own hand face down, as the rules say (they learn it only from their partner's hints).
#include <QWidget>
#include <optional>

#include "ui/boards/hanabi_table.h"

namespace nashlab::ui {

class HanabiTableView final : public QWidget {
    Q_OBJECT

public:
    explicit HanabiTableView(QWidget* parent = nullptr);

    void setTable(std::optional<HanabiTable> table);
    const std::optional<HanabiTable>& table() const { return m_table; }
    void setNames(const QStringList& names);
    /// This seat's hand is drawn face down (a person playing it here); −1 for none.
    void setOwnSeat(int seat);
    bool faceUp(int seat) const { return seat != m_ownSeat; }
    /// The last move in words, in the reader's language.
    QString lastMoveText() const;
    QSize sizeHint() const override { return {600, 340}; }
    QSize minimumSizeHint() const override { return {300, 170}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintCard(class QPainter& p, const QRectF& r, const QString& card, bool up) const;
    QString colourText(const QString& colour) const;

    std::optional<HanabiTable> m_table;
    QStringList m_names;
    int m_ownSeat = -1;
};

}  // namespace nashlab::ui
