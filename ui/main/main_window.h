#pragma once
// The main window: the library on the left; Compose, Arena and Results as tabs; a welcome banner
// and a ready demo on the first start (guess 2/3 of the average with ten bots).
#include <QMainWindow>
#include <QPointer>
#include <memory>

#include "classroom/room_options.h"
#include "ui/common/seat_services.h"
#include "ui/settings/app_settings.h"

class QAction;
class QLabel;
class QTabWidget;
class QFrame;
class QToolBar;
class QDockWidget;

namespace nashlab::engine {
class GameRegistry;
struct ExperimentSpec;
}  // namespace nashlab::engine
namespace nashlab::classroom {
class RoomRun;
}
namespace nashlab::providers {
struct ResolvedKeys;
}

namespace nashlab::ui {

class ArenaController;
class ArenaView;
class ComposeView;
class LibraryPanel;
class ResultsView;
class RoomPanel;
class RunModel;
class TournamentView;

class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    /// `services` make the model seats (the program's composition); without them the window seats
    /// bots, replays and people only.
    explicit MainWindow(const engine::GameRegistry& registry, SeatServices services = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    ComposeView* compose() const { return m_compose; }
    ArenaView* arena() const { return m_arena; }
    ResultsView* results() const { return m_results; }
    TournamentView* tournament() const { return m_tournament; }
    ArenaController* controller() const { return m_controller; }
    QTabWidget* tabs() const { return m_tabs; }
    LibraryPanel* library() const { return m_library; }
    /// The classroom room open now (null: none) and its panel (a tab).
    classroom::RoomRun* room() const { return m_room.get(); }
    RoomPanel* roomPanel() const;

    /// The first-run demo: γ-Bench's guess 2/3 of the average, ten bots, one round a second.
    void loadDemo();
    /// Starts the composed spec in the arena; false (with the reason in the status bar) if it cannot.
    bool runComposed();
    /// Continues an unfinished run of Recent runs in the Arena (as `nashlab-cli run --resume`);
    /// false, with the reason shown, when it cannot.
    bool resumeRun(const QString& dir);

    /// Switches the interface language at once (or when the run in progress ends): installs the
    /// translation and rebuilds the window's content, keeping the composed spec, the open run
    /// and the current tab.
    void setLanguage(const QString& code);
    /// Settings changed (endpoints, template folder, prices): the views pick them up.
    void applySettings();

    /// "Open classroom room…": asks where to listen and how the room treats its people, then
    /// opens a room for the composed spec (its human seats are the students'). With a room open,
    /// shows it.
    void openClassroom();
    /// Opens a room for `spec` at once (the dialog's answers given); false, with a message box,
    /// when it cannot. Seats with models look their keys up first (then it returns true and the
    /// room opens from the event loop).
    bool openRoom(const engine::ExperimentSpec& spec, const QString& host, quint16 port,
                  const classroom::RoomOptions& options);
    /// Closes the open room (asks first while students are playing); false when the user keeps it.
    bool closeRoom();
    /// Stops the run in progress after asking (Escape, Stop, closing the window); false when the
    /// user keeps it running. `quitting`: the question is about closing the window.
    bool stopRunAfterAsking(bool quitting);
    /// Puts a run folder first in Recent runs, saved at once (it survives a crash of the window).
    void rememberRun(const QString& dir);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildContent();
    void rebuildContent();
    void buildActions();
    void showWelcome();
    void openSpec();
    void saveSpec();
    void openSettings();
    void togglePlay();
    void onRunFinished(const QString& dir, const QString& summary);
    /// A run's warning (the cache stopped storing answers): in the status bar and in a box that
    /// does not stop the run.
    void showRunWarning(const QString& message);
    bool createRoom(const engine::ExperimentSpec& spec, const QString& host, quint16 port,
                    const classroom::RoomOptions& options, std::shared_ptr<const providers::ResolvedKeys> keys);
    void showRoomPanel();
    void discardRoom();
    void updateRoomAction();

    const engine::GameRegistry& m_registry;
    SeatServices m_services;
    AppSettings m_settings;
    RunModel* m_model = nullptr;
    ArenaController* m_controller = nullptr;
    LibraryPanel* m_library = nullptr;
    QTabWidget* m_tabs = nullptr;
    ComposeView* m_compose = nullptr;
    ArenaView* m_arena = nullptr;
    ResultsView* m_results = nullptr;
    TournamentView* m_tournament = nullptr;
    QFrame* m_banner = nullptr;
    QToolBar* m_toolBar = nullptr;
    QDockWidget* m_libraryDock = nullptr;
    bool m_languagePending = false;              ///< a new language waits for the run in progress to end
    std::unique_ptr<classroom::RoomRun> m_room;  ///< the classroom room, until the instructor closes it
    QPointer<RoomPanel> m_roomPanel;
    QPointer<QAction> m_roomAction;  ///< rebuilt with the tool bar
    bool m_roomOpening = false;      ///< the keys of a room's model seats are being looked up
};

}  // namespace nashlab::ui
