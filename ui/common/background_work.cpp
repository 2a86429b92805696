#include "ui/common/background_work.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>
#include <QThreadPool>
#include <algorithm>

#include "engine/core/thread_priority.h"

namespace nashlab::ui {

void startBackgroundJob(std::function<void()> job) {
    static QPointer<QThreadPool> pool;  // a child of the application: deleted (and waited for) with it
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setObjectName(QStringLiteral("backgroundJobs"));
        pool->setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));  // a core stays the window's
    }
    pool->start([job = std::move(job)] {
        engine::lowerThreadPriority();  // the pool's own threads: nothing else runs on them
#ifndef Q_OS_LINUX
        QThread::currentThread()->setPriority(QThread::LowPriority);
#endif
        job();
    });
}

}  // namespace nashlab::ui
