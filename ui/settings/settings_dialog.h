#pragma once
// SettingsDialog: the runs folder and the interface language (applied at the next start).
// Provider endpoints and keys arrive with the provider layer.
#include <QDialog>

#include "ui/settings/app_settings.h"

class QComboBox;
class QLineEdit;

namespace nashlab::ui {

class SettingsDialog final : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(AppSettings settings, QWidget* parent = nullptr);
    AppSettings settings() const;

private:
    AppSettings m_settings;
    QLineEdit* m_runs;
    QComboBox* m_language;
};

}  // namespace nashlab::ui
