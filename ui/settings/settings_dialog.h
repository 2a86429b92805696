#pragma once
// SettingsDialog: General (runs folder, interface language, prompt template folder), Providers
// (endpoints, keys in the OS keychain, Test) and Prices (the user's price table). A new language
// applies as soon as the dialog is accepted (MainWindow rebuilds its content).
#include <QDialog>

#include "ui/settings/app_settings.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QTabWidget;

namespace nashlab::ui {

class PricesPage;
class ProvidersPage;

class SettingsDialog final : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(AppSettings settings, QWidget* parent = nullptr);
    AppSettings settings() const;

    QTabWidget* pages() const { return m_pages; }
    ProvidersPage* providersPage() const { return m_providers; }
    PricesPage* pricesPage() const { return m_prices; }
    /// Which files of a template folder override built-in templates ("game/template"), and
    /// which match none (listed apart, they are not used).
    static QStringList templateOverrides(const QString& dir, QStringList* unused = nullptr);

    void accept() override;

private:
    QWidget* generalPage();
    void showTemplates();

    AppSettings m_settings;
    QTabWidget* m_pages;
    QLineEdit* m_runs = nullptr;
    QComboBox* m_language = nullptr;
    QLineEdit* m_templates = nullptr;
    QLabel* m_templateList = nullptr;
    ProvidersPage* m_providers;
    PricesPage* m_prices;
};

}  // namespace nashlab::ui
