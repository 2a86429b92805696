#pragma once
// RoomDialog: what the instructor decides before a classroom room opens — the address students
// connect to (one of this machine's IPv4 addresses and a port) and how the room treats its people
// (the dropout policy, the grace period, the time per decision, results held for a reveal).
#include <QDialog>

#include "classroom/room_options.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace nashlab::ui {

class RoomDialog final : public QDialog {
    Q_OBJECT

public:
    explicit RoomDialog(QWidget* parent = nullptr);

    /// The address to listen on, e.g. "192.168.1.20".
    QString host() const;
    quint16 port() const;
    classroom::RoomOptions options() const;

    /// This machine's IPv4 addresses: the ones other machines can reach first, loopback last.
    static QStringList ipv4Addresses();

private:
    QComboBox* m_host;
    QSpinBox* m_port;
    QComboBox* m_dropout;
    QDoubleSpinBox* m_grace;
    QDoubleSpinBox* m_timeLimit;
    QCheckBox* m_hold;
};

}  // namespace nashlab::ui
