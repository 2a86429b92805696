#pragma once
// The main window: the library on the left; Compose, Arena and Results as tabs; a welcome banner
// and a ready demo on the first start (guess 2/3 of the average with ten bots).
#include <QMainWindow>

#include "ui/settings/app_settings.h"

class QLabel;
class QTabWidget;
class QFrame;
class QToolBar;
class QDockWidget;

namespace nashlab::engine {
class GameRegistry;
}

namespace nashlab::ui {

class ArenaController;
class ArenaView;
class ComposeView;
class LibraryPanel;
class ResultsView;
class RunModel;
class TournamentView;

class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(const engine::GameRegistry& registry, QWidget* parent = nullptr);
    ~MainWindow() override;

    ComposeView* compose() const { return m_compose; }
    ArenaView* arena() const { return m_arena; }
    ResultsView* results() const { return m_results; }
    TournamentView* tournament() const { return m_tournament; }
    ArenaController* controller() const { return m_controller; }
    QTabWidget* tabs() const { return m_tabs; }
    LibraryPanel* library() const { return m_library; }

    /// The first-run demo: γ-Bench's guess 2/3 of the average, ten bots, one round a second.
    void loadDemo();
    /// Starts the composed spec in the arena; false (with the reason in the status bar) if it cannot.
    bool runComposed();

    /// Switches the interface language at once (or when the run in progress ends): installs the
    /// translation and rebuilds the window's content, keeping the composed spec, the open run
    /// and the current tab.
    void setLanguage(const QString& code);
    /// Settings changed (endpoints, template folder, prices): the views pick them up.
    void applySettings();

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

    const engine::GameRegistry& m_registry;
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
    bool m_languagePending = false;  ///< a new language waits for the run in progress to end
};

}  // namespace nashlab::ui
