#include "ui/settings/settings_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDirIterator>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

#include "engine/prompt/template_store.h"
#include "providers/config/app_paths.h"
#include "ui/common/error_text.h"
#include "ui/settings/prices_page.h"
#include "ui/settings/providers_page.h"

namespace nashlab::ui {

SettingsDialog::SettingsDialog(AppSettings settings, QWidget* parent)
    : QDialog(parent), m_settings(std::move(settings)) {
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    auto* layout = new QVBoxLayout(this);
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("settingsPages"));
    m_providers = new ProvidersPage(m_settings.endpoints, m_pages);
    m_prices = new PricesPage(m_pages);
    m_pages->addTab(generalPage(), tr("General"));
    m_pages->addTab(m_providers, tr("Providers"));
    m_pages->addTab(m_prices, tr("Prices"));
    layout->addWidget(m_pages, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(860, 600);
}

QWidget* SettingsDialog::generalPage() {
    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("generalPage"));
    auto* form = new QFormLayout(page);
    auto* row = new QHBoxLayout;
    m_runs = new QLineEdit(m_settings.runsDir, page);
    m_runs->setObjectName(QStringLiteral("runsDirEdit"));
    m_runs->setPlaceholderText(providers::AppPaths::resolve().runs);
    auto* browse = new QPushButton(tr("Choose…"), page);
    browse->setObjectName(QStringLiteral("chooseRunsDir"));
    row->addWidget(m_runs, 1);
    row->addWidget(browse);
    form->addRow(tr("Runs folder"), row);
    m_language = new QComboBox(page);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(tr("Follow the system"), QString());
    for (const auto& [code, name] : availableLanguages()) m_language->addItem(name, code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(m_settings.language)));
    form->addRow(tr("Language"), m_language);
    auto* languageNote = new QLabel(tr("A new language applies as soon as you press OK (after the run in progress, "
                                       "if one is)."),
                                    page);
    languageNote->setWordWrap(true);
    form->addRow(languageNote);

    auto* templatesRow = new QHBoxLayout;
    m_templates = new QLineEdit(m_settings.templateDir, page);
    m_templates->setObjectName(QStringLiteral("templateDirEdit"));
    m_templates->setPlaceholderText(tr("none: the built-in prompts"));
    auto* chooseTemplates = new QPushButton(tr("Choose…"), page);
    chooseTemplates->setObjectName(QStringLiteral("chooseTemplateDir"));
    templatesRow->addWidget(m_templates, 1);
    templatesRow->addWidget(chooseTemplates);
    form->addRow(tr("Prompt templates"), templatesRow);
    m_templateList = new QLabel(page);
    m_templateList->setObjectName(QStringLiteral("templateOverrides"));
    m_templateList->setWordWrap(true);
    m_templateList->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(m_templateList);

    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Runs folder"), m_runs->text());
        if (!dir.isEmpty()) m_runs->setText(dir);
    });
    connect(chooseTemplates, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Prompt templates"), m_templates->text());
        if (!dir.isEmpty()) m_templates->setText(dir);
    });
    connect(m_templates, &QLineEdit::textChanged, this, &SettingsDialog::showTemplates);
    showTemplates();
    return page;
}

QStringList SettingsDialog::templateOverrides(const QString& dir, QStringList* unused) {
    QStringList overrides;
    if (dir.trimmed().isEmpty()) return overrides;
    const auto& builtin = engine::embeddedGameFiles();
    QDirIterator it(dir.trimmed(), {QStringLiteral("*.mustache")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo file(it.next());
        // The folder's layout is <game_id>/<template>.mustache, like engine/games/<id>/prompts/.
        const QString game = file.dir().dirName(), name = file.completeBaseName();
        const std::string key = game.toStdString() + "/prompts/" + name.toStdString() + ".mustache";
        if (builtin.count(key))
            overrides << game + QLatin1Char('/') + name;
        else if (unused)
            *unused << QDir(dir.trimmed()).relativeFilePath(file.filePath());
    }
    overrides.sort();
    if (unused) unused->sort();
    return overrides;
}

void SettingsDialog::showTemplates() {
    const QString dir = m_templates->text().trimmed();
    if (dir.isEmpty()) {
        m_templateList->setText(
            tr("Templates are files <i>&lt;folder&gt;/&lt;game id&gt;/&lt;template&gt;.mustache</i>; "
               "each replaces the built-in template of that name (see engine/games/*/prompts)."));
        return;
    }
    if (!QFileInfo(dir).isDir()) {
        m_templateList->setText(tr("⚠ %1 is not a folder.").arg(dir.toHtmlEscaped()));
        return;
    }
    QStringList unused;
    const QStringList overrides = templateOverrides(dir, &unused);
    QString text = overrides.isEmpty() ? tr("This folder overrides no built-in template.")
                                       : tr("Overrides: %1").arg(overrides.join(QStringLiteral(", ")));
    if (!unused.isEmpty())
        text += QStringLiteral("<br>") +
                tr("Not used (no built-in template of that name): %1").arg(unused.join(QStringLiteral(", ")));
    m_templateList->setText(text);
}

void SettingsDialog::accept() {
    if (auto saved = m_prices->save(); !saved) {
        m_pages->setCurrentWidget(m_prices);
        QMessageBox::warning(this, tr("Prices"), tr("The price table is not saved: %1").arg(errorText(saved.error())));
        return;
    }
    QDialog::accept();
}

AppSettings SettingsDialog::settings() const {
    AppSettings s = m_settings;
    s.runsDir = m_runs->text().trimmed();
    s.language = m_language->currentData().toString();
    s.templateDir = m_templates->text().trimmed();
    s.endpoints = m_providers->endpoints();
    return s;
}

}  // namespace nashlab::ui
