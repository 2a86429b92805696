#include "ui/settings/settings_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include "providers/config/app_paths.h"

namespace nashlab::ui {

SettingsDialog::SettingsDialog(AppSettings settings, QWidget* parent)
    : QDialog(parent), m_settings(std::move(settings)) {
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    auto* form = new QFormLayout(this);
    auto* row = new QHBoxLayout;
    m_runs = new QLineEdit(m_settings.runsDir, this);
    m_runs->setObjectName(QStringLiteral("runsDirEdit"));
    m_runs->setPlaceholderText(providers::AppPaths::resolve().runs);
    auto* browse = new QPushButton(tr("Choose…"), this);
    row->addWidget(m_runs, 1);
    row->addWidget(browse);
    form->addRow(tr("Runs folder"), row);
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(tr("Follow the system"), QString());
    for (const auto& [code, name] : availableLanguages()) m_language->addItem(name, code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(m_settings.language)));
    form->addRow(tr("Language"), m_language);
    auto* note = new QLabel(tr("A new language applies when NashLab starts again. API keys: set OPENAI_API_KEY, "
                               "ANTHROPIC_API_KEY or GEMINI_API_KEY in the environment (a seat may name another "
                               "variable with api_key_env)."),
                            this);
    note->setWordWrap(true);
    form->addRow(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Runs folder"), m_runs->text());
        if (!dir.isEmpty()) m_runs->setText(dir);
    });
}

AppSettings SettingsDialog::settings() const {
    AppSettings s = m_settings;
    s.runsDir = m_runs->text().trimmed();
    s.language = m_language->currentData().toString();
    return s;
}

}  // namespace nashlab::ui
