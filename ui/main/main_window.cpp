#include "ui/main/main_window.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include "classroom/room_run.h"
#include "engine/game/game_registry.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/charts/charts_panel.h"
#include "ui/classroom/room_panel.h"
#include "ui/common/error_text.h"
#include "ui/common/run_model.h"
#include "ui/common/wheel_guard.h"
#include "ui/compose/compose_view.h"
#include "ui/compose/model_catalog.h"
#include "ui/compose/seat_table.h"
#include "ui/main/library_panel.h"
#include "ui/results/results_view.h"
#include "ui/settings/language.h"
#include "ui/settings/providers_page.h"
#include "ui/settings/settings_dialog.h"
#include "ui/tournament/replay_into_model.h"
#include "ui/tournament/tournament_form.h"
#include "ui/tournament/tournament_job.h"
#include "ui/tournament/tournament_view.h"

namespace nashlab::ui {

using engine::Json;

MainWindow::MainWindow(const engine::GameRegistry& registry, SeatServices services, QWidget* parent)
    : QMainWindow(parent), m_registry(registry), m_services(std::move(services)), m_settings(AppSettings::load()) {
    setObjectName(QStringLiteral("mainWindow"));
    WheelGuard::install();
    m_model = new RunModel(this);
    m_controller = new ArenaController(*m_model, this);
    m_controller->setSeatServices(m_services);
    connect(m_controller, &ArenaController::finished, this, &MainWindow::onRunFinished);
    connect(m_controller, &ArenaController::runStarted, this, [this](const QString& dir) {
        statusBar()->showMessage(tr("Running; the run folder is %1").arg(dir));
        // In Recent runs from its start, so that a run the window did not see end (a crash, a
        // killed process) can be found and resumed. Saved a few frames later, after the Arena's
        // first rounds have been drawn.
        QTimer::singleShot(6 * kEndChoreGapMs, this, [this, dir] { rememberRun(dir); });
    });
    connect(m_controller, &ArenaController::warning, this, &MainWindow::showRunWarning);
    connect(m_controller, &ArenaController::startFailed, this, [this](const QString& reason) {
        statusBar()->showMessage(tr("Cannot run: %1").arg(reason));
        m_tabs->setCurrentWidget(m_compose);  // where the seat can be fixed; its status says the same
        m_compose->refreshPreviewNow();
    });
    // A run that never started (its keys could not be had, or it was stopped while they were
    // looked up) ends no run: a language switch waiting for it happens now.
    connect(m_controller, &ArenaController::stateChanged, this, [this] {
        if (m_library) m_library->setResumeAllowed(!m_controller->active());
        if (m_languagePending && !m_controller->active())
            QTimer::singleShot(0, this, [this] {
                if (m_languagePending && !m_controller->active()) setLanguage(m_settings.language);
            });
    });
    buildContent();

    const auto games = registry.games();
    if (!m_settings.welcomed) {
        loadDemo();
        showWelcome();
        m_settings.welcomed = true;
        m_settings.save();
    } else if (!games.empty()) {
        m_compose->newSpec(QString::fromStdString(games.front()->id()));
    }
    statusBar()->showMessage(
        tr("%n game(s) available. Pick a game or a preset on the left.", nullptr, static_cast<int>(games.size())));
    resize(1280, 800);
}

// Everything that shows text: built once at the start and again when the language changes.
void MainWindow::buildContent() {
    setWindowTitle(tr("NashLab"));
    m_library = new LibraryPanel(m_registry, this);
    m_library->setMinimumWidth(230);
    m_libraryDock = new QDockWidget(tr("Library"), this);
    m_libraryDock->setObjectName(QStringLiteral("libraryDock"));
    m_libraryDock->setWidget(m_library);
    m_libraryDock->setFeatures(QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::LeftDockWidgetArea, m_libraryDock);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 4);
    m_banner = new QFrame(central);
    m_banner->setObjectName(QStringLiteral("welcomeBanner"));
    m_banner->hide();
    layout->addWidget(m_banner);
    m_tabs = new QTabWidget(central);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_compose = new ComposeView(m_registry, m_tabs);
    m_compose->setSeatServices(m_services);
    m_arena = new ArenaView(*m_controller, *m_model, m_tabs);
    m_results = new ResultsView(m_tabs);
    m_tabs->addTab(m_compose, tr("Compose"));
    m_tabs->addTab(m_arena, tr("Arena"));
    m_tabs->addTab(m_results, tr("Results"));
    m_tournament = new TournamentView(m_tabs);
    m_tournament->job()->setSeatServices(m_services);
    m_tabs->addTab(m_tournament, tr("Tournament"));
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);
    applySettings();

    connect(m_library, &LibraryPanel::gameChosen, this, [this](const QString& id) {
        m_compose->newSpec(id);
        m_tabs->setCurrentWidget(m_compose);
    });
    connect(m_library, &LibraryPanel::presetChosen, this, [this](const Json& spec) {
        if (auto s = m_compose->loadSpec(spec); !s) statusBar()->showMessage(errorText(s.error()));
        m_tabs->setCurrentWidget(m_compose);
    });
    connect(m_library, &LibraryPanel::resumeChosen, this, &MainWindow::resumeRun);
    m_library->setResumeAllowed(!m_controller->active());
    connect(m_library, &LibraryPanel::runChosen, this, [this](const QString& dir) {
        if (auto s = m_results->openRun(dir); !s) {
            statusBar()->showMessage(errorText(s.error()));
            return;
        }
        m_tabs->setCurrentWidget(m_results);
    });
    connect(m_arena, &ArenaView::runRequested, this, &MainWindow::runComposed);
    // A tournament's game opens in the Arena when no run is live there, else in Results.
    connect(m_tournament, &TournamentView::openGame, this, [this](const QString& dir) {
        const bool arena = !m_controller->active();
        auto s = arena ? replayIntoModel(dir, *m_model) : m_results->openRun(dir);
        if (!s) return statusBar()->showMessage(errorText(s.error()));
        m_tabs->setCurrentWidget(arena ? static_cast<QWidget*>(m_arena) : m_results);
    });
    // A language switch rebuilds the tabs: one asked for during a tournament waits for its end.
    const auto languageAfterTournament = [this] {
        if (m_languagePending)
            QTimer::singleShot(0, this, [this] {
                if (m_languagePending) setLanguage(m_settings.language);
            });
    };
    connect(m_tournament->job(), &TournamentJob::finished, this, languageAfterTournament);
    connect(m_tournament->job(), &TournamentJob::startFailed, this, languageAfterTournament);
    connect(m_tournament->job(), &TournamentJob::warning, this, &MainWindow::showRunWarning);
    connect(m_results, &ResultsView::runOpened, this, &MainWindow::rememberRun);
    m_library->setRecentRuns(m_settings.recentRuns);
    buildActions();
}

void MainWindow::rebuildContent() {
    const Json spec = m_compose->specJson();
    const QString gameId = m_compose->gameId();
    const QString openRun = m_results->runDir();
    const int tab = m_tabs->currentIndex();
    const bool welcome = m_banner->isVisible();
    // The old widgets go at once (so nothing finds two of them), the new ones take their place.
    removeToolBar(m_toolBar);
    delete m_toolBar;
    removeDockWidget(m_libraryDock);
    delete m_libraryDock;
    delete takeCentralWidget();
    buildContent();
    if (auto s = m_compose->loadSpec(spec); !s) m_compose->newSpec(gameId);
    if (!openRun.isEmpty()) (void)m_results->openRun(openRun);
    m_arena->setPacing(m_controller->delayMs());
    m_tabs->setCurrentIndex(tab);
    if (welcome) showWelcome();
}

void MainWindow::setLanguage(const QString& code) {
    // A room's panel and projector are not rebuilt: the new language waits for the room to close.
    if (m_controller->active() || m_tournament->job()->running() || m_room || m_roomOpening) {
        m_languagePending = true;
        statusBar()->showMessage(tr("The new language applies when this run ends."));
        return;
    }
    m_languagePending = false;
    installLanguage(code);
    rebuildContent();
    statusBar()->showMessage(tr("%n game(s) available. Pick a game or a preset on the left.", nullptr,
                                static_cast<int>(m_registry.games().size())));
}

void MainWindow::applySettings() {
    m_compose->setEndpoints(m_settings.endpoints);
    m_tournament->form()->setEndpoints(m_settings.endpoints);
    m_compose->setTemplateDir(m_settings.templateDir);
}

MainWindow::~MainWindow() {
    // The panel (and the projector window it opened) goes before the room it shows.
    delete m_roomPanel;
    if (m_room) m_room->close();
}

void MainWindow::buildActions() {
    auto* bar = m_toolBar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    auto* open = bar->addAction(tr("Open spec…"), this, &MainWindow::openSpec);
    open->setShortcut(QKeySequence::Open);
    auto* save = bar->addAction(tr("Save spec…"), this, &MainWindow::saveSpec);
    save->setShortcut(QKeySequence::Save);
    bar->addSeparator();
    auto* run = bar->addAction(tr("Run"), this, &MainWindow::togglePlay);
    run->setShortcut(Qt::Key_Space);
    run->setToolTip(tr("Run or pause (Space)"));
    run->setObjectName(QStringLiteral("runAction"));
    // A composed spec the engine refuses cannot start (Compose says why); a run in progress can
    // still be paused.
    const auto updateRun = [this, run] {
        const bool can = m_compose->runnable() || m_controller->active();
        run->setEnabled(can);
        run->setToolTip(can ? tr("Run or pause (Space)") : tr("The composed spec cannot run: see Compose"));
    };
    // The action is the connections' context: a language switch rebuilds the tool bar, and the
    // controller, which outlives it, must stop calling into the old one.
    connect(m_compose, &ComposeView::runnableChanged, run, updateRun);
    connect(m_controller, &ArenaController::stateChanged, run, updateRun);
    updateRun();
    auto* step = bar->addAction(tr("Step"), m_controller, &ArenaController::step);
    step->setShortcut(Qt::Key_N);
    auto* stop = bar->addAction(tr("Stop"), this, [this] { stopRunAfterAsking(false); });
    stop->setShortcut(Qt::Key_Escape);
    m_roomAction = bar->addAction(tr("Open classroom room…"), this, &MainWindow::openClassroom);
    m_roomAction->setObjectName(QStringLiteral("openRoomAction"));
    // Context: the action (a language switch rebuilds the tool bar).
    connect(m_compose, &ComposeView::specChanged, m_roomAction, [this] { updateRoomAction(); });
    connect(m_compose, &ComposeView::runnableChanged, m_roomAction, [this] { updateRoomAction(); });
    updateRoomAction();
    bar->addSeparator();
    auto* exportChart = bar->addAction(tr("Export chart…"), this, [this] {
        (m_tabs->currentWidget() == m_results ? m_results->charts() : m_arena->charts())->exportWithDialog();
    });
    exportChart->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    bar->addAction(tr("Settings…"), this, &MainWindow::openSettings);
}

void MainWindow::loadDemo() {
    // The catalogue's first game (γ-Bench's first: guess R × the average), from its preset.
    const std::string first = engine::GameRegistry::builtin().games().front()->id();
    Json demo;
    for (const auto& [path, json] : LibraryPanel::presets())
        if (json.value("game", "") == first) demo = json;
    if (demo.is_null()) demo = {{"game", first}, {"rounds", 20}};
    // One run of twenty rounds is what a first look needs; the preset's five repetitions are for studies.
    demo["name"] = "demo-guess-2-3";
    demo["repetitions"] = 1;
    demo["seed"] = 2026;
    if (auto s = m_compose->loadSpec(demo); !s) statusBar()->showMessage(errorText(s.error()));
    m_arena->setPacing(1000);
    m_tabs->setCurrentWidget(m_compose);
}

void MainWindow::showWelcome() {
    auto* layout = new QHBoxLayout(m_banner);
    m_banner->setStyleSheet(
        QStringLiteral("#welcomeBanner { background: #e8f1fb; border: 1px solid #56B4E9; border-radius: 4px; }"));
    auto* text =
        new QLabel(tr("<b>Welcome to NashLab.</b> A demo is ready: ten strategy bots guess 2/3 of the average "
                      "(γ-Bench). Press <b>Run</b> (Space) to watch them, or take a seat and play against them. "
                      "To let a language model play, set a seat's kind to LLM in the seat table; set up servers and "
                      "API keys in Settings → Providers (keys go to the system keychain)."),
                   m_banner);
    text->setObjectName(QStringLiteral("welcomeText"));
    text->setWordWrap(true);
    auto* takeSeat = new QPushButton(tr("Take seat 1 myself"), m_banner);
    takeSeat->setObjectName(QStringLiteral("takeSeatButton"));
    auto* runNow = new QPushButton(tr("Run the demo"), m_banner);
    runNow->setObjectName(QStringLiteral("runDemoButton"));
    auto* close = new QPushButton(tr("Dismiss"), m_banner);
    close->setObjectName(QStringLiteral("dismissWelcome"));
    layout->addWidget(text, 1);
    layout->addWidget(takeSeat);
    layout->addWidget(runNow);
    layout->addWidget(close);
    connect(takeSeat, &QPushButton::clicked, this, [this, takeSeat, text] {
        m_compose->seatTable()->setRow(0, Json{{"type", "human"}, {"name", tr("You").toStdString()}});
        m_compose->refreshPreviewNow();
        updateRoomAction();  // setRow changes the table without a signal
        takeSeat->hide();
        // Say what just changed and what comes next.
        text->setText(
            tr("<b>Seat 1 is now you.</b> Press <b>Run</b> (Space): each round your question appears on "
               "the right of the Arena; answer and press Enter. The nine bots wait for you."));
    });
    connect(runNow, &QPushButton::clicked, this, &MainWindow::runComposed);
    connect(close, &QPushButton::clicked, m_banner, &QWidget::hide);
    // Once a run starts, the demo has been found: the banner has done its work.
    connect(m_controller, &ArenaController::runStarted, m_banner, &QWidget::hide, Qt::UniqueConnection);
    m_banner->show();
}

bool MainWindow::runComposed() {
    if (m_controller->active()) {
        m_controller->run();
        m_tabs->setCurrentWidget(m_arena);
        return true;
    }
    auto spec = m_compose->spec();
    if (!spec) {
        statusBar()->showMessage(tr("Cannot run: %1").arg(errorText(spec.error())));
        m_tabs->setCurrentWidget(m_compose);
        return false;
    }
    m_controller->setPromptTemplateDir(m_settings.templateDir);
    // The Arena is shown (and laid out) before the run starts, so the seats' panels a batch makes
    // as it starts are sized for the page the user sees, in the same turn of the event loop.
    QWidget* before = m_tabs->currentWidget();
    m_tabs->setCurrentWidget(m_arena);
    if (auto s = m_controller->start(spec.value(), m_settings.effectiveRunsDir()); !s) {
        m_tabs->setCurrentWidget(before);
        statusBar()->showMessage(tr("Cannot run: %1").arg(errorText(s.error())));
        return false;
    }
    // Runs with model seats look their keys up first; runStarted() says when the run plays.
    if (m_controller->lookingUpKeys()) statusBar()->showMessage(tr("Looking up the API keys…"));
    return true;
}

bool MainWindow::resumeRun(const QString& dir) {
    if (m_controller->active()) {
        statusBar()->showMessage(tr("A run is in progress: stop it first."));
        return false;
    }
    m_controller->setPromptTemplateDir(m_settings.templateDir);
    QWidget* before = m_tabs->currentWidget();
    m_tabs->setCurrentWidget(m_arena);
    if (auto s = m_controller->resume(dir); !s) {
        m_tabs->setCurrentWidget(before);
        statusBar()->showMessage(tr("Cannot resume: %1").arg(errorText(s.error())));
        QMessageBox box(QMessageBox::Warning, tr("Resume"),
                        tr("The run cannot be resumed: %1").arg(errorText(s.error())), QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("resumeRefused"));
        box.exec();
        return false;
    }
    if (m_controller->lookingUpKeys()) statusBar()->showMessage(tr("Looking up the API keys…"));
    return true;
}

bool MainWindow::stopRunAfterAsking(bool quitting) {
    if (!m_controller->active()) return true;
    // A question, not a stop at once: Escape is easy to press by accident, and a stopped run
    // plays no further sessions. The default is to keep running.
    QMessageBox box(QMessageBox::Question, quitting ? tr("Quit while a run plays?") : tr("Stop the run?"),
                    tr("The run has not finished. Stopping it ends the session in progress; the sessions "
                       "finished so far stay in its run folder."),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("stopRunConfirm"));
    auto* stop = box.addButton(quitting ? tr("Stop and quit") : tr("Stop the run"), QMessageBox::DestructiveRole);
    auto* keep = box.addButton(tr("Keep running"), QMessageBox::RejectRole);
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    if (box.clickedButton() != stop) return false;
    const QString dir = m_controller->runDir();
    m_controller->stop();
    // A stopped run is in Recent runs already (since its start), now marked unfinished.
    if (!dir.isEmpty()) rememberRun(dir);
    return true;
}

void MainWindow::rememberRun(const QString& dir) {
    m_settings.addRecentRun(dir);
    m_settings.save();
    m_library->setRecentRuns(m_settings.recentRuns, m_controller->active() ? m_controller->runDir() : QString());
}

void MainWindow::togglePlay() {
    if (!m_controller->active())
        runComposed();
    else if (m_controller->paused())
        m_controller->run();
    else
        m_controller->pause();
}

void MainWindow::showRunWarning(const QString& message) {
    statusBar()->showMessage(tr("Warning: %1").arg(message));
    auto* box = new QMessageBox(QMessageBox::Warning, tr("The run goes on, but"), message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("runWarning"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);  // the run is not held up by it
    box->show();
}

void MainWindow::onRunFinished(const QString& dir, const QString& summary) {
    m_settings.addRecentRun(dir);  // first again, and no longer marked unfinished once the list is read anew
    // Saving the settings and rebuilding the Library's list take a few ms each: later turns of
    // the event loop, after the arena's own end-of-run views and a frame apart from them, so the
    // end of a run draws without a stall.
    QTimer::singleShot(3 * kEndChoreGapMs, this, [this] { m_settings.save(); });
    QTimer::singleShot(4 * kEndChoreGapMs, this, [this] {
        m_library->setRecentRuns(m_settings.recentRuns, m_controller->active() ? m_controller->runDir() : QString());
    });
    if (m_languagePending)  // from the event loop: the controller is still inside its signal
        QTimer::singleShot(0, this, [this] {
            if (m_languagePending) setLanguage(m_settings.language);
        });
    statusBar()->showMessage(
        tr("Run ended: %1. Open it in Results from Recent runs.").arg(summary.section(QLatin1Char('\n'), 0, 0)));
}

void MainWindow::openSpec() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open spec"), QString(), tr("Spec files (*.json)"));
    if (path.isEmpty()) return;
    if (auto s = m_compose->openFile(path); !s) {
        QMessageBox::warning(this, tr("Open spec"), errorText(s.error()));
        return;
    }
    m_tabs->setCurrentWidget(m_compose);
}

void MainWindow::saveSpec() {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save spec"), m_compose->gameId() + QStringLiteral(".json"), tr("Spec files (*.json)"));
    if (path.isEmpty()) return;
    if (auto s = m_compose->saveFile(path); !s)
        QMessageBox::warning(this, tr("Save spec"), errorText(s.error()));
    else
        statusBar()->showMessage(tr("Saved %1; run it with: nashlab-cli run %1").arg(path));
}

void MainWindow::openSettings() {
    SettingsDialog dialog(m_settings, this);
    connect(dialog.providersPage(), &ProvidersPage::keysChanged, this, [] { ModelCatalog::shared().clear(); });
    if (dialog.exec() != QDialog::Accepted) return;
    const QString oldLanguage = m_settings.language;
    m_settings = dialog.settings();
    m_settings.save();
    // New endpoints or keys: the model lists are looked up again.
    ModelCatalog::shared().clear();
    applySettings();
    m_compose->seatTable()->refreshModels();
    m_compose->refreshPreviewNow();
    if (m_settings.language != oldLanguage)
        // Queued: this runs inside the toolbar action that the rebuild replaces.
        QTimer::singleShot(0, this, [this] { setLanguage(m_settings.language); });
}

}  // namespace nashlab::ui
