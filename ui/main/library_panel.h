#pragma once
// LibraryPanel: the left column — games of the registry, presets shipped with NashLab, and the
// run folders played or opened lately. An unfinished run (stopped, cut by a crash, or still
// playing) is marked as such once its record has been read in the background, and Resume
// continues the selected one.
#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QWidget>
#include <atomic>
#include <memory>

#include "engine/core/json.h"

class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace nashlab::engine {
class GameRegistry;
}

namespace nashlab::ui {

class LibraryPanel final : public QWidget {
    Q_OBJECT

public:
    LibraryPanel(const engine::GameRegistry& registry, QWidget* parent = nullptr);
    ~LibraryPanel() override { *m_alive = false; }

    /// The recent run folders, newest first; `playing` (the run the window is playing, if any) is
    /// shown as such and its record not read.
    void setRecentRuns(const QStringList& dirs, const QString& playing = {});
    /// Whether Resume may be offered now (not while a run plays in the window).
    void setResumeAllowed(bool allowed);
    /// The runs of the list found unfinished so far (their records read in the background).
    QStringList unfinishedRuns() const;
    QListWidget* recentRunList() const { return m_runs; }
    /// Built-in presets (resource path, parsed JSON), in file name order.
    static std::vector<std::pair<QString, engine::Json>> presets();

signals:
    void gameChosen(const QString& gameId);
    void presetChosen(const engine::Json& spec);
    void runChosen(const QString& dir);
    void resumeChosen(const QString& dir);

private:
    QListWidget* m_games;
    QListWidget* m_presets;
    QListWidget* m_runs;
    QPushButton* m_resume;
    bool m_resumeAllowed = true;

    struct Completion {
        qint64 size = -1;  ///< of events.jsonl when read: an unchanged record is not read again
        QDateTime modified;
        int finished = 0;
        int expected = 0;
        QString problem;
    };
    QHash<QString, Completion> m_completion;
    QSet<QString> m_reading;  ///< folders whose record is being read
    /// False once the panel is gone: its queued reads are skipped (a language switch rebuilds it).
    std::shared_ptr<std::atomic<bool>> m_alive = std::make_shared<std::atomic<bool>>(true);

    void markCompletion(const QString& dir, const Completion& c);
    void updateResume();
};

}  // namespace nashlab::ui
