#include "ui/main/library_panel.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

#include "engine/game/game_registry.h"
#include "ui/common/phrase_text.h"

namespace nashlab::ui {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QLabel* heading(const QString& text, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

}  // namespace

LibraryPanel::LibraryPanel(const engine::GameRegistry& registry, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("library"));
    auto* layout = new QVBoxLayout(this);
    m_games = new QListWidget(this);
    m_games->setObjectName(QStringLiteral("gameList"));
    m_presets = new QListWidget(this);
    m_presets->setObjectName(QStringLiteral("presetList"));
    m_runs = new QListWidget(this);
    m_runs->setObjectName(QStringLiteral("recentRunList"));
    // A long game name ("Englische Auktion mehrerer Gegenstände") wraps in the narrow library
    // instead of running under a horizontal scroll bar; a run folder's name is cut in its middle
    // (its date and its game both stay readable) and named whole in its tooltip.
    for (QListWidget* list : {m_games, m_presets}) {
        list->setWordWrap(true);
        list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    m_runs->setTextElideMode(Qt::ElideMiddle);
    m_runs->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(heading(tr("Games"), this));
    layout->addWidget(m_games, 2);
    layout->addWidget(heading(tr("Presets"), this));
    layout->addWidget(m_presets, 2);
    layout->addWidget(heading(tr("Recent runs"), this));
    layout->addWidget(m_runs, 3);

    for (const engine::Game* game : registry.games()) {
        auto* item = new QListWidgetItem(gameText(game->title()), m_games);
        item->setData(Qt::UserRole, q(game->id()));
        item->setToolTip(
            QStringLiteral("%1\n\n%2\n\n%3").arg(q(game->id()), gameText(game->summary()), q(game->source())));
    }
    for (const auto& [path, json] : presets()) {
        auto* item = new QListWidgetItem(q(json.value("name", QFileInfo(path).baseName().toStdString())), m_presets);
        item->setData(Qt::UserRole, path);
        item->setToolTip(q(json.value("description", "")));
    }
    connect(m_games, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { emit gameChosen(item->data(Qt::UserRole).toString()); });
    connect(m_games, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { emit gameChosen(item->data(Qt::UserRole).toString()); });
    auto preset = [this](QListWidgetItem* item) {
        for (const auto& [path, json] : presets())
            if (path == item->data(Qt::UserRole).toString()) emit presetChosen(json);
    };
    connect(m_presets, &QListWidget::itemClicked, this, preset);
    connect(m_presets, &QListWidget::itemActivated, this, preset);
    connect(m_runs, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { emit runChosen(item->data(Qt::UserRole).toString()); });
}

void LibraryPanel::setRecentRuns(const QStringList& dirs) {
    m_runs->clear();
    for (const QString& dir : dirs) {
        if (!QFileInfo::exists(dir + QStringLiteral("/spec.json"))) continue;
        auto* item = new QListWidgetItem(QFileInfo(dir).fileName(), m_runs);
        item->setData(Qt::UserRole, dir);
        item->setToolTip(dir);
    }
}

std::vector<std::pair<QString, engine::Json>> LibraryPanel::presets() {
    std::vector<std::pair<QString, engine::Json>> out;
    QDir dir(QStringLiteral(":/presets"));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly)) continue;
        try {
            out.emplace_back(dir.filePath(name), engine::Json::parse(f.readAll().toStdString()));
        } catch (const std::exception&) {
            // A broken preset is a packaging bug; it is simply not listed.
        }
    }
    return out;
}

}  // namespace nashlab::ui
