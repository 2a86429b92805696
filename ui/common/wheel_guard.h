#pragma once
// WheelGuard: a mouse wheel passing over a spin box or combo box that has no focus scrolls the
// page instead of changing the value (scrolling the Compose form once turned Rounds from 20 to 6).
// Installed once on the application; a field takes the wheel after a click gives it focus.
#include <QObject>

namespace nashlab::ui {

class WheelGuard final : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    /// Installs one guard on the running application (idempotent).
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

}  // namespace nashlab::ui
