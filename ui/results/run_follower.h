#pragma once
// RunFollower: keeps up with a run folder that is still being written (by the arena, another
// window or `nashlab-cli run`): reads the complete lines appended to events.jsonl since the last
// look. A file-system watcher says when the file changes; a one-second timer catches what
// watchers miss (network folders). Only whole lines are read, so a line being written waits.
#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::ui {

class RunFollower final : public QObject {
    Q_OBJECT

public:
    explicit RunFollower(QObject* parent = nullptr);

    /// Follows `dir` from the start of its events.jsonl: returns the events there now; later ones
    /// come through eventsAdded. Lines that are not JSON are skipped.
    std::vector<engine::Json> start(const QString& dir);
    void stop();
    /// Looks for appended lines now (the watcher and the timer call it too).
    void poll();

signals:
    void eventsAdded(const std::vector<engine::Json>& events);
    /// The file shrank (rewritten for a resume): the run should be read again from the start.
    void rewritten();

private:
    std::vector<engine::Json> readNew();

    QString m_path;
    qint64 m_offset = 0;
    QFileSystemWatcher m_watcher;
    QTimer m_timer;
};

}  // namespace nashlab::ui
