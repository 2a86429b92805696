#pragma once
// Waits on a condition, never for a fixed time. holdsFor() is for "nothing more happens" checks
// (a paused run plays no round, a cancelled request never calls back): it fails the moment the
// condition breaks, where a fixed sleep followed by one check would miss a change that came and
// went, and says nothing about when it broke.
#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QTest>
#include <QTimer>
#include <memory>

namespace nashlab::test {

/// True when `condition` holds during the whole of `ms` (events processed all along); false as
/// soon as it does not.
template <typename Condition>
bool holdsFor(Condition condition, int ms) {
    return !QTest::qWaitFor([&] { return !condition(); }, ms);
}

/// Answers the message box named `objectName` when it is shown (it runs its own event loop, so
/// the answer comes from a timer): clicks its button labelled `button`. `*seen` tells whether it
/// was shown, and with which text.
inline void answerMessageBox(const QString& objectName, const QString& button, std::shared_ptr<QString> seen) {
    auto* timer = new QTimer(qApp);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, objectName, button, seen] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* box = qobject_cast<QMessageBox*>(w);
            if (!box || box->objectName() != objectName || !box->isVisible()) continue;
            *seen = box->text();
            if (const QString dir = qEnvironmentVariable("NASHLAB_SCREENSHOT_DIR"); !dir.isEmpty())
                box->grab().save(dir + QLatin1Char('/') + objectName + QStringLiteral(".png"));
            for (QAbstractButton* b : box->buttons())
                if (b->text() == button) b->click();
            timer->deleteLater();
            return;
        }
    });
    timer->start();
}

}  // namespace nashlab::test
