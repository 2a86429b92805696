#pragma once
// The main window. For now it shows the game catalogue of the engine's registry: pick a game
// on the left to read its rules, seats, parameters and bots on the right.
#include <QMainWindow>

class QListWidget;
class QTextBrowser;

namespace nashlab::engine {
class GameRegistry;
}

namespace nashlab::ui {

class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(const engine::GameRegistry& registry, QWidget* parent = nullptr);

private:
    void showGame(int row);

    const engine::GameRegistry& m_registry;
    QListWidget* m_games = nullptr;
    QTextBrowser* m_details = nullptr;
};

}  // namespace nashlab::ui
