#include "ui/arena/seat_board.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <cmath>

#include "ui/common/run_model.h"
#include "ui/common/seat_palette.h"

namespace nashlab::ui {
namespace {

using engine::Json;

QString valueText(const Json& v) {
    if (v.is_number()) return numberText(v.get<double>());
    if (v.is_boolean()) return v.get<bool>() ? SeatBoard::tr("yes") : SeatBoard::tr("no");
    if (v.is_string()) return QString::fromStdString(v.get<std::string>());
    if (v.is_array()) {
        QStringList parts;
        for (const auto& item : v) parts << valueText(item);
        return parts.isEmpty() ? QStringLiteral("—") : parts.join(QStringLiteral(", "));
    }
    return QString::fromStdString(v.dump());
}

// Seat numbers are 0-based in the record and 1-based on screen.
QString outcomeText(const engine::RoundOutcome& r) {
    QStringList parts;
    for (const auto& [key, value] : r.publicReport.items()) {
        if (value.is_object()) continue;
        QString text = valueText(value);
        if (key == "winners" && value.is_array()) {
            QStringList seats;
            for (const auto& w : value) seats << QString::number(w.get<int>() + 1);
            text = seats.isEmpty() ? QStringLiteral("—") : seats.join(QStringLiteral(", "));
        }
        parts << QStringLiteral("%1 <b>%2</b>")
                     .arg(QString::fromStdString(key).replace(QLatin1Char('_'), QLatin1Char(' ')),
                          text.toHtmlEscaped());
    }
    if (!r.reference.empty() && r.reference[0].is_object()) {
        const auto ne = RunModel::numericAction(r.reference[0].value("action", Json()));
        if (ne) parts << SeatBoard::tr("NE <b>%1</b>").arg(numberText(*ne));
    }
    return parts.join(QStringLiteral(" · "));
}

}  // namespace

SeatPanel::SeatPanel(int seat, QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("seatPanel_%1").arg(seat));
    setFrameShape(QFrame::StyledPanel);
    // The seat's colour as a bar down the left edge: the same colour as its lines in every chart.
    auto* outer = new QHBoxLayout(this);
    outer->setContentsMargins(2, 2, 2, 2);
    auto* bar = new QWidget(this);
    bar->setObjectName(QStringLiteral("colourBar"));
    bar->setFixedWidth(8);
    bar->setAutoFillBackground(true);
    QPalette pal = bar->palette();
    pal.setColor(QPalette::Window, seatColor(seat));
    bar->setPalette(pal);
    outer->addWidget(bar);
    auto* layout = new QGridLayout;
    outer->addLayout(layout, 1);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setVerticalSpacing(2);
    auto make = [this](const char* name) {
        auto* l = new QLabel(this);
        l->setObjectName(QLatin1String(name));
        return l;
    };
    m_name = make("nameLabel");
    m_detail = make("detailLabel");
    m_status = make("statusLabel");
    m_action = make("actionLabel");
    m_payoff = make("payoffLabel");
    m_cumulative = make("cumulativeLabel");
    m_invalid = make("invalidLabel");
    QFont big = m_action->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_action->setFont(big);
    m_detail->setStyleSheet(QStringLiteral("color: palette(mid);"));
    for (auto* l : {m_payoff, m_cumulative, m_invalid}) l->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    layout->addWidget(m_name, 0, 0, 1, 2);
    layout->addWidget(m_detail, 1, 0, 1, 2);
    layout->addWidget(m_status, 2, 0);
    layout->addWidget(m_action, 2, 1, Qt::AlignRight);
    layout->addWidget(new QLabel(tr("Round payoff"), this), 3, 0);
    layout->addWidget(m_payoff, 3, 1);
    layout->addWidget(new QLabel(tr("Total"), this), 4, 0);
    layout->addWidget(m_cumulative, 4, 1);
    layout->addWidget(new QLabel(tr("Invalid answers"), this), 5, 0);
    layout->addWidget(m_invalid, 5, 1);
}

void SeatPanel::show(const QString& name, const QString& detail, const QString& status, const QString& action,
                     double roundPayoff, double cumulative, int invalid, bool hasRound) {
    m_name->setText(QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped()));
    m_detail->setText(detail);
    m_status->setText(status);
    m_action->setText(action);
    m_payoff->setText(hasRound ? numberText(roundPayoff) : QStringLiteral("—"));
    m_cumulative->setText(numberText(cumulative));
    m_cumulative->setProperty("value", cumulative);
    m_invalid->setText(QString::number(invalid));
    m_cumulativeValue = cumulative;
}

SeatBoard::SeatBoard(RunModel& model, QWidget* parent) : QWidget(parent), m_model(model) {
    setObjectName(QStringLiteral("seatBoard"));
    auto* layout = new QVBoxLayout(this);
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("roundHeader"));
    QFont f = m_header->font();
    f.setPointSizeF(f.pointSizeF() * 1.5);
    f.setBold(true);
    m_header->setFont(f);
    m_outcome = new QLabel(this);
    m_outcome->setObjectName(QStringLiteral("roundOutcome"));
    m_outcome->setWordWrap(true);
    layout->addWidget(m_header);
    layout->addWidget(m_outcome);
    m_grid = new QGridLayout;
    layout->addLayout(m_grid);
    layout->addStretch(1);
    m_throttle.setSingleShot(true);
    m_throttle.setInterval(50);
    connect(&m_throttle, &QTimer::timeout, this, &SeatBoard::refreshNow);
    connect(&m_model, &RunModel::seatChanged, this, &SeatBoard::markDirty);
    connect(&m_model, &RunModel::roundCompleted, this, &SeatBoard::markDirty);
    connect(&m_model, &RunModel::sessionStarted, this, &SeatBoard::markDirty);
    connect(&m_model, &RunModel::sessionEnded, this, &SeatBoard::markDirty);
    connect(&m_model, &RunModel::cleared, this, &SeatBoard::markDirty);
    refreshNow();
}

void SeatBoard::followLive() {
    m_live = true;
    refreshNow();
}

void SeatBoard::showReplay(int session, int rounds) {
    m_live = false;
    m_session = session;
    m_rounds = rounds;
    refreshNow();
}

void SeatBoard::setPresentation(bool on) {
    m_presentation = on;
    QFont f = font();
    f.setPointSizeF(on ? 16 : QFont().pointSizeF());
    setFont(f);
    refreshNow();
}

void SeatBoard::markDirty() {
    if (!m_live || m_throttle.isActive()) return;
    m_throttle.start();
}

void SeatBoard::rebuild(int seats) {
    if (static_cast<int>(m_panels.size()) == seats) return;
    for (auto* p : m_panels) delete p;
    m_panels.clear();
    const int columns = seats <= 4 ? 2 : seats <= 9 ? 3 : seats <= 16 ? 4 : 5;
    for (int i = 0; i < seats; ++i) {
        auto* panel = new SeatPanel(i, this);
        m_grid->addWidget(panel, i / columns, i % columns);
        m_panels.push_back(panel);
    }
}

QString SeatBoard::headerText() const { return m_header->text(); }

void SeatBoard::refreshNow() {
    m_throttle.stop();
    const auto& sessions = m_model.sessions();
    const int index = m_live ? static_cast<int>(sessions.size()) - 1 : m_session;
    if (index < 0 || index >= static_cast<int>(sessions.size())) {
        rebuild(0);
        m_header->setText(tr("No run yet"));
        m_outcome->setText(tr("Compose a session and press Run, or open a run folder in Results."));
        return;
    }
    const SessionView& s = sessions[static_cast<std::size_t>(index)];
    const int shown =
        m_live ? static_cast<int>(s.rounds.size()) : std::clamp(m_rounds, 0, static_cast<int>(s.rounds.size()));
    rebuild(static_cast<int>(s.seats.size()));
    m_header->setText(tr("%1 · round %2 / %3").arg(s.id).arg(shown).arg(s.plannedRounds));
    m_outcome->setText(shown > 0 ? outcomeText(s.rounds[static_cast<std::size_t>(shown - 1)])
                                 : tr("Waiting for the first round."));
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
        const SeatView& v = s.seats[i];
        const engine::RoundOutcome* r = shown > 0 ? &s.rounds[static_cast<std::size_t>(shown - 1)] : nullptr;
        const double payoff = r && i < r->payoffs.size() ? r->payoffs[i] : 0.0;
        const double cumulative = r && i < r->cumulative.size() ? r->cumulative[i] : 0.0;
        const Json action = r && i < r->actions.size() ? r->actions[i] : Json();
        const QString status = m_live ? statusText(v.status, v.attempt) : QString();
        const QString detail = m_presentation && v.kind == QLatin1String("llm") ? QString() : v.detail;
        m_panels[i]->show(v.name, detail, status, actionText(action), payoff, cumulative, v.invalid, r != nullptr);
    }
}

}  // namespace nashlab::ui
