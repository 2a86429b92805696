#include "ui/arena/arena_view.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/game/game_registry.h"
#include "engine/metrics/run_scores.h"
#include "engine/record/run_reader.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/human_input.h"
#include "ui/arena/seat_board.h"
#include "ui/boards/arena_board.h"
#include "ui/charts/charts_panel.h"
#include "ui/charts/score_bars_view.h"
#include "ui/common/background_work.h"
#include "ui/common/elided_label.h"
#include "ui/common/phrase_text.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {

ArenaView::ArenaView(ArenaController& controller, RunModel& model, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_model(model) {
    setObjectName(QStringLiteral("arenaView"));
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    auto button = [this, bar](const QString& text, const char* name, const QString& tip, QStyle::StandardPixmap icon) {
        auto* b = new QPushButton(style()->standardIcon(icon), text, this);
        b->setObjectName(QLatin1String(name));
        b->setToolTip(tip);
        bar->addWidget(b);
        return b;
    };
    m_run = button(tr("Run"), "runButton", tr("Start or continue the run (Space)"), QStyle::SP_MediaPlay);
    m_pause = button(tr("Pause"), "pauseButton", tr("Pause after the round in flight (Space)"), QStyle::SP_MediaPause);
    m_step = button(tr("Step"), "stepButton", tr("Play one round, then pause (N)"), QStyle::SP_MediaSkipForward);
    m_stop = button(tr("Stop"), "stopButton", tr("Stop the run; its folder can be resumed with nashlab-cli (Esc)"),
                    QStyle::SP_MediaStop);
    m_reveal = button(tr("Reveal next round"), "revealButton", tr("Play the next round and show its outcome (N)"),
                      QStyle::SP_ArrowRight);
    m_reveal->hide();
    bar->addSpacing(16);
    // A second row for how the run is shown: the window must fit a 1280-pixel projector.
    auto* showRow = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Pacing"), this));
    m_pacing = new QComboBox(this);
    m_pacing->setObjectName(QStringLiteral("pacingCombo"));
    m_pacing->addItem(tr("as fast as possible"), 0);
    m_pacing->addItem(tr("4 rounds a second"), 250);
    m_pacing->addItem(tr("1 round a second"), 1000);
    m_pacing->addItem(tr("1 round every 3 s"), 3000);
    m_pacing->addItem(tr("reveal on click"), kRevealOnClick);
    m_pacing->setCurrentIndex(2);
    bar->addWidget(m_pacing);
    m_presentation = new QCheckBox(tr("Presentation mode"), this);
    m_presentation->setObjectName(QStringLiteral("presentationCheck"));
    showRow->addWidget(m_presentation);
    m_anonymous = new QCheckBox(tr("Anonymise seats"), this);
    m_anonymous->setObjectName(QStringLiteral("anonymiseCheck"));
    m_anonymous->setToolTip(tr("Show Seat A, Seat B, … instead of names, models and strategies"));
    showRow->addWidget(m_anonymous);
    showRow->addSpacing(16);
    showRow->addWidget(new QLabel(tr("Human time limit"), this));
    m_humanLimit = new QDoubleSpinBox(this);
    m_humanLimit->setObjectName(QStringLiteral("humanLimitSpin"));
    m_humanLimit->setRange(0, 3600);
    m_humanLimit->setDecimals(0);
    m_humanLimit->setSuffix(tr(" s"));
    m_humanLimit->setSpecialValueText(tr("none"));
    m_humanLimit->setToolTip(
        tr("Seconds a human seat has to answer (unless its spec sets timeout_s); then the "
           "invalid-answer policy's fallback answers for it. Applies from the next question."));
    showRow->addWidget(m_humanLimit);
    showRow->addStretch(1);
    bar->addStretch(1);
    m_progress = new QLabel(this);
    m_progress->setObjectName(QStringLiteral("progressLabel"));
    bar->addWidget(m_progress);
    layout->addLayout(bar);
    layout->addLayout(showRow);
    m_runDir = new ElidedLabel(this);
    m_runDir->setObjectName(QStringLiteral("runDirLabel"));
    m_runDir->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_runDir);

    // The round timeline: drag back to see any past round of the session; at the right end the
    // panels follow the live round again.
    auto* timelineRow = new QHBoxLayout;
    timelineRow->addWidget(new QLabel(tr("Timeline"), this));
    m_timeline = new QSlider(Qt::Horizontal, this);
    m_timeline->setObjectName(QStringLiteral("timelineSlider"));
    m_timeline->setRange(0, 0);
    timelineRow->addWidget(m_timeline, 1);
    m_timelineLabel = new QLabel(this);
    timelineRow->addWidget(m_timelineLabel);
    layout->addLayout(timelineRow);
    m_revealHint = new QLabel(this);
    m_revealHint->setObjectName(QStringLiteral("revealHint"));
    QFont hintFont = m_revealHint->font();
    hintFont.setBold(true);
    m_revealHint->setFont(hintFont);
    m_revealHint->hide();
    layout->addWidget(m_revealHint);

    m_split = new QSplitter(Qt::Vertical, this);
    auto* top = new QSplitter(Qt::Horizontal, m_split);
    top->setObjectName(QStringLiteral("arenaTopSplit"));
    auto* scroll = new QScrollArea(top);
    scroll->setWidgetResizable(true);
    m_board = new SeatBoard(model, scroll);
    scroll->setWidget(m_board);
    m_human = new HumanInput(top);
    m_human->hide();
    m_charts = new ChartsPanel(model, m_split);
    // Live violins pool the last 50 sessions: redraws stay cheap in a 1,000-session batch
    // (Results pools every session).
    m_charts->setViolinWindow(50);
    // Score bars need the whole run re-scored: they are drawn once, when the run ends.
    m_scores = new ScoreBarsView(m_charts);
    m_scores->setPlaceholder(tr("Scores appear when the run ends"));
    m_charts->addChartTab(m_scores, tr("Scores"), m_scores->chartView(), [this] { return m_scores->csv(); });
    // Board games: the board takes the charts' place (see showBoardOrCharts).
    m_gameBoard = new ArenaBoard(model, m_split);
    m_gameBoard->hide();
    // Seats and charts share the height evenly: at 1024 × 700 a 3:2 split left the charts a plot
    // too short for their labels.
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 1);
    m_split->setStretchFactor(2, 1);  // the board, when it takes the charts' place
    layout->addWidget(m_split, 1);

    connect(m_run, &QPushButton::clicked, this, [this] {
        if (m_controller.active())
            m_controller.run();
        else
            emit runRequested();
    });
    connect(m_pause, &QPushButton::clicked, &m_controller, &ArenaController::pause);
    connect(m_step, &QPushButton::clicked, &m_controller, &ArenaController::step);
    connect(m_stop, &QPushButton::clicked, &m_controller, &ArenaController::stop);
    connect(m_reveal, &QPushButton::clicked, &m_controller, &ArenaController::reveal);
    connect(m_pacing, &QComboBox::currentIndexChanged, this, [this] { setPacing(m_pacing->currentData().toInt()); });
    connect(m_presentation, &QCheckBox::toggled, this, &ArenaView::setPresentation);
    connect(m_anonymous, &QCheckBox::toggled, this, &ArenaView::setAnonymous);
    connect(m_humanLimit, &QDoubleSpinBox::valueChanged, &m_controller, &ArenaController::setHumanTimeLimit);
    connect(&m_controller, &ArenaController::stateChanged, this, &ArenaView::updateControls);
    connect(&m_controller, &ArenaController::progressChanged, this, &ArenaView::updateControls);
    connect(&m_controller, &ArenaController::humanAsked, this, &ArenaView::onHumanAsked);
    connect(&m_controller, &ArenaController::humanWithdrawn, this, [this](int seat) {
        if (m_human->seat() == seat) m_human->clear();
    });
    connect(m_human, &HumanInput::answered, &m_controller, &ArenaController::submitHuman);
    connect(m_gameBoard, &ArenaBoard::answered, &m_controller, &ArenaController::submitHuman);
    connect(&m_controller, &ArenaController::humanWithdrawn, m_gameBoard, [this](int seat) {
        if (m_gameBoard->humanSeat() == seat) m_gameBoard->clearHuman();
    });
    connect(&m_model, &RunModel::sessionStarted, this, &ArenaView::showBoardOrCharts);
    // The person's pane is there only while a session has a human seat: a run of bots and models
    // gives the seats all the width.
    connect(&m_model, &RunModel::sessionStarted, this, [this] {
        const SessionView* s = m_model.current();
        const bool human = s && std::any_of(s->seats.begin(), s->seats.end(),
                                            [](const SeatView& v) { return v.kind == QLatin1String("human"); });
        if (!human) m_human->hide();
    });
    // Once per run, when its seats' panels are made: afterwards the splitter is where the user left it.
    connect(&m_controller, &ArenaController::runStarted, this, [this] {
        m_fitSeats = true;
        // A batch's sessions come from its worker: their panels are made now, before its rounds.
        // (A paced run's first session has started already, and fills its panels itself.)
        if (!m_model.sessions().empty()) return;
        m_charts->setQuickDrawing(true);  // smooth again when the batch ends
        m_board->prepare(m_controller.firstSession());
        m_charts->prepare(m_controller.firstSession());
        // Their share of the height is set now, before the page's first paint: set once the first
        // round had filled them, it moved the splitter and laid out and painted the charts again
        // (a stall early in a batch). The planned panels are as tall as the filled ones;
        // should a first round need more, panelsRebuilt fits them once more.
        if (isVisible()) fitSeats();
        m_fitSeats = true;  // for the first fill's panelsRebuilt
    });
    connect(m_board, &SeatBoard::panelsRebuilt, this, [this] {
        if (!m_fitSeats) return;
        m_fitSeats = false;
        QTimer::singleShot(0, this, &ArenaView::fitSeats);  // once the new panels are laid out
    });
    // An enlarged panel gets the charts' room (they come back with the grid).
    connect(m_board, &SeatBoard::enlargedChanged, this, [this](int /*seat*/) { showBoardOrCharts(); });
    connect(&m_controller, &ArenaController::finished, this, [this](const QString& dir, const QString& summary) {
        m_runDir->setFullText(tr("Run folder: %1 — %2").arg(dir, summary));
        scoreRun(dir);
        m_charts->setQuickDrawing(false);
        // The complete run, each view in a turn of the event loop of its own, a frame apart (a
        // long batch's end would otherwise be one long stall: zero-delay calls run back to back,
        // with no paint or input between them); the other charts when their tabs are shown.
        QTimer::singleShot(0, m_charts, [this] { m_charts->refreshShown(); });
        QTimer::singleShot(kEndChoreGapMs, m_board, [this] { m_board->refreshNow(); });
    });
    connect(&m_model, &RunModel::cleared, m_scores, [this] {
        ++m_scoreJob;  // a scoring still under way belongs to the run before
        m_scoring = false;
        m_scores->setReport(engine::Json::object());
    });
    connect(&m_model, &RunModel::roundCompleted, this, &ArenaView::updateTimeline);
    connect(&m_model, &RunModel::sessionStarted, this, &ArenaView::updateTimeline);
    connect(&m_model, &RunModel::cleared, this, &ArenaView::updateTimeline);
    connect(m_timeline, &QSlider::valueChanged, this, [this](int rounds) {
        const auto* s = m_model.current();
        const bool live = !s || rounds >= static_cast<int>(s->rounds.size());
        if (live)
            m_board->followLive();
        else
            m_board->showReplay(static_cast<int>(m_model.sessions().size()) - 1, rounds);
        m_gameBoard->showAfter(live ? -1 : rounds);  // a board game's board follows the timeline too
        m_timelineLabel->setText(live ? tr("live") : tr("after round %1").arg(rounds));
    });
    setPacing(m_pacing->currentData().toInt());
    updateControls();
    updateTimeline();
}

void ArenaView::scoreRun(const QString& dir) {
    // Reading back and scoring a long batch takes seconds: on a background thread, so the window
    // stays live; the bars come when the scores are in. Not on Qt's global pool: the raster engine
    // waits for that pool's threads to paint, and this job held one of two for seconds.
    const quint64 job = ++m_scoreJob;
    m_scoring = true;
    QPointer<ArenaView> self(this);
    startBackgroundJob([self, job, dir = dir.toStdString()] {
        auto record = engine::readRun(dir);
        auto report = record ? engine::scoreRun(record.value(), engine::GameRegistry::builtin())
                             : engine::Result<engine::Json>(record.error());
        engine::Json scores = report ? std::move(report.value()) : engine::Json::object();
        // Through the application object (the view may be gone); while it closes, it waits for
        // this job and takes no more events.
        QCoreApplication* app = QCoreApplication::instance();
        if (!app) return;
        QMetaObject::invokeMethod(
            app,
            [self, job, scores = std::move(scores)] {
                if (!self || self->m_scoreJob != job) return;
                self->m_scoring = false;
                self->m_scores->setReport(scores);
            },
            Qt::QueuedConnection);
    });
}

void ArenaView::updateTimeline() {
    const auto* s = m_model.current();
    const int rounds = s ? static_cast<int>(s->rounds.size()) : 0;
    // Someone looking at a past round keeps looking at it; at the end the slider moves along.
    const bool atEnd = m_timeline->value() >= m_timeline->maximum();
    const QSignalBlocker block(m_timeline);
    m_timeline->setRange(0, rounds);
    if (atEnd) {
        m_timeline->setValue(rounds);
        m_timelineLabel->setText(tr("live"));
    }
}

void ArenaView::setPacing(int ms) {
    const int index = m_pacing->findData(ms);
    if (index >= 0 && index != m_pacing->currentIndex()) {
        const QSignalBlocker block(m_pacing);
        m_pacing->setCurrentIndex(index);
    }
    const bool reveal = ms == kRevealOnClick;
    if (!reveal) m_controller.setDelayMs(ms);
    m_controller.setRevealOnClick(reveal);
    m_reveal->setVisible(reveal);
    updateControls();
}

void ArenaView::setAnonymous(bool on) {
    if (m_anonymous->isChecked() != on) m_anonymous->setChecked(on);
    m_model.setAnonymous(on);
    m_scores->setSeatNamer(on ? SeatNamer(&RunModel::anonymousName) : SeatNamer());
}

void ArenaView::setPresentation(bool on) {
    if (m_presentation->isChecked() != on) m_presentation->setChecked(on);
    m_board->setPresentation(on);
    // A projector needs the seats more than the charts.
    showBoardOrCharts();
}

void ArenaView::showBoardOrCharts() {
    // An enlarged panel gets this room; a projector keeps the board (it is the game) but not the charts.
    const bool board = m_gameBoard->showsBoard();
    const bool grid = m_board->enlarged() < 0;
    const bool appears = board && grid && m_gameBoard->isHidden();
    m_gameBoard->setVisible(board && grid);
    m_charts->setVisible(!board && grid && !m_presentation->isChecked());
    // A drawn board gets the larger share (seats 2 : board 3), a talk feed a little less than half:
    // the panels need a few lines each, five players' panels more.
    // Before the Arena is first shown the splitter has no height: proportions, scaled on show.
    const int h = std::max(m_split->height(), 500);
    const int boardHeight = static_cast<int>(h * m_gameBoard->heightShare());
    if (appears) m_split->setSizes({h - boardHeight, 0, boardHeight});
}

// The seats get the height their lines need (ten compact lines fit whole at 1600 × 1000), as
// long as the charts keep enough to read; the charts get the rest.
void ArenaView::fitSeats() {
    if (!m_charts->isVisible() || m_gameBoard->showsBoard()) return;  // a board game's board keeps its share
    auto* scroll =
        qobject_cast<QScrollArea*>(m_board->parentWidget() ? m_board->parentWidget()->parentWidget() : nullptr);
    const int frame = (scroll ? scroll->frameWidth() * 2 : 0) + 8;  // and a little slack: no scroll bar for a pixel
    const int want = m_board->sizeHint().height() + frame;
    const QList<int> sizes = m_split->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    // The charts give up height only down to 330 px: below that their labels no longer fit.
    const int top = std::min(want, total - 330);
    if (sizes.size() < 3 || top <= sizes[0]) return;
    m_split->setSizes({top, total - top, sizes[2]});
}

void ArenaView::onHumanAsked(int seat) {
    const engine::DecisionRequest* request = m_controller.humanRequest(seat);
    if (!request) return;
    const auto* session = m_model.current();
    const QString name = session ? m_model.seatName(*session, seat) : QString::number(seat + 1);
    if (m_gameBoard->takesClicks()) {
        // A board game is answered by a click on the board; a person never reads the model's prompt.
        m_gameBoard->askHuman(seat, name, QString::fromStdString(request->feedback));
        return;
    }
    // What a person reads comes from the game's HumanView, with at least the last round (the
    // spec's history depth is for models); the request's state is valid while it waits.
    m_gameBoard->setOwnSeat(seat);  // a card table turns the person's own cards up, a Hanabi table down
    const engine::HumanView& view = humanViewOf(session ? session->game : QString());
    const engine::Json observation = request->state ? request->state->observation(seat, 1) : request->observation;
    const SeatNamer names = [this, session](int s) {
        return session ? m_model.seatName(*session, s) : plainSeatName(s);
    };
    const QString situation = phraseLines(view.situation(observation, seat), names);
    const auto form = view.form(request->actionSpec, observation, seat);
    if (!m_human->isVisible()) {
        m_human->show();
        auto* top = static_cast<QSplitter*>(m_human->parentWidget());
        const int w = top->width();
        top->setSizes({w * 3 / 5, w * 2 / 5});
    }
    m_human->ask(seat, name, situation, form, names, QString::fromStdString(request->feedback),
                 m_controller.humanDeadline(seat));
    makeRoomForTheForm();
}

// The person's question must be readable whole: the charts below give up height (down to 200 px)
// until the form fits, instead of the form shrinking to a sliver behind a scroll bar (1024 × 700).
void ArenaView::makeRoomForTheForm() {
    const QList<int> sizes = m_split->sizes();
    if (sizes.size() < 3 || !m_charts->isVisible()) return;
    const int total = sizes.value(0) + sizes.value(1);
    // The form's whole height, and at least half the pane: the situation text above it reads too.
    const int want = std::max(m_human->sizeHint().height() + 12, total * 11 / 20);
    const int top = std::min(want, total - 200);
    if (top <= sizes[0]) return;
    m_split->setSizes({top, total - top, sizes[2]});
}

void ArenaView::updateControls() {
    const bool active = m_controller.active();
    m_pause->setEnabled(active && !m_controller.paused());
    m_step->setEnabled(active);
    m_stop->setEnabled(active);
    m_run->setEnabled(!active || m_controller.paused());
    m_reveal->setEnabled(active);
    const bool waiting = m_controller.waitingForReveal();
    m_revealHint->setVisible(waiting);
    m_revealHint->setText(tr("The next round is ready: click Reveal next round or press N."));
    const auto p = m_controller.progress();
    const SessionView* current = m_model.current();
    if (p.roundsTotal > 0 && current && current->roundsAreALimit) {  // the cap is no total to count to
        m_progress->setText(tr("session %1 / %2 · round %3")
                                .arg(std::min(p.sessionsEnded + 1, p.sessionsTotal))
                                .arg(p.sessionsTotal)
                                .arg(current->rounds.size()));
        if (active && !m_controller.lookingUpKeys())
            m_runDir->setFullText(tr("Writing to %1").arg(m_controller.runDir()));
        return;
    }
    QString text = p.roundsTotal > 0 ? tr("round %1 / %2 · session %3 / %4")
                                           .arg(p.roundsDone)
                                           .arg(p.roundsTotal)
                                           .arg(std::min(p.sessionsEnded + 1, p.sessionsTotal))
                                           .arg(p.sessionsTotal)
                                     : QString();
    if (!text.isEmpty() && active) {
        if (m_controller.budget() > 0)
            text += tr(" · spent %1 of %2 %3")
                        .arg(QLocale().toString(m_controller.spent(), 'f', 2),
                             QLocale().toString(m_controller.budget(), 'f', 2), m_controller.currency());
        if (const double left = m_controller.secondsLeft(); left >= 1)
            text += left >= 60 ? tr(" · about %n min left", nullptr, static_cast<int>(left / 60 + 0.5))
                               : tr(" · about %n s left", nullptr, static_cast<int>(left + 0.5));
    }
    m_progress->setText(text);
    if (active && !m_controller.lookingUpKeys()) m_runDir->setFullText(tr("Writing to %1").arg(m_controller.runDir()));
}

}  // namespace nashlab::ui
