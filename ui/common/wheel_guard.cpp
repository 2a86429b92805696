#include "ui/common/wheel_guard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>

namespace nashlab::ui {

void WheelGuard::install() {
    auto* app = QCoreApplication::instance();
    if (!app || app->findChild<WheelGuard*>()) return;
    app->installEventFilter(new WheelGuard(app));
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Polish) {
        // A wheel would otherwise give these fields focus on its way in (Qt::WheelFocus), and then
        // change them: focus comes from a click or Tab only.
        if (qobject_cast<QAbstractSpinBox*>(watched) || qobject_cast<QComboBox*>(watched)) {
            auto* w = static_cast<QWidget*>(watched);
            if (w->focusPolicy() == Qt::WheelFocus) w->setFocusPolicy(Qt::StrongFocus);
        }
        return false;
    }
    if (event->type() != QEvent::Wheel) return false;
    auto* field = qobject_cast<QWidget*>(watched);
    if (!field || field->hasFocus()) return false;
    if (!qobject_cast<QAbstractSpinBox*>(field) && !qobject_cast<QComboBox*>(field)) return false;
    // Not accepted: QApplication hands a wheel event nobody accepted on to the parent, so the
    // scroll area around the field scrolls.
    event->ignore();
    return true;
}

}  // namespace nashlab::ui
