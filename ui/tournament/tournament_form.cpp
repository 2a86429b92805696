#include "ui/tournament/tournament_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <set>

#include "engine/game/game_registry.h"

namespace nashlab::ui {

using engine::Json;

TournamentForm::TournamentForm(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("tournamentForm"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    m_tictactoe = new QCheckBox(tr("TicTacToe"), this);
    m_tictactoe->setObjectName(QStringLiteral("envTictactoe"));
    m_tictactoe->setChecked(true);
    m_connectFour = new QCheckBox(tr("Connect Four"), this);
    m_connectFour->setObjectName(QStringLiteral("envConnectFour"));
    auto* envs = new QHBoxLayout;
    envs->addWidget(m_tictactoe);
    envs->addWidget(m_connectFour);
    envs->addSpacing(12);
    envs->addWidget(new QLabel(tr("Pairing"), this));
    m_pairing = new QComboBox(this);
    m_pairing->setObjectName(QStringLiteral("pairingCombo"));
    m_pairing->addItem(tr("round robin"), QStringLiteral("round_robin"));
    m_pairing->addItem(tr("random pairs"), QStringLiteral("random"));
    m_pairing->addItem(tr("adaptive (close ratings)"), QStringLiteral("adaptive"));
    envs->addWidget(m_pairing);
    envs->addStretch(1);
    // The sizes on a row of their own: the form must fit a 1024-pixel window beside the library.
    auto* sizes = new QHBoxLayout;
    sizes->addWidget(new QLabel(tr("Games per pair"), this));
    m_gamesPerPair = new QSpinBox(this);
    m_gamesPerPair->setObjectName(QStringLiteral("gamesPerPairSpin"));
    m_gamesPerPair->setRange(1, 1000);
    m_gamesPerPair->setValue(10);
    sizes->addWidget(m_gamesPerPair);
    sizes->addSpacing(12);
    sizes->addWidget(new QLabel(tr("Max games"), this));
    m_maxGames = new QSpinBox(this);
    m_maxGames->setObjectName(QStringLiteral("maxGamesSpin"));
    m_maxGames->setRange(0, 1000000);
    m_maxGames->setSpecialValueText(tr("one cycle"));
    m_maxGames->setToolTip(tr("Total games; required for random and adaptive pairing"));
    sizes->addWidget(m_maxGames);
    sizes->addSpacing(12);
    sizes->addWidget(new QLabel(tr("Seed"), this));
    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("seedSpin"));
    m_seed->setRange(0, 1000000000);
    m_seed->setValue(1);
    sizes->addWidget(m_seed);
    sizes->addStretch(1);
    grid->addWidget(new QLabel(tr("Environments"), this), 0, 0);
    grid->addLayout(envs, 0, 1);
    grid->addWidget(new QLabel(tr("Games"), this), 1, 0);
    grid->addLayout(sizes, 1, 1);
    grid->addWidget(new QLabel(tr("Entrants"), this), 2, 0, Qt::AlignTop);
    m_entrants = new QListWidget(this);
    m_entrants->setObjectName(QStringLiteral("entrantList"));
    m_entrants->setFlow(QListView::LeftToRight);
    m_entrants->setWrapping(true);
    m_entrants->setSpacing(2);
    m_entrants->setMaximumHeight(fontMetrics().height() * 3);
    grid->addWidget(m_entrants, 2, 1);
    connect(m_tictactoe, &QCheckBox::toggled, this, &TournamentForm::refreshEntrants);
    connect(m_connectFour, &QCheckBox::toggled, this, &TournamentForm::refreshEntrants);
    refreshEntrants();
}

// Bots are entrants when every chosen environment has their strategy (one name, one bot).
void TournamentForm::refreshEntrants() {
    std::set<QString> ticked;
    for (int i = 0; i < m_entrants->count(); ++i)
        if (m_entrants->item(i)->checkState() == Qt::Checked) ticked.insert(m_entrants->item(i)->text());
    const bool first = m_entrants->count() == 0;
    m_entrants->clear();
    std::vector<const engine::Game*> games;
    const auto& registry = engine::GameRegistry::builtin();
    if (m_tictactoe->isChecked()) games.push_back(registry.find("tictactoe"));
    if (m_connectFour->isChecked()) games.push_back(registry.find("connect_four"));
    if (games.empty() || !games.front()) return;
    for (const auto& s : games.front()->strategies()) {
        bool everywhere = true;
        for (const auto* g : games) {
            bool has = false;
            for (const auto& t : g->strategies()) has = has || t.id == s.id;
            everywhere = everywhere && has;
        }
        if (!everywhere) continue;
        auto* item = new QListWidgetItem(QString::fromStdString(s.id), m_entrants);
        item->setToolTip(QString::fromStdString(s.description));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(first || ticked.count(item->text()) ? Qt::Checked : Qt::Unchecked);
    }
}

void TournamentForm::setEntrants(const QStringList& strategies) {
    for (int i = 0; i < m_entrants->count(); ++i)
        m_entrants->item(i)->setCheckState(strategies.contains(m_entrants->item(i)->text()) ? Qt::Checked
                                                                                            : Qt::Unchecked);
}

void TournamentForm::setEnvironments(bool tictactoe, bool connectFour) {
    m_tictactoe->setChecked(tictactoe);
    m_connectFour->setChecked(connectFour);
}

void TournamentForm::setGamesPerPair(int n) { m_gamesPerPair->setValue(n); }
void TournamentForm::setMaxGames(int n) { m_maxGames->setValue(n); }
void TournamentForm::setSeed(int seed) { m_seed->setValue(seed); }

Json TournamentForm::spec() const {
    Json entrants = Json::array();
    for (int i = 0; i < m_entrants->count(); ++i) {
        const auto* item = m_entrants->item(i);
        if (item->checkState() != Qt::Checked) continue;
        const std::string id = item->text().toStdString();
        entrants.push_back({{"name", id}, {"type", "bot"}, {"strategy", id}});
    }
    Json envs = Json::array();
    if (m_tictactoe->isChecked()) envs.push_back({{"game", "tictactoe"}});
    if (m_connectFour->isChecked()) envs.push_back({{"game", "connect_four"}});
    Json spec = {{"kind", "tournament"},
                 {"name", "window_tournament"},
                 {"entrants", entrants},
                 {"environments", envs},
                 {"pairing", m_pairing->currentData().toString().toStdString()},
                 {"games_per_pair", m_gamesPerPair->value()},
                 {"seed", m_seed->value()}};
    if (m_maxGames->value() > 0) spec["stop"] = {{"max_games", m_maxGames->value()}};
    return spec;
}

}  // namespace nashlab::ui
