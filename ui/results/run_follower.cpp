#include "ui/results/run_follower.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace nashlab::ui {

RunFollower::RunFollower(QObject* parent) : QObject(parent) {
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &RunFollower::poll);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &RunFollower::poll);
}

std::vector<engine::Json> RunFollower::start(const QString& dir) {
    stop();
    m_path = QDir(dir).filePath(QStringLiteral("events.jsonl"));
    m_offset = 0;
    m_watcher.addPath(m_path);
    m_timer.start();
    return readNew();
}

void RunFollower::stop() {
    m_timer.stop();
    if (!m_watcher.files().isEmpty()) m_watcher.removePaths(m_watcher.files());
    m_path.clear();
}

void RunFollower::poll() {
    if (m_path.isEmpty()) return;
    // Some editors and the resume path replace the file: watch the new one.
    if (!m_watcher.files().contains(m_path)) m_watcher.addPath(m_path);
    if (QFileInfo(m_path).size() < m_offset) {
        emit rewritten();
        return;
    }
    auto events = readNew();
    if (!events.empty()) emit eventsAdded(events);
}

std::vector<engine::Json> RunFollower::readNew() {
    std::vector<engine::Json> events;
    QFile f(m_path);
    if (!f.open(QIODevice::ReadOnly) || f.size() <= m_offset || !f.seek(m_offset)) return events;
    const QByteArray bytes = f.readAll();
    const qsizetype end = bytes.lastIndexOf('\n');
    if (end < 0) return events;  // no whole line yet
    for (const QByteArray& line : bytes.left(end).split('\n')) {
        if (line.trimmed().isEmpty()) continue;
        auto e = engine::parseJson(line.toStdString(), "event");
        if (e) events.push_back(std::move(e.value()));
    }
    m_offset += end + 1;
    return events;
}

}  // namespace nashlab::ui
