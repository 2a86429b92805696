#include "ui/main/library_panel.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include "engine/experiment/resume_plan.h"
#include "engine/game/game_registry.h"
#include "ui/common/background_work.h"
#include "ui/common/phrase_text.h"

namespace nashlab::ui {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// On a recent run's item: whether its record says it is unfinished.
constexpr int kUnfinishedRole = Qt::UserRole + 1;

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
    m_resume = new QPushButton(tr("Resume"), this);
    m_resume->setObjectName(QStringLiteral("resumeRun"));
    m_resume->setToolTip(tr("Continues the selected unfinished run where it stopped, in the Arena"));
    m_resume->setEnabled(false);
    layout->addWidget(m_resume);

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
    connect(m_runs, &QListWidget::currentItemChanged, this, &LibraryPanel::updateResume);
    connect(m_resume, &QPushButton::clicked, this, [this] {
        if (const QListWidgetItem* item = m_runs->currentItem()) emit resumeChosen(item->data(Qt::UserRole).toString());
    });
}

void LibraryPanel::setResumeAllowed(bool allowed) {
    m_resumeAllowed = allowed;
    updateResume();
}

void LibraryPanel::updateResume() {
    const QListWidgetItem* item = m_runs->currentItem();
    m_resume->setEnabled(m_resumeAllowed && item && item->data(kUnfinishedRole).toBool());
}

QStringList LibraryPanel::unfinishedRuns() const {
    QStringList dirs;
    for (int i = 0; i < m_runs->count(); ++i)
        if (m_runs->item(i)->data(kUnfinishedRole).toBool()) dirs << m_runs->item(i)->data(Qt::UserRole).toString();
    return dirs;
}

void LibraryPanel::markCompletion(const QString& dir, const Completion& c) {
    for (int i = 0; i < m_runs->count(); ++i) {
        QListWidgetItem* item = m_runs->item(i);
        if (item->data(Qt::UserRole).toString() != dir) continue;
        const bool unfinished = !c.problem.isEmpty() || c.finished < c.expected;
        item->setData(kUnfinishedRole, unfinished);
        if (!unfinished) {
            item->setToolTip(dir);
            item->setIcon({});
        } else {
            item->setIcon(style()->standardIcon(QStyle::SP_MediaPause));
            item->setToolTip(c.problem.isEmpty()
                                 ? tr("%1\nUnfinished: %2 of %3 sessions finished. Resume continues it.")
                                       .arg(dir)
                                       .arg(c.finished)
                                       .arg(c.expected)
                                 : tr("%1\nIts spec cannot be read: %2").arg(dir, c.problem));
        }
    }
    updateResume();
}

void LibraryPanel::setRecentRuns(const QStringList& dirs, const QString& playing) {
    const QString current = m_runs->currentItem() ? m_runs->currentItem()->data(Qt::UserRole).toString() : QString();
    m_runs->clear();
    for (const QString& dir : dirs) {
        if (!QFileInfo::exists(dir + QStringLiteral("/spec.json"))) continue;
        auto* item = new QListWidgetItem(QFileInfo(dir).fileName(), m_runs);
        item->setData(Qt::UserRole, dir);
        item->setToolTip(dir);
        if (dir == current) m_runs->setCurrentItem(item);
        if (dir == playing) {
            item->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
            item->setToolTip(tr("%1\nPlaying in the Arena").arg(dir));
            continue;
        }
        const QFileInfo events(dir + QStringLiteral("/events.jsonl"));
        const auto known = m_completion.constFind(dir);
        if (known != m_completion.cend() && known->size == events.size() && known->modified == events.lastModified()) {
            markCompletion(dir, *known);
            continue;
        }
        // How far the run got is read from its record, which may be large: in the background.
        if (m_reading.contains(dir)) continue;
        m_reading.insert(dir);
        Completion c{events.size(), events.lastModified(), 0, 0, {}};
        startBackgroundJob([self = QPointer<LibraryPanel>(this), alive = m_alive, dir, c]() mutable {
            if (!*alive) return;
            const engine::RunCompletion read = engine::runCompletion(dir.toStdString());
            c.finished = read.finished;
            c.expected = read.expected;
            c.problem = QString::fromStdString(read.problem);
            // Posted through the application, which outlives the panel (a language switch rebuilds it).
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [self, dir, c] {
                    if (!self) return;
                    self->m_reading.remove(dir);
                    self->m_completion.insert(dir, c);
                    self->markCompletion(dir, c);
                },
                Qt::QueuedConnection);
        });
    }
    updateResume();
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
