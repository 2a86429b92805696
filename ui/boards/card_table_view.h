#pragma once
// CardTableView: paints a hold'em table — felt, the five board slots, the pot, each seat's name,
// chips in and two cards — scaled to the widget. A seat's cards are face down unless the hand
// reached a showdown, the instructor turned every card up for the audience, or the seat is the
// person at this computer; the record's private reports say what they are.
#include <QWidget>
#include <optional>

#include "ui/boards/card_table.h"

namespace nashlab::ui {

class CardTableView final : public QWidget {
    Q_OBJECT

public:
    explicit CardTableView(QWidget* parent = nullptr);

    void setTable(std::optional<CardTable> table);
    const std::optional<CardTable>& table() const { return m_table; }
    void setNames(const QStringList& names);
    /// The audience sees every card (the instructor's switch).
    void setRevealAll(bool on);
    /// This seat's cards are face up (a person playing it here); −1 for none.
    void setOwnSeat(int seat);
    /// Whether `seat`'s cards are drawn face up now.
    bool faceUp(int seat) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintCard(class QPainter& p, const QRectF& r, const QString& code, bool up) const;
    void paintSeat(QPainter& p, const QRectF& cards, const QRectF& label, int seat) const;
    QString moveText(const QString& move, int chips) const;
    /// A showdown hand's name ("two pair", as the record writes it) in the reader's language.
    QString handText(const QString& hand) const;
    QString stageText(const QString& stage) const;

    std::optional<CardTable> m_table;
    QStringList m_names;
    bool m_revealAll = false;
    int m_ownSeat = -1;
};

}  // namespace nashlab::ui
