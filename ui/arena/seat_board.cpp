#include "ui/arena/seat_board.h"

#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <cmath>

#include "ui/common/phrase_text.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {
namespace {

using engine::Json;

// The round's public facts as the game words them (labels, units, seats by name), then the
// reference play where theory gives one.
QString outcomeText(const engine::RoundOutcome& r, const engine::HumanView& view, const SeatNamer& names) {
    QStringList parts;
    for (const auto& field : view.roundHeader(r))
        parts << QStringLiteral("%1 <b>%2</b>")
                     .arg(phraseText(field.label, names).toHtmlEscaped(),
                          phraseText(field.value, names).toHtmlEscaped());
    if (!r.reference.empty() && r.reference[0].is_object()) {
        const auto ne = RunModel::numericAction(r.reference[0].value("action", Json()));
        if (ne) parts << SeatBoard::tr("NE <b>%1</b>").arg(numberText(*ne));
    }
    return parts.join(QStringLiteral(" · "));
}

}  // namespace

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
    // The compact lines' column header: the same fixed columns as every line below it.
    m_columns = new QWidget(this);
    m_columns->setObjectName(QStringLiteral("seatColumns"));
    auto* columns = new QGridLayout(m_columns);
    columns->setContentsMargins(2 + 8 + 2 + 6 + 1, 0, 2 + 6 + 1, 0);  // a panel's frame, colour bar and margins
    const QStringList titles = {tr("Seat"),  tr("Plays"), tr("Status"), tr("Action"),
                                tr("Round"), tr("Total"), tr("Invalid")};
    for (int c = 0; c < titles.size(); ++c) {
        auto* title = new QLabel(QStringLiteral("<i>%1</i>").arg(titles[c].toHtmlEscaped()), m_columns);
        title->setObjectName(QStringLiteral("seatColumn_%1").arg(c));
        const int width = SeatPanel::compactColumns(fontMetrics())[c];
        columns->addWidget(title, 0, c);
        columns->setColumnMinimumWidth(c, width);
        if (c == 2 || c >= 4) title->setFixedWidth(width);  // as the lines' fixed columns (SeatPanel::arrange)
        if (c >= 4) title->setAlignment(Qt::AlignRight | Qt::AlignVCenter);  // over right-aligned numbers
    }
    columns->setColumnStretch(3, 1);
    m_columns->hide();
    layout->addWidget(m_columns);
    m_grid = new QGridLayout;
    layout->addLayout(m_grid);
    m_detail = new QTextBrowser(this);
    m_detail->setObjectName(QStringLiteral("seatDetail"));
    m_detail->setMinimumHeight(240);
    m_detail->hide();
    layout->addWidget(m_detail, 1);
    layout->addStretch(1);
    setFocusPolicy(Qt::ClickFocus);  // Esc reaches the board once a panel was clicked
    m_throttle.setSingleShot(true);
    m_throttle.setInterval(50);
    connect(&m_throttle, &QTimer::timeout, this, &SeatBoard::refreshNow);
    connect(&m_model, &RunModel::seatChanged, this, &SeatBoard::markDirty);
    connect(&m_model, &RunModel::roundCompleted, this, &SeatBoard::markDirty);
    connect(&m_model, &RunModel::sessionStarted, this, &SeatBoard::markDirty);
    connect(&m_model, &RunModel::sessionEnded, this, &SeatBoard::markDirty);
    connect(&m_model, &RunModel::cleared, this, &SeatBoard::markDirty);
    connect(&m_model, &RunModel::namesChanged, this, &SeatBoard::refreshNow);
    refreshNow();
}

void SeatBoard::setEnlarged(int seat) {
    m_enlarged = seat;
    applyEnlarged();
    if (m_enlarged >= 0) setFocus(Qt::MouseFocusReason);
    refreshNow();
    emit enlargedChanged(m_enlarged);
}

void SeatBoard::applyEnlarged() {
    if (m_enlarged >= static_cast<int>(m_panels.size())) m_enlarged = -1;
    const int seat = m_enlarged;
    for (auto* p : m_panels) {
        p->setVisible(seat < 0 || p->seat() == seat);
        p->setLarge(p->seat() == seat);
        p->setCompact(m_compact && seat < 0);  // the enlarged seat is a card again
    }
    m_columns->setVisible(m_compact && seat < 0);
    m_detail->setVisible(seat >= 0);
    // The enlarged seat's texts take all the room below it; the grid keeps its panels at the top.
    auto* box = static_cast<QVBoxLayout*>(layout());
    box->setStretch(box->count() - 1, seat >= 0 ? 0 : 1);
}

QString SeatBoard::detailText() const { return m_enlarged < 0 ? QString() : m_detail->toPlainText(); }

bool SeatBoard::event(QEvent* e) {
    // While a panel is enlarged, Esc returns to the grid instead of stopping the run (the
    // window's Esc shortcut): claiming the key here turns it into a key press for this board.
    if (e->type() == QEvent::ShortcutOverride && m_enlarged >= 0 &&
        static_cast<QKeyEvent*>(e)->key() == Qt::Key_Escape) {
        e->accept();
        return true;
    }
    return QWidget::event(e);
}

void SeatBoard::keyPressEvent(QKeyEvent* e) {
    if (e->key() == Qt::Key_Escape && m_enlarged >= 0) {
        setEnlarged(-1);
        return;
    }
    QWidget::keyPressEvent(e);
}

void SeatBoard::showDetail(const SessionView& s, int seat) {
    const SeatView& v = s.seats[static_cast<std::size_t>(seat)];
    QString html;
    auto section = [&html](const QString& title, const QString& text) {
        html += QStringLiteral("<h3>%1</h3><pre style=\"white-space: pre-wrap;\">%2</pre>")
                    .arg(title.toHtmlEscaped(), text.toHtmlEscaped());
    };
    const QString reply = v.liveText.isEmpty() ? v.lastReply : v.liveText;
    if (v.lastRound > 0 || !v.liveText.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(tr("Latest decision: round %1").arg(v.lastRound).toHtmlEscaped());
    if (v.kind == QLatin1String("human")) {
        // A person's seat: they read the game's own form, and their answer is in the round lines.
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("A person plays this seat: the round lines show each answer.").toHtmlEscaped());
        m_detail->setHtml(html);
        return;
    }
    if (m_presentation && !v.lastPrompt.isEmpty())
        html +=
            QStringLiteral("<p><i>%1</i></p>").arg(tr("The prompt is hidden in presentation mode.").toHtmlEscaped());
    else if (!v.lastPrompt.isEmpty())
        section(tr("Prompt"), v.lastPrompt);
    if (!reply.isEmpty()) section(v.liveText.isEmpty() ? tr("Reply") : tr("Reply (arriving)"), reply);
    if (!v.lastReasoning.isEmpty()) section(tr("Reasoning"), v.lastReasoning);
    if (!v.lastReason.isEmpty()) section(tr("Rejected or replaced because"), v.lastReason);
    if (v.lastPrompt.isEmpty() && reply.isEmpty())
        html +=
            QStringLiteral("<p>%1</p>")
                .arg((v.lastRound > 0 ? tr("No prompt or reply to show: bots read no prompt and answer without text.")
                                      : tr("Nothing to show yet: this seat has not answered in this session."))
                         .toHtmlEscaped());
    // Keep the reader's place while a reply streams in.
    const int scroll = m_detail->verticalScrollBar() ? m_detail->verticalScrollBar()->value() : 0;
    m_detail->setHtml(html);
    if (m_detail->verticalScrollBar()) m_detail->verticalScrollBar()->setValue(scroll);
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
    applyEnlarged();
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
    // Up to six seats as cards side by side; more as one compact line each, so ten fit at once.
    m_compact = seats > kCompactAbove;
    for (int i = 0; i < seats; ++i) {
        auto* panel = new SeatPanel(i, this);
        // Shown now, not at the layout's queued show: the board's size hint counts it at once.
        panel->setVisible(true);
        m_panels.push_back(panel);
        connect(panel, &SeatPanel::clicked, this, [this](int seat) { setEnlarged(m_enlarged == seat ? -1 : seat); });
    }
    placePanels(true);
    applyEnlarged();
    if (seats > 0) emit panelsRebuilt(seats);
}

// Cards in two or three columns, as many as the pane's width holds (at 1024 px three cards ran
// past the right edge); compact lines in one.
void SeatBoard::placePanels(bool always) {
    if (!m_watched && parentWidget()) {  // the scroll viewport, once the board is in its scroll area
        m_watched = parentWidget();
        m_watched->installEventFilter(this);
    }
    const int seats = static_cast<int>(m_panels.size());
    const int width = m_watched ? m_watched->width() : this->width();
    int card = 230;  // at least a card's name, status, big action and payoff rows
    for (const auto* p : m_panels) card = std::max(card, p->minimumSizeHint().width());
    const int spacing = std::max(0, m_grid->horizontalSpacing());
    const int fit = std::max(1, (width - 12 + spacing) / (card + spacing));
    const int columns = m_compact ? 1 : std::min(seats <= 4 ? 2 : 3, fit);
    if (!always && columns == m_cardColumns) return;
    m_cardColumns = columns;
    for (auto* p : m_panels) m_grid->removeWidget(p);
    for (int i = 0; i < seats; ++i) m_grid->addWidget(m_panels[static_cast<std::size_t>(i)], i / columns, i % columns);
}

bool SeatBoard::eventFilter(QObject* watched, QEvent* e) {
    if (watched == m_watched && e->type() == QEvent::Resize) placePanels(false);
    return QWidget::eventFilter(watched, e);
}

QString SeatBoard::headerText() const { return m_header->text(); }

void SeatBoard::prepare(const SessionView& planned) {
    m_planned = planned;
    refreshNow();
}

void SeatBoard::refreshNow() {
    m_throttle.stop();
    const auto& sessions = m_model.sessions();
    const int index = m_live ? static_cast<int>(sessions.size()) - 1 : m_session;
    const bool planned = m_live && sessions.empty() && m_planned && !m_planned->seats.empty();
    if (!planned && (index < 0 || index >= static_cast<int>(sessions.size()))) {
        rebuild(0);
        m_header->setText(tr("No run yet"));
        m_outcome->setText(tr("Compose a session and press Run, or open a run folder in Results."));
        return;
    }
    const bool firstFill = !planned && m_planned;  // the planned panels now show the real session
    if (!planned) m_planned.reset();
    const SessionView& s = planned ? *m_planned : sessions[static_cast<std::size_t>(index)];
    const int shown =
        m_live ? static_cast<int>(s.rounds.size()) : std::clamp(m_rounds, 0, static_cast<int>(s.rounds.size()));
    rebuild(static_cast<int>(s.seats.size()));
    const engine::HumanView& view = humanViewOf(s.game);
    const SeatNamer names = [this, &s](int seat) { return m_model.seatName(s, seat); };
    // A game that ends on its own (an auction, a board) counts rounds without its cap.
    if (planned)
        m_header->setText(tr("Starting…"));
    else
        m_header->setText(s.roundsAreALimit ? tr("%1 · round %2").arg(s.id).arg(shown)
                                            : tr("%1 · round %2 / %3").arg(s.id).arg(shown).arg(s.plannedRounds));
    m_outcome->setText(shown > 0 ? outcomeText(s.rounds[static_cast<std::size_t>(shown - 1)], view, names)
                                 : tr("Waiting for the first round."));
    const engine::RoundOutcome* r = shown > 0 ? &s.rounds[static_cast<std::size_t>(shown - 1)] : nullptr;
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
        const SeatView& v = s.seats[i];
        PanelContent c;
        c.name = m_model.seatName(s, static_cast<int>(i));
        // Anonymised seats show no strategy or model; presentation mode hides model details.
        const bool hideDetail = m_model.anonymous() || (m_presentation && v.kind == QLatin1String("llm"));
        c.detail = hideDetail ? QString() : v.detail;
        c.status = m_live ? statusText(v.status, v.attempt) : QString();
        c.action = r && i < r->actions.size() ? phraseText(view.action(r->actions[i], static_cast<int>(i)), names)
                                              : QStringLiteral("—");
        // A person's "reply" is the form's answer, already shown as the action in the game's words.
        c.reply =
            m_live && v.kind != QLatin1String("human") ? (v.liveText.isEmpty() ? v.lastReply : v.liveText) : QString();
        c.roundPayoff = r && i < r->payoffs.size() ? r->payoffs[i] : 0.0;
        c.cumulative = r && i < r->cumulative.size() ? r->cumulative[i] : 0.0;
        c.invalid = v.invalid;
        c.hasRound = r != nullptr;
        m_panels[i]->show(c);
    }
    placePanels(false);  // new texts may make a card wider than a column holds
    if (m_enlarged >= 0 && m_enlarged < static_cast<int>(s.seats.size())) showDetail(s, m_enlarged);
    holdMinimumHeight();
    if (firstFill && !m_panels.empty()) emit panelsRebuilt(static_cast<int>(m_panels.size()));
}

// The scroll area around the board sizes it to its view and is not told when the lines come to
// need more height (a person's seat, a longer outcome): with a short pane (a Hanabi table below,
// 1024 × 700) the panels' lines were drawn over each other. A minimum height that follows the
// lines makes the board grow at once, and the scroll area scrolls instead.
void SeatBoard::holdMinimumHeight() { setMinimumHeight(minimumSizeHint().height()); }

}  // namespace nashlab::ui
