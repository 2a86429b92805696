// RoomPanel's lists, filled from the room's snapshot: the seats (with their countdowns), the
// students waiting for a seat and the seats one can be given. Names are set as item text: plain.
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QTableWidget>
#include <cmath>

#include "classroom/room_run.h"
#include "ui/classroom/room_panel.h"
#include "ui/classroom/snapshot_fields.h"
#include "ui/common/seat_palette.h"

namespace nashlab::ui {

using classroom::RoomPhase;
using engine::Json;
using snapshot::flag;
using snapshot::hasStudent;
using snapshot::number;

namespace {

QIcon swatch(int seat) {
    QPixmap pixmap(12, 12);
    pixmap.fill(seatColor(seat));
    return QIcon(pixmap);
}

}  // namespace

void RoomPanel::fillSeats(const Json& seats) {
    m_seats->setRowCount(static_cast<int>(seats.size()));
    const auto set = [this](int row, int column, const QString& text, Qt::Alignment align = Qt::AlignLeft) {
        QTableWidgetItem* item = m_seats->item(row, column);
        if (!item) {
            item = new QTableWidgetItem;
            item->setTextAlignment(align | Qt::AlignVCenter);
            m_seats->setItem(row, column, item);
        }
        if (item->text() != text) item->setText(text);  // plain text: a student's "<b>" stays as typed
        return item;
    };
    for (int row = 0; row < static_cast<int>(seats.size()); ++row) {
        const Json& s = seats[static_cast<std::size_t>(row)];
        const int seat = number(s, "seat", row);
        const QString kind = snapshot::text(s, "kind");
        const bool human = kind == QLatin1String("human");
        auto* first = set(row, SeatColumn, QString::number(seat + 1), Qt::AlignRight);
        if (first->icon().isNull()) first->setIcon(swatch(seat));
        QString kindText = kind == QLatin1String("llm") ? tr("Model") : human ? tr("Student") : tr("Bot");
        if (human && flag(s, "as_bot")) kindText = tr("Student (bot answers)");
        set(row, KindColumn, kindText);
        set(row, NameColumn, snapshot::text(s, "name"));
        set(row, StudentColumn, hasStudent(s) ? snapshot::text(s, "student") : (human ? tr("— free") : QString()));
        QString connected;
        if (human) connected = flag(s, "connected") ? tr("● here") : hasStudent(s) ? tr("○ away") : tr("○ nobody");
        set(row, ConnectedColumn, connected);
        const QString answered = flag(s, "answered")                             ? tr("✓ answered")
                                 : flag(s, "asked") || snapshot::countingDown(s) ? tr("… asked")
                                                                                 : QString();
        set(row, AnsweredColumn, answered);
        set(row, TimeColumn, QString(), Qt::AlignRight);
    }
    updateCountdowns();
}

void RoomPanel::updateCountdowns() {
    const Json seats = m_snapshot.value("seats", Json::array());
    const bool paused = m_run.room().phase() != RoomPhase::Playing;
    for (int row = 0; row < static_cast<int>(seats.size()) && row < m_seats->rowCount(); ++row) {
        const Json& s = seats[static_cast<std::size_t>(row)];
        QString text;
        if (snapshot::countingDown(s)) {
            double left = s["deadline_ms"].get<double>() - (paused ? 0 : double(m_snapshotAge.elapsed()));
            left = std::max(0.0, left);
            text = tr("%1 s").arg(static_cast<int>(std::ceil(left / 1000.0)));
            if (m_run.room().phase() == RoomPhase::Paused) text = tr("%1 (paused)").arg(text);
        }
        if (auto* item = m_seats->item(row, TimeColumn); item && item->text() != text) item->setText(text);
    }
}

void RoomPanel::fillWaiting(const Json& waiting) {
    const int count = static_cast<int>(waiting.size());
    m_waitingTitle->setText(count == 0 ? tr("Nobody is waiting for a seat")
                                       : tr("%n student(s) waiting for a seat", nullptr, count));
    m_waitingBox->setVisible(count > 0);
    const int selected = m_waiting->currentItem() ? m_waiting->currentItem()->data(Qt::UserRole).toInt() : -1;
    m_waiting->clear();
    for (const Json& w : waiting) {
        auto* item = new QListWidgetItem(snapshot::text(w, "name"), m_waiting);  // plain text
        item->setData(Qt::UserRole, number(w, "student"));
        if (number(w, "student") == selected) m_waiting->setCurrentItem(item);
    }
}

void RoomPanel::fillAssignSeats(const Json& seats) {
    const QVariant selected = m_assignSeat->currentData();
    m_assignSeat->clear();
    for (const Json& s : seats) {
        if (snapshot::text(s, "kind") != QLatin1String("human") || hasStudent(s)) continue;
        const int seat = number(s, "seat");
        m_assignSeat->addItem(swatch(seat), tr("Seat %1 (%2)").arg(seat + 1).arg(snapshot::text(s, "name")), seat);
    }
    if (const int i = m_assignSeat->findData(selected); i >= 0) m_assignSeat->setCurrentIndex(i);
}

const Json* RoomPanel::selectedSeat() const {
    const auto rows = m_seats->selectionModel()->selectedRows();
    if (rows.isEmpty()) return nullptr;
    const auto it = m_snapshot.find("seats");
    if (it == m_snapshot.end() || !it->is_array()) return nullptr;
    const auto row = static_cast<std::size_t>(rows.front().row());
    return row < it->size() ? &(*it)[row] : nullptr;
}

}  // namespace nashlab::ui
