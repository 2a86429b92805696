#pragma once
// LibraryPanel: the left column — games of the registry, presets shipped with NashLab, and the
// run folders played or opened lately.
#include <QWidget>

#include "engine/core/json.h"

class QListWidget;

namespace nashlab::engine {
class GameRegistry;
}

namespace nashlab::ui {

class LibraryPanel final : public QWidget {
    Q_OBJECT

public:
    LibraryPanel(const engine::GameRegistry& registry, QWidget* parent = nullptr);

    void setRecentRuns(const QStringList& dirs);
    /// Built-in presets (resource path, parsed JSON), in file name order.
    static std::vector<std::pair<QString, engine::Json>> presets();

signals:
    void gameChosen(const QString& gameId);
    void presetChosen(const engine::Json& spec);
    void runChosen(const QString& dir);

private:
    QListWidget* m_games;
    QListWidget* m_presets;
    QListWidget* m_runs;
};

}  // namespace nashlab::ui
