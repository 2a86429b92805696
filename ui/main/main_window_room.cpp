// The window's classroom room: "Open classroom room…" asks where to listen and how the room treats
// its people, opens a RoomRun for the composed spec (model seats' keys looked up first, as the
// Arena does), shows its RoomPanel as a tab and keeps the room until the instructor closes it.
#include <QAbstractButton>
#include <QCloseEvent>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <algorithm>

#include "classroom/room_run.h"
#include "engine/experiment/experiment_spec.h"
#include "ui/arena/run_launcher.h"
#include "ui/classroom/room_dialog.h"
#include "ui/classroom/room_panel.h"
#include "ui/common/error_text.h"
#include "ui/compose/compose_view.h"
#include "ui/main/library_panel.h"
#include "ui/main/main_window.h"
#include "ui/results/results_view.h"

namespace nashlab::ui {

namespace {

// As RoomRun asks: every configuration (each treatment of a design) seats a student somewhere.
bool hasHumanSeat(const engine::ExperimentSpec& spec) {
    for (const auto& first : engine::firstSessions(spec))
        if (std::none_of(first.seats->begin(), first.seats->end(), [](const auto& s) { return s.type == "human"; }))
            return false;
    return true;
}

}  // namespace

RoomPanel* MainWindow::roomPanel() const { return m_roomPanel; }

void MainWindow::updateRoomAction() {
    if (!m_roomAction) return;
    bool humans = false;
    if (!m_room)
        if (const auto spec = m_compose->spec()) humans = hasHumanSeat(spec.value());
    m_roomAction->setEnabled(m_room || (humans && !m_roomOpening));
    m_roomAction->setToolTip(m_room ? tr("Show the classroom room")
                             : humans
                                 ? tr("Let students play the human seats from their browsers")
                                 : tr("A classroom room needs a human seat: set a seat's kind to Human in Compose"));
}

void MainWindow::openClassroom() {
    if (m_room) return showRoomPanel();
    if (m_roomOpening) return;
    const auto spec = m_compose->spec();
    if (!spec) {
        statusBar()->showMessage(tr("Cannot open a room: %1").arg(errorText(spec.error())));
        m_tabs->setCurrentWidget(m_compose);
        return;
    }
    RoomDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    openRoom(spec.value(), dialog.host(), dialog.port(), dialog.options());
}

bool MainWindow::openRoom(const engine::ExperimentSpec& spec, const QString& host, quint16 port,
                          const classroom::RoomOptions& options) {
    if (m_room || m_roomOpening) return false;
    if (!RunLauncher::needsKeys(spec)) return createRoom(spec, host, port, options, nullptr);
    // Model seats: their keys first, from the event loop, as a run in the Arena does.
    m_roomOpening = true;
    updateRoomAction();
    statusBar()->showMessage(tr("Looking up the API keys…"));
    m_services.resolveKeys(
        engine::everySeat(spec), this, [this, spec, host, port, options](providers::ResolvedKeys keys) {
            m_roomOpening = false;
            createRoom(spec, host, port, options, std::make_shared<const providers::ResolvedKeys>(std::move(keys)));
            updateRoomAction();
        });
    return true;
}

bool MainWindow::createRoom(const engine::ExperimentSpec& spec, const QString& host, quint16 port,
                            const classroom::RoomOptions& options,
                            std::shared_ptr<const providers::ResolvedKeys> keys) {
    providers::ProviderOptions providerOptions;
    providerOptions.keys = std::move(keys);
    providerOptions.onWarning = [self = QPointer<MainWindow>(this)](const std::string& message) {
        if (self) self->showRunWarning(QString::fromStdString(message));
    };
    providerOptions.budget = spec.budgetUsd;
    const auto fail = [this](const engine::Error& error) {
        statusBar()->showMessage(tr("The classroom room could not open."));
        QMessageBox::warning(this, tr("Classroom room"), tr("The room could not open: %1").arg(errorText(error)));
        return false;
    };
    auto run = classroom::RoomRun::create(spec, m_settings.effectiveRunsDir(), options,
                                          m_services.seatFactory(std::move(providerOptions)));
    if (!run) return fail(run.error());
    if (auto s = run.value()->listen(host, port); !s) {
        run.value()->close();
        return fail(s.error());
    }
    m_room = std::move(run.value());
    connect(m_room.get(), &classroom::RoomRun::finished, this, [this] {
        QTimer::singleShot(0, this, [this, dir = m_room->runDir()] { rememberRun(dir); });
        statusBar()->showMessage(tr("The classroom room has finished: its panel opens the results."));
    });
    showRoomPanel();
    updateRoomAction();
    statusBar()->showMessage(tr("The room is open at %1 with the code %2.")
                                 .arg(m_room->joinUrl().toString(), QString::fromStdString(m_room->room().code())));
    return true;
}

void MainWindow::showRoomPanel() {
    if (!m_room) return;
    if (!m_roomPanel) {
        m_roomPanel = new RoomPanel(*m_room, m_tabs);
        // Queued: the button that asks is inside the panel that closing deletes.
        connect(m_roomPanel, &RoomPanel::closeRequested, this,
                [this] { QTimer::singleShot(0, this, [this] { closeRoom(); }); });
        connect(m_roomPanel, &RoomPanel::openResultsRequested, this, [this](const QString& dir) {
            if (auto s = m_results->openRun(dir); !s) return statusBar()->showMessage(errorText(s.error()));
            m_tabs->setCurrentWidget(m_results);
        });
        m_tabs->addTab(m_roomPanel, tr("Classroom"));
    }
    m_tabs->setCurrentWidget(m_roomPanel);
}

bool MainWindow::closeRoom() {
    if (!m_room) return true;
    const classroom::RoomPhase phase = m_room->room().phase();
    if (!m_room->done() && phase != classroom::RoomPhase::Lobby && phase != classroom::RoomPhase::Finished) {
        QMessageBox box(QMessageBox::Question, tr("Close the classroom room?"),
                        tr("Students are still playing. Closing the room stops the run; the rounds played so far "
                           "are kept and the run can be resumed later."),
                        QMessageBox::Cancel, this);
        box.setObjectName(QStringLiteral("closeRoomConfirm"));
        auto* close = box.addButton(tr("Close room"), QMessageBox::DestructiveRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != close) return false;
    }
    discardRoom();
    return true;
}

void MainWindow::discardRoom() {
    const bool played = m_room->room().phase() != classroom::RoomPhase::Lobby;
    const QString dir = m_room->runDir();
    delete m_roomPanel;  // its tab and its projector window go with it
    m_room->disconnect(this);
    m_room->close();
    m_room.reset();
    if (played) rememberRun(dir);  // a run that played rounds is worth finding again (finished or resumable)
    updateRoomAction();
    statusBar()->showMessage(tr("The classroom room is closed."));
    if (m_languagePending)
        QTimer::singleShot(0, this, [this] {
            if (m_languagePending) setLanguage(m_settings.language);
        });
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!closeRoom() || !stopRunAfterAsking(true)) return event->ignore();
    QMainWindow::closeEvent(event);
}

}  // namespace nashlab::ui
