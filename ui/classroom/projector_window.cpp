#include "ui/classroom/projector_window.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "classroom/room_run.h"
#include "ui/classroom/fit_label.h"
#include "ui/classroom/live_histogram.h"
#include "ui/classroom/paths_plot.h"
#include "ui/classroom/qr_code.h"
#include "ui/classroom/snapshot_fields.h"
#include "ui/common/phrase_text.h"

namespace nashlab::ui {

using classroom::RoomPhase;
using engine::Json;

namespace {

// Sizes in points for a 1280×720 beamer seen from the back of a room.
constexpr qreal kBasePoints = 20;
constexpr qreal kTitlePoints = 34;
constexpr qreal kAddressPoints = 40;
constexpr qreal kCodePoints = 110;
constexpr qreal kRoundPoints = 44;
constexpr qreal kValuePoints = 40;

QLabel* plainLabel(QWidget* parent, qreal points, bool bold = false) {
    auto* label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    QFont f = label->font();
    f.setPointSizeF(points);
    f.setBold(bold);
    label->setFont(f);
    return label;
}

bool histogramEmpty(const Json& live) {
    const auto it = live.find("values");
    if (it == live.end() || !it->is_array()) return true;
    return std::none_of(it->begin(), it->end(), [](const Json& v) { return v.is_number(); });
}

}  // namespace

ProjectorWindow::ProjectorWindow(classroom::RoomRun& run, QWidget* parent) : QWidget(parent), m_run(run) {
    setObjectName(QStringLiteral("projectorWindow"));
    setWindowTitle(tr("NashLab — projector"));
    // High contrast whatever the desktop's theme: black on white, large type.
    QPalette pal = palette();
    for (auto role : {QPalette::Window, QPalette::Base}) pal.setColor(role, Qt::white);
    for (auto role : {QPalette::WindowText, QPalette::Text}) pal.setColor(role, QColor(0x11, 0x11, 0x11));
    pal.setColor(QPalette::Mid, QColor(0xBB, 0xBB, 0xBB));
    pal.setColor(QPalette::PlaceholderText, QColor(0x55, 0x55, 0x55));
    setPalette(pal);
    setAutoFillBackground(true);
    QFont f = font();
    f.setPointSizeF(kBasePoints);
    setFont(f);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(buildLobby());
    m_pages->addWidget(buildPlay());
    layout->addWidget(m_pages);
    resize(1280, 720);

    connect(&m_run.room(), &classroom::Room::changed, this, &ProjectorWindow::refresh);
    refresh();
}

ProjectorWindow::~ProjectorWindow() = default;

QWidget* ProjectorWindow::buildLobby() {
    // The address across the whole width (it is long), the code and the QR code side by side below.
    m_lobby = new QWidget(this);
    m_lobby->setObjectName(QStringLiteral("projectorLobby"));
    auto* layout = new QVBoxLayout(m_lobby);
    layout->setContentsMargins(0, 0, 0, 0);
    m_lobbyTitle = new FitLabel(kTitlePoints, m_lobby);
    m_lobbyTitle->setObjectName(QStringLiteral("projectorTitle"));
    layout->addWidget(m_lobbyTitle);
    auto* joinAt = plainLabel(m_lobby, kBasePoints + 4);
    joinAt->setText(tr("Join at"));
    layout->addWidget(joinAt);
    m_address = new FitLabel(kAddressPoints, m_lobby);
    m_address->setObjectName(QStringLiteral("projectorAddress"));
    QFont bold = m_address->font();
    bold.setBold(true);
    m_address->setFont(bold);
    layout->addWidget(m_address);

    auto* row = new QHBoxLayout;
    auto* text = new QVBoxLayout;
    text->addStretch(1);
    auto* codeIs = plainLabel(m_lobby, kBasePoints + 4);
    codeIs->setText(tr("Room code"));
    text->addWidget(codeIs);
    m_code = new FitLabel(kCodePoints, m_lobby);
    m_code->setObjectName(QStringLiteral("projectorCode"));
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setBold(true);
    m_code->setFont(mono);
    text->addWidget(m_code);
    text->addStretch(1);
    m_joined = plainLabel(m_lobby, kBasePoints + 4);
    m_joined->setObjectName(QStringLiteral("projectorJoined"));
    text->addWidget(m_joined);
    row->addLayout(text, 1);
    m_qr = new QrView(m_lobby);
    m_qr->setObjectName(QStringLiteral("projectorQr"));
    row->addWidget(m_qr, 1);
    layout->addLayout(row, 1);
    return m_lobby;
}

QWidget* ProjectorWindow::buildPlay() {
    m_play = new QWidget(this);
    m_play->setObjectName(QStringLiteral("projectorPlay"));
    auto* layout = new QVBoxLayout(m_play);
    layout->setContentsMargins(0, 0, 0, 0);
    m_playTitle = new FitLabel(kBasePoints + 2, m_play);
    m_playTitle->setObjectName(QStringLiteral("projectorPlayTitle"));
    layout->addWidget(m_playTitle);
    auto* top = new QHBoxLayout;
    m_round = new FitLabel(kRoundPoints, m_play);
    m_round->setObjectName(QStringLiteral("projectorRound"));
    QFont bold = m_round->font();
    bold.setBold(true);
    m_round->setFont(bold);
    top->addWidget(m_round, 3);
    auto* side = new QVBoxLayout;
    m_answered = plainLabel(m_play, kBasePoints + 8, true);
    m_answered->setObjectName(QStringLiteral("projectorAnswered"));
    m_answered->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    side->addWidget(m_answered);
    m_note = plainLabel(m_play, kBasePoints);
    m_note->setObjectName(QStringLiteral("projectorNote"));
    m_note->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    side->addWidget(m_note);
    top->addLayout(side, 2);
    layout->addLayout(top);

    m_header = new QWidget(m_play);
    m_header->setObjectName(QStringLiteral("projectorHeader"));
    m_headerLayout = new QHBoxLayout(m_header);
    m_headerLayout->setContentsMargins(0, 4, 0, 4);
    layout->addWidget(m_header);

    auto* charts = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    m_histogramTitle = plainLabel(m_play, kBasePoints, true);
    m_histogramTitle->setText(tr("This round's answers"));
    left->addWidget(m_histogramTitle);
    m_histogram = new LiveHistogram(m_play);
    left->addWidget(m_histogram, 1);
    charts->addLayout(left, 1);
    charts->addSpacing(16);
    auto* right = new QVBoxLayout;
    auto* pathsTitle = plainLabel(m_play, kBasePoints, true);
    pathsTitle->setText(tr("Total payoff so far"));
    right->addWidget(pathsTitle);
    m_paths = new PathsPlot(m_play);
    right->addWidget(m_paths, 1);
    charts->addLayout(right, 1);
    layout->addLayout(charts, 1);
    // Charts read better a little smaller than the headlines.
    QFont chartFont = font();
    chartFont.setPointSizeF(kBasePoints * 0.8);
    m_histogram->setFont(chartFont);
    m_paths->setFont(chartFont);

    m_joinHint = plainLabel(m_play, kBasePoints * 0.8);
    m_joinHint->setObjectName(QStringLiteral("projectorJoinHint"));
    layout->addWidget(m_joinHint);
    return m_play;
}

void ProjectorWindow::setHeader(const QList<QPair<QString, QString>>& pairs) {
    if (pairs == m_headerPairs) return;
    m_headerPairs = pairs;
    while (QLayoutItem* item = m_headerLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (int i = 0; i < pairs.size(); ++i) {
        auto* label = plainLabel(m_header, kBasePoints + 2);
        label->setObjectName(QStringLiteral("headerLabel_%1").arg(i));
        label->setText(pairs[i].first);
        label->setAlignment(Qt::AlignRight | Qt::AlignBottom);
        auto* value = plainLabel(m_header, kValuePoints, true);
        value->setObjectName(QStringLiteral("headerValue_%1").arg(i));
        value->setText(pairs[i].second);
        value->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
        m_headerLayout->addWidget(label);
        m_headerLayout->addWidget(value);
        m_headerLayout->addSpacing(40);
    }
    m_headerLayout->addStretch(1);
    m_header->setVisible(!pairs.isEmpty());
}

void ProjectorWindow::refresh() {
    const classroom::Room& room = m_run.room();
    const Json snap = room.snapshot();
    const RoomPhase phase = room.phase();
    const QString title = gameText(snapshot::text(snap, "title").toStdString());  // in the reader's language
    const QString address = m_run.joinUrl().toString();
    const QString code = QString::fromStdString(room.code());

    int humans = 0, joined = 0, freeSeats = 0;
    if (const auto it = snap.find("seats"); it != snap.end() && it->is_array())
        for (const Json& s : *it) {
            if (s.value("kind", std::string()) != "human") continue;
            ++humans;
            const bool taken = snapshot::hasStudent(s);
            joined += taken ? 1 : 0;
            freeSeats += taken ? 0 : 1;
        }

    if (phase == RoomPhase::Lobby) {
        m_pages->setCurrentWidget(m_lobby);
        m_lobbyTitle->setText(title);
        m_address->setText(address);
        m_code->setText(code);
        m_qr->setText(address);
        m_joined->setText(tr("%1 of %2 seats taken").arg(joined).arg(humans));
        return;
    }
    m_pages->setCurrentWidget(m_play);
    m_playTitle->setText(title);
    const int round = snapshot::number(snap, "round");
    const int rounds = snapshot::number(snap, "rounds");
    const Json& live = room.live();
    if (phase == RoomPhase::Finished)
        m_round->setText(tr("Finished"));
    else
        m_round->setText(tr("Round %1 of %2").arg(std::max(1, round)).arg(rounds));
    // The live message belongs to the round in play (or the one just finished).
    if (live.is_object() && live.contains("answered") && live.contains("of"))
        m_answered->setText(
            tr("answered %1 of %2").arg(snapshot::number(live, "answered")).arg(snapshot::number(live, "of")));
    else
        m_answered->clear();
    switch (phase) {
    case RoomPhase::Paused: m_note->setText(tr("Paused")); break;
    case RoomPhase::WaitingReveal: m_note->setText(tr("Results in a moment")); break;
    case RoomPhase::BetweenGames: m_note->setText(tr("The next game starts soon")); break;
    case RoomPhase::Finished: m_note->setText(tr("Thank you for playing")); break;
    default: m_note->clear();
    }
    QList<QPair<QString, QString>> pairs;
    if (live.is_object())
        if (const auto it = live.find("marks"); it != live.end() && it->is_array())
            for (const Json& m : *it)
                if (m.is_object() && m.contains("value") && m["value"].is_number())
                    pairs.append({LiveHistogram::markLabel(m.value("label", std::string())),
                                  projectorNumber(m["value"].get<double>())});
    setHeader(pairs);
    m_histogram->setLive(live);
    // A game whose answers are no numbers (choices) has no histogram once the round has been
    // played; until then the chart says what will appear.
    const bool numeric = !(live.is_object() && live.value("complete", false) && histogramEmpty(live));
    m_histogram->setVisible(numeric);
    m_histogramTitle->setVisible(numeric);
    m_paths->setPathsMessage(room.paths());
    // Someone late can still join while a seat is free.
    m_joinHint->setVisible(freeSeats > 0 && phase != RoomPhase::Finished);
    m_joinHint->setText(tr("Join at %1 with the code %2").arg(address, code));
}

void ProjectorWindow::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_F11)
        isFullScreen() ? showNormal() : showFullScreen();
    else if (event->key() == Qt::Key_Escape && isFullScreen())
        showNormal();
    else
        QWidget::keyPressEvent(event);
}

bool ProjectorWindow::showingLobby() const { return m_pages->currentWidget() == m_lobby; }
QString ProjectorWindow::roundText() const { return m_round->text(); }
QString ProjectorWindow::answeredText() const { return m_answered->text(); }
QString ProjectorWindow::codeText() const { return m_code->text(); }

QStringList ProjectorWindow::headerTexts() const {
    QStringList out;
    for (const auto& [label, value] : m_headerPairs) out << label << value;
    return out;
}

}  // namespace nashlab::ui
