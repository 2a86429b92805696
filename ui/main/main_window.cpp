#include "ui/main/main_window.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>

#include "engine/game/game_registry.h"

namespace nashlab::ui {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QString gameHtml(const engine::Game& game) {
    const auto range = game.seats();
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p><p><i>%3</i></p>")
                       .arg(q(game.title()).toHtmlEscaped(), q(game.summary()).toHtmlEscaped(),
                            q(game.source()).toHtmlEscaped());
    html += MainWindow::tr("<p><b>Seats:</b> %1 to %2 (default %3)</p>").arg(range.min).arg(range.max).arg(range.defaultCount);
    html += MainWindow::tr("<h3>Parameters</h3><table cellpadding='3'>");
    for (const auto& p : game.params())
        html += QStringLiteral("<tr><td><code>%1</code></td><td>%2</td><td>%3</td></tr>")
                    .arg(q(p.key), q(p.defaultValue.dump()).toHtmlEscaped(), q(p.help).toHtmlEscaped());
    html += MainWindow::tr("</table><h3>Bots</h3><ul>");
    for (const auto& s : game.strategies())
        html += QStringLiteral("<li><code>%1</code>: %2</li>").arg(q(s.id), q(s.description).toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

}  // namespace

MainWindow::MainWindow(const engine::GameRegistry& registry, QWidget* parent)
    : QMainWindow(parent), m_registry(registry) {
    setWindowTitle(tr("NashLab"));
    setObjectName(QStringLiteral("mainWindow"));
    auto* splitter = new QSplitter(this);
    m_games = new QListWidget(splitter);
    m_games->setObjectName(QStringLiteral("gameList"));
    m_details = new QTextBrowser(splitter);
    m_details->setObjectName(QStringLiteral("gameDetails"));
    for (const engine::Game* game : m_registry.games()) {
        auto* item = new QListWidgetItem(q(game->title()), m_games);
        item->setData(Qt::UserRole, q(game->id()));
        item->setToolTip(q(game->id()));
    }
    splitter->setStretchFactor(1, 3);
    setCentralWidget(splitter);
    connect(m_games, &QListWidget::currentRowChanged, this, &MainWindow::showGame);
    if (m_games->count() > 0) m_games->setCurrentRow(0);
    statusBar()->showMessage(tr("%n game(s) available. Run sessions with nashlab-cli; see the README.", nullptr,
                                m_games->count()));
    resize(1000, 640);
}

void MainWindow::showGame(int row) {
    const auto games = m_registry.games();
    if (row < 0 || row >= static_cast<int>(games.size())) {
        m_details->setHtml(tr("<p>Pick a game on the left.</p>"));
        return;
    }
    m_details->setHtml(gameHtml(*games[static_cast<std::size_t>(row)]));
}

}  // namespace nashlab::ui
