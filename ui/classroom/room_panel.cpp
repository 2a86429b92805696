#include "ui/classroom/room_panel.h"

#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QFrame>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

#include "classroom/room_run.h"
#include "ui/classroom/projector_window.h"
#include "ui/classroom/qr_code.h"
#include "ui/classroom/snapshot_fields.h"
#include "ui/common/error_text.h"
#include "ui/common/phrase_text.h"

namespace nashlab::ui {

using classroom::RoomPhase;
using engine::Json;
using snapshot::flag;
using snapshot::hasStudent;
using snapshot::number;

namespace {

constexpr int kQrModulePixels = 4;
constexpr int kExtendSeconds = 30;

QLabel* plainLabel(const QString& text, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
    return label;
}

}  // namespace

RoomPanel::RoomPanel(classroom::RoomRun& run, QWidget* parent) : QWidget(parent), m_run(run) {
    setObjectName(QStringLiteral("roomPanel"));
    // Countdowns exist when the room sets a time per decision or a human seat its own timeout_s.
    m_timed = m_run.room().options().timeLimitS > 0;
    for (const auto& seat : m_run.room().spec().seats)
        if (seat.type == "human" && seat.settings.is_object())
            if (const auto it = seat.settings.find("timeout_s"); it != seat.settings.end() && it->is_number())
                m_timed = m_timed || it->get<double>() > 0;
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildJoinBox());

    m_finished = new QFrame(this);
    m_finished->setObjectName(QStringLiteral("roomFinished"));
    m_finished->setFrameShape(QFrame::StyledPanel);
    auto* finishedRow = new QHBoxLayout(m_finished);
    m_finishedText = plainLabel(QString(), m_finished);
    m_finishedText->setWordWrap(true);
    finishedRow->addWidget(m_finishedText, 1);
    auto* openResults = new QPushButton(tr("Open results"), m_finished);
    openResults->setObjectName(QStringLiteral("openResultsButton"));
    connect(openResults, &QPushButton::clicked, this, [this] { emit openResultsRequested(m_run.runDir()); });
    finishedRow->addWidget(openResults);
    m_finished->hide();
    layout->addWidget(m_finished);

    layout->addWidget(buildControls());
    m_error = plainLabel(QString(), this);
    m_error->setObjectName(QStringLiteral("roomError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #B00020;"));
    m_error->hide();
    layout->addWidget(m_error);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("roomSplitter"));
    split->setChildrenCollapsible(false);
    split->addWidget(buildSeatSide());
    split->addWidget(buildWaitingAndLog());
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    m_countdown.setInterval(250);
    connect(&m_countdown, &QTimer::timeout, this, &RoomPanel::updateCountdowns);
    connect(&m_run.room(), &classroom::Room::changed, this, &RoomPanel::refresh);
    connect(&m_run, &classroom::RoomRun::finished, this, &RoomPanel::onFinished);
    refresh();
    if (m_run.done()) onFinished();
}

RoomPanel::~RoomPanel() { delete m_projector; }

QWidget* RoomPanel::buildJoinBox() {
    auto* box = new QFrame(this);
    box->setObjectName(QStringLiteral("roomJoinBox"));
    box->setFrameShape(QFrame::StyledPanel);
    auto* row = new QHBoxLayout(box);
    m_qr = new QLabel(box);
    m_qr->setObjectName(QStringLiteral("roomQr"));
    m_qr->setAlignment(Qt::AlignCenter);
    m_qr->setToolTip(tr("Students can scan this with their phone's camera"));
    row->addWidget(m_qr, 0, Qt::AlignTop);

    auto* text = new QVBoxLayout;
    auto* titleRow = new QHBoxLayout;
    m_title = plainLabel(QString(), box);
    m_title->setObjectName(QStringLiteral("roomTitle"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    titleRow->addWidget(m_title, 1);
    auto* close = new QPushButton(tr("Close room"), box);
    close->setObjectName(QStringLiteral("closeRoomButton"));
    close->setToolTip(tr("Stop serving the room; a run still playing stops and can be resumed"));
    connect(close, &QPushButton::clicked, this, &RoomPanel::closeRequested);
    titleRow->addWidget(close);
    text->addLayout(titleRow);

    auto* grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    grid->addWidget(plainLabel(tr("Join at"), box), 0, 0);
    m_address = plainLabel(QString(), box);
    m_address->setObjectName(QStringLiteral("roomAddress"));
    m_address->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    QFont addressFont = m_address->font();
    addressFont.setPointSizeF(addressFont.pointSizeF() * 1.5);
    m_address->setFont(addressFont);
    grid->addWidget(m_address, 0, 1);
    grid->addWidget(plainLabel(tr("Code"), box), 1, 0);
    m_code = plainLabel(QString(), box);
    m_code->setObjectName(QStringLiteral("roomCode"));
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    QFont codeFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    codeFont.setPointSizeF(QFontInfo(font()).pointSizeF() * 3);
    codeFont.setBold(true);
    m_code->setFont(codeFont);
    grid->addWidget(m_code, 1, 1);
    text->addLayout(grid);

    auto* buttons = new QHBoxLayout;
    auto* projector = new QPushButton(tr("Open projector view"), box);
    projector->setObjectName(QStringLiteral("openProjectorButton"));
    projector->setToolTip(tr("A window for the beamer: the code, then the rounds, without students' names"));
    connect(projector, &QPushButton::clicked, this, &RoomPanel::openProjector);
    buttons->addWidget(projector);
    auto* copy = new QPushButton(tr("Copy address"), box);
    copy->setObjectName(QStringLiteral("copyAddressButton"));
    connect(copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_run.joinUrl().toString());
        m_note->setText(tr("Address copied"));
    });
    buttons->addWidget(copy);
    m_note = plainLabel(QString(), box);
    m_note->setObjectName(QStringLiteral("roomNote"));
    buttons->addWidget(m_note, 1);
    text->addLayout(buttons);
    m_phase = plainLabel(QString(), box);
    m_phase->setObjectName(QStringLiteral("roomPhase"));
    m_phase->setWordWrap(true);
    text->addWidget(m_phase);
    text->addStretch(1);
    row->addLayout(text, 1);
    return box;
}

QWidget* RoomPanel::buildControls() {
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    const auto button = [this, bar, row](const QString& label, const char* name, const QString& tip) {
        auto* b = new QPushButton(label, bar);
        b->setObjectName(QLatin1String(name));
        b->setToolTip(tip);
        row->addWidget(b);
        return b;
    };
    m_start = button(tr("Start"), "roomStartButton", tr("Close the lobby and play the first round"));
    connect(m_start, &QPushButton::clicked, this, [this] { command({{"command", "start"}}); });
    m_pause = button(tr("Pause"), "roomPauseButton", tr("Hold the countdowns and the next question"));
    connect(m_pause, &QPushButton::clicked, this, [this] {
        command({{"command", m_run.room().phase() == RoomPhase::Paused ? "resume" : "pause"}});
    });
    m_reveal = button(tr("Reveal results"), "roomRevealButton", tr("Show this round's results to everyone"));
    connect(m_reveal, &QPushButton::clicked, this, [this] { command({{"command", "reveal"}}); });
    m_next = button(tr("Next game"), "roomNextButton", tr("Start the next game with the same seats"));
    connect(m_next, &QPushButton::clicked, this, [this] { command({{"command", "next_game"}}); });
    m_extend = button(tr("Extend +%1 s").arg(kExtendSeconds), "roomExtendButton",
                      tr("Give everyone still answering %1 more seconds").arg(kExtendSeconds));
    m_extend->setVisible(m_timed);
    connect(m_extend, &QPushButton::clicked, this, [this] {
        command({{"command", "extend"}, {"seconds", kExtendSeconds}});
    });
    row->addStretch(1);
    return bar;
}

QWidget* RoomPanel::buildSeatSide() {
    auto* side = new QWidget(this);
    auto* layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    m_seats = new QTableWidget(0, 7, side);
    m_seats->setObjectName(QStringLiteral("roomSeats"));
    m_seats->setHorizontalHeaderLabels(
        {tr("Seat"), tr("Kind"), tr("Name"), tr("Student"), tr("Connected"), tr("Answered"), tr("Time left")});
    m_seats->verticalHeader()->hide();
    m_seats->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_seats->setSelectionMode(QAbstractItemView::SingleSelection);
    m_seats->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_seats->setAlternatingRowColors(true);
    m_seats->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_seats->horizontalHeader()->setSectionResizeMode(StudentColumn, QHeaderView::Stretch);
    m_seats->setColumnHidden(TimeColumn, !m_timed);
    connect(m_seats, &QTableWidget::itemSelectionChanged, this, &RoomPanel::updateButtons);
    layout->addWidget(m_seats, 1);

    auto* row = new QHBoxLayout;
    row->addWidget(plainLabel(tr("Selected seat:"), side));
    m_kick = new QPushButton(tr("Kick"), side);
    m_kick->setObjectName(QStringLiteral("roomKickButton"));
    m_kick->setToolTip(tr("Free the seat: its student is sent away and someone else can take it"));
    connect(m_kick, &QPushButton::clicked, this, [this] {
        if (const Json* s = selectedSeat()) command({{"command", "kick"}, {"seat", number(*s, "seat")}});
    });
    row->addWidget(m_kick);
    m_bot = new QPushButton(tr("Switch to bot"), side);
    m_bot->setObjectName(QStringLiteral("roomBotButton"));
    connect(m_bot, &QPushButton::clicked, this, [this] {
        if (const Json* s = selectedSeat())
            command({{"command", flag(*s, "as_bot") ? "to_human" : "to_bot"}, {"seat", number(*s, "seat")}});
    });
    row->addWidget(m_bot);
    row->addStretch(1);
    layout->addLayout(row);
    return side;
}

QWidget* RoomPanel::buildWaitingAndLog() {
    auto* side = new QWidget(this);
    auto* layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    m_waitingTitle = plainLabel(QString(), side);
    m_waitingTitle->setObjectName(QStringLiteral("roomWaitingTitle"));
    layout->addWidget(m_waitingTitle);
    m_waitingBox = new QWidget(side);
    auto* box = new QVBoxLayout(m_waitingBox);
    box->setContentsMargins(0, 0, 0, 0);
    m_waiting = new QListWidget(m_waitingBox);
    m_waiting->setObjectName(QStringLiteral("roomWaiting"));
    m_waiting->setMaximumHeight(fontMetrics().height() * 5);
    connect(m_waiting, &QListWidget::itemSelectionChanged, this, &RoomPanel::updateButtons);
    box->addWidget(m_waiting);
    auto* row = new QHBoxLayout;
    m_assignSeat = new QComboBox(m_waitingBox);
    m_assignSeat->setObjectName(QStringLiteral("roomAssignSeat"));
    m_assignSeat->setToolTip(tr("Seats no student holds"));
    m_assignSeat->setPlaceholderText(tr("No free seat"));
    row->addWidget(m_assignSeat, 1);
    m_assign = new QPushButton(tr("Assign to seat"), m_waitingBox);
    m_assign->setObjectName(QStringLiteral("roomAssignButton"));
    m_assign->setToolTip(tr("Give the chosen seat to the student selected above"));
    connect(m_assign, &QPushButton::clicked, this, [this] {
        const auto* item = m_waiting->currentItem();
        if (!item || m_assignSeat->currentIndex() < 0) return;
        command({{"command", "assign"},
                 {"seat", m_assignSeat->currentData().toInt()},
                 {"student", item->data(Qt::UserRole).toInt()}});
    });
    row->addWidget(m_assign);
    box->addLayout(row);
    layout->addWidget(m_waitingBox);
    layout->addWidget(plainLabel(tr("Log"), side));
    m_log = new QPlainTextEdit(side);
    m_log->setObjectName(QStringLiteral("roomLog"));
    m_log->setReadOnly(true);
    m_log->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    layout->addWidget(m_log, 1);
    return side;
}

ProjectorWindow* RoomPanel::projector() const { return m_projector; }

ProjectorWindow* RoomPanel::openProjector() {
    if (!m_projector) {
        m_projector = new ProjectorWindow(m_run);
        m_projector->setAttribute(Qt::WA_DeleteOnClose);
        // With a second screen (the beamer), the projector fills it.
        const QScreen* here = screen();
        for (QScreen* s : QGuiApplication::screens())
            if (s != here) {
                m_projector->setGeometry(s->geometry());
                m_projector->showFullScreen();
                break;
            }
    }
    m_projector->show();
    m_projector->raise();
    m_projector->activateWindow();
    return m_projector;
}

void RoomPanel::command(const Json& c) {
    const auto status = m_run.room().control(c);
    showError(status ? QString() : tr("The room refused: %1").arg(errorText(status.error())));
    refresh();
}

void RoomPanel::showError(const QString& text) {
    m_error->setText(text.isEmpty() ? QString() : QStringLiteral("⚠ ") + text);
    m_error->setVisible(!text.isEmpty());
}

void RoomPanel::refresh() {
    const classroom::Room& room = m_run.room();
    m_snapshot = room.snapshot();
    m_snapshotAge.restart();
    m_title->setText(gameText(snapshot::text(m_snapshot, "title").toStdString()));
    const QString url = m_run.joinUrl().toString();
    if (m_address->text() != url) {
        m_address->setText(url);
        m_qr->setPixmap(QPixmap::fromImage(qrCodeImage(url, kQrModulePixels)));
    }
    m_code->setText(QString::fromStdString(room.code()));

    const Json seats = m_snapshot.value("seats", Json::array());
    int humans = 0, here = 0;
    for (const Json& s : seats)
        if (snapshot::text(s, "kind") == QLatin1String("human")) {
            ++humans;
            here += flag(s, "connected") ? 1 : 0;
        }
    QString phase;
    switch (room.phase()) {
    case RoomPhase::Lobby: phase = tr("Lobby: press Start when everyone is in"); break;
    case RoomPhase::Playing: phase = tr("Playing"); break;
    case RoomPhase::Paused: phase = tr("Paused: press Resume to go on"); break;
    case RoomPhase::WaitingReveal: phase = tr("The round is over: press Reveal results to show it"); break;
    case RoomPhase::BetweenGames: phase = tr("This game is over: press Next game to start the next one"); break;
    case RoomPhase::Finished: phase = tr("Finished"); break;
    }
    QStringList parts{phase};
    if (const int round = number(m_snapshot, "round"); round > 0)
        parts << tr("Round %1 of %2").arg(round).arg(number(m_snapshot, "rounds"));
    parts << tr("%1 of %n student(s) connected", nullptr, humans).arg(here);
    m_phase->setText(parts.join(QStringLiteral(" · ")));
    fillSeats(seats);
    fillWaiting(m_snapshot.value("waiting", Json::array()));
    fillAssignSeats(seats);

    QStringList lines;
    for (const Json& line : m_snapshot.value("log", Json::array()))
        if (line.is_string()) lines << QString::fromStdString(line.get<std::string>());
    if (const QString text = lines.join(QLatin1Char('\n')); text != m_logText) {
        m_logText = text;
        m_log->setPlainText(text);
        m_log->verticalScrollBar()->setValue(m_log->verticalScrollBar()->maximum());
    }
    updateButtons();
    bool counting = room.phase() == RoomPhase::Playing;
    if (counting) {
        counting = false;
        for (const Json& s : seats) counting = counting || snapshot::countingDown(s);
    }
    if (counting && !m_countdown.isActive()) m_countdown.start();
    if (!counting) m_countdown.stop();
}

void RoomPanel::updateButtons() {
    const RoomPhase phase = m_run.room().phase();
    const bool open = phase != RoomPhase::Finished;
    m_start->setEnabled(phase == RoomPhase::Lobby);
    m_pause->setText(phase == RoomPhase::Paused ? tr("Resume") : tr("Pause"));
    m_pause->setEnabled(phase == RoomPhase::Playing || phase == RoomPhase::WaitingReveal || phase == RoomPhase::Paused);
    // Reveal and Next game exist only where they can do something: held results, several games.
    m_reveal->setVisible(flag(m_snapshot, "hold_results"));
    m_reveal->setEnabled(phase == RoomPhase::WaitingReveal);
    m_next->setVisible(number(m_snapshot, "sessions", 1) > 1);
    m_next->setEnabled(phase == RoomPhase::BetweenGames);
    bool counting = false;
    for (const Json& s : m_snapshot.value("seats", Json::array())) counting = counting || snapshot::countingDown(s);
    m_extend->setEnabled((phase == RoomPhase::Playing || phase == RoomPhase::Paused) && counting);

    const Json* seat = selectedSeat();
    const bool human = seat && snapshot::text(*seat, "kind") == QLatin1String("human");
    m_kick->setEnabled(open && human && hasStudent(*seat));
    const bool asBot = human && flag(*seat, "as_bot");
    m_bot->setText(asBot ? tr("Back to student") : tr("Switch to bot"));
    m_bot->setToolTip(asBot ? tr("The student answers for the seat again")
                            : tr("A bot answers for the seat until you switch it back"));
    m_bot->setEnabled(open && human);
    m_assign->setEnabled(open && m_waiting->currentItem() && m_assignSeat->count() > 0);
}

void RoomPanel::onFinished() {
    m_finishedText->setText(
        tr("The room has finished: every game has been played. The record is in %1.").arg(m_run.runDir()));
    m_finished->show();
    refresh();
}

}  // namespace nashlab::ui
