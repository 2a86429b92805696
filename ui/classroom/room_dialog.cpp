#include "ui/classroom/room_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QNetworkInterface>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nashlab::ui {

namespace {
constexpr int kDefaultPort = 8765;
}

QStringList RoomDialog::ipv4Addresses() {
    QStringList outside;
    QStringList loopback;
    for (const QHostAddress& a : QNetworkInterface::allAddresses()) {
        if (a.protocol() != QAbstractSocket::IPv4Protocol) continue;
        (a.isLoopback() ? loopback : outside) << a.toString();
    }
    outside.removeDuplicates();
    loopback.removeDuplicates();
    if (loopback.isEmpty()) loopback << QStringLiteral("127.0.0.1");
    return outside + loopback;
}

RoomDialog::RoomDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("roomDialog"));
    setWindowTitle(tr("Open a classroom room"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Students join from a browser on the same network: they open the address the room "
                                "shows (or scan its QR code) and type its code. The human seats are theirs."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    m_host = new QComboBox(this);
    m_host->setObjectName(QStringLiteral("roomHost"));
    m_host->addItems(ipv4Addresses());  // the first one other machines can reach is the default
    m_host->setToolTip(
        tr("The address of this machine that the students' devices can reach. 127.0.0.1 is only "
           "reachable from this machine."));
    form->addRow(tr("Address"), m_host);

    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("roomPort"));
    m_port->setRange(1024, 65535);
    m_port->setValue(kDefaultPort);
    form->addRow(tr("Port"), m_port);

    m_dropout = new QComboBox(this);
    m_dropout->setObjectName(QStringLiteral("roomDropout"));
    m_dropout->addItem(tr("A bot answers"), static_cast<int>(classroom::Dropout::Bot));
    m_dropout->addItem(tr("The game's default action"), static_cast<int>(classroom::Dropout::DefaultAction));
    m_dropout->addItem(tr("The round waits"), static_cast<int>(classroom::Dropout::Wait));
    m_dropout->setToolTip(tr("What answers for a student who has left while their seat is asked"));
    form->addRow(tr("When a student leaves"), m_dropout);

    const classroom::RoomOptions defaults;
    m_grace = new QDoubleSpinBox(this);
    m_grace->setObjectName(QStringLiteral("roomGrace"));
    m_grace->setRange(0, 600);
    m_grace->setDecimals(0);
    m_grace->setSuffix(tr(" s"));
    m_grace->setValue(defaults.graceS);
    m_grace->setToolTip(tr("How long a student may be gone while asked before the rule above answers"));
    form->addRow(tr("Grace period"), m_grace);

    m_timeLimit = new QDoubleSpinBox(this);
    m_timeLimit->setObjectName(QStringLiteral("roomTimeLimit"));
    m_timeLimit->setRange(0, 3600);
    m_timeLimit->setDecimals(0);
    m_timeLimit->setSuffix(tr(" s"));
    m_timeLimit->setSpecialValueText(tr("No limit"));
    m_timeLimit->setValue(defaults.timeLimitS);
    m_timeLimit->setToolTip(tr("Time for each decision; when it runs out the rule above answers"));
    form->addRow(tr("Time per decision"), m_timeLimit);

    m_hold = new QCheckBox(tr("Hold each round's results until I reveal them"), this);
    m_hold->setObjectName(QStringLiteral("roomHoldResults"));
    m_hold->setChecked(defaults.holdResults);
    form->addRow(QString(), m_hold);
    layout->addLayout(form);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(QStringLiteral("roomDialogButtons"));
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Open room"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString RoomDialog::host() const { return m_host->currentText(); }

quint16 RoomDialog::port() const { return static_cast<quint16>(m_port->value()); }

classroom::RoomOptions RoomDialog::options() const {
    classroom::RoomOptions o;
    o.dropout = static_cast<classroom::Dropout>(m_dropout->currentData().toInt());
    o.graceS = m_grace->value();
    o.timeLimitS = m_timeLimit->value();
    o.holdResults = m_hold->isChecked();
    return o;
}

}  // namespace nashlab::ui
