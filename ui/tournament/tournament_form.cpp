#include "ui/tournament/tournament_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <algorithm>
#include <functional>
#include <set>

#include "engine/game/game_registry.h"
#include "ui/common/error_text.h"
#include "ui/common/phrase_text.h"
#include "ui/compose/model_catalog.h"
#include "ui/tournament/tournament_files.h"

namespace nashlab::ui {

using engine::Json;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// "minimax; connect_four: alphabeta, …": what a file's entrant plays, for its tooltip.
QString entrantSummary(const Json& entrant) {
    const auto what = [](const Json& seat) {
        if (seat.value("type", "") == "llm") return q(seat.value("provider", "") + "/" + seat.value("model", ""));
        return q(seat.value("strategy", seat.value("type", "")));
    };
    QString text = what(entrant);
    const Json perEnvironment = entrant.value("per_environment", Json::object());  // kept alive for the loop
    for (const auto& [env, fields] : perEnvironment.items())
        text += QStringLiteral("; %1: %2").arg(q(env), what(fields));
    return text;
}

// Asks the endpoint for its models when the person goes to the model field (not before: the
// window asks no server on its own).
class FocusAsk final : public QObject {
public:
    FocusAsk(QObject* parent, std::function<void()> ask) : QObject(parent), m_ask(std::move(ask)) {}
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::FocusIn) m_ask();
        return false;
    }

private:
    std::function<void()> m_ask;
};

}  // namespace

TournamentForm::TournamentForm(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("tournamentForm"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    // What is played: the board games below, or a tournament file (bundled, or opened).
    auto* top = new QHBoxLayout;
    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("tournamentSource"));
    m_source->addItem(tr("Board games (choose below)"), QString());
    for (const auto& [path, json] : bundledTournaments()) {
        m_source->addItem(q(json.value("name", QFileInfo(path).baseName().toStdString())), path);
        if (json.contains("description") && json["description"].is_string())
            m_source->setItemData(m_source->count() - 1, q(json["description"].get<std::string>()), Qt::ToolTipRole);
    }
    m_source->addItem(tr("Open a tournament file…"), QStringLiteral("open"));
    top->addWidget(m_source, 1);
    top->addSpacing(12);
    top->addWidget(new QLabel(tr("Pairing"), this));
    m_pairing = new QComboBox(this);
    m_pairing->setObjectName(QStringLiteral("pairingCombo"));
    m_pairing->addItem(tr("round robin"), QStringLiteral("round_robin"));
    m_pairing->addItem(tr("random pairs"), QStringLiteral("random"));
    m_pairing->addItem(tr("adaptive (close ratings)"), QStringLiteral("adaptive"));
    top->addWidget(m_pairing);
    top->addStretch(1);
    m_envRow = new QHBoxLayout;
    // The two-seat board games, as each game's presentation offers itself; the first starts ticked.
    for (const engine::Game* game : engine::GameRegistry::builtin().games()) {
        if (!game->humanView().presentation().boardTournament) continue;
        auto* box = new QCheckBox(gameText(game->title()), this);
        box->setObjectName(QStringLiteral("env_") + q(game->id()));
        box->setProperty("game", q(game->id()));
        box->setChecked(m_boardGames.empty());
        m_boardGames.push_back(box);
        m_envRow->addWidget(box);
    }
    m_fileEnvs = new QListWidget(this);
    m_fileEnvs->setObjectName(QStringLiteral("fileEnvironments"));
    m_fileEnvs->setFlow(QListView::LeftToRight);
    m_fileEnvs->setWrapping(true);
    m_fileEnvs->setSpacing(2);
    m_fileEnvs->setMaximumHeight(fontMetrics().height() * 3);
    m_fileEnvs->hide();
    m_envRow->addWidget(m_fileEnvs, 1);
    m_envRow->addStretch(1);
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
    grid->addWidget(new QLabel(tr("Tournament"), this), 0, 0);
    grid->addLayout(top, 0, 1);
    grid->addWidget(new QLabel(tr("Environments"), this), 1, 0);
    grid->addLayout(m_envRow, 1, 1);
    grid->addWidget(new QLabel(tr("Games"), this), 2, 0);
    grid->addLayout(sizes, 2, 1);
    grid->addWidget(new QLabel(tr("Entrants"), this), 3, 0, Qt::AlignTop);
    m_entrantModel = new EntrantModel(this);
    m_entrants = new QListView(this);
    m_entrants->setModel(m_entrantModel);
    m_entrants->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_entrants->setObjectName(QStringLiteral("entrantList"));
    m_entrants->setFlow(QListView::LeftToRight);
    m_entrants->setWrapping(true);
    m_entrants->setSpacing(2);
    m_entrants->setMaximumHeight(fontMetrics().height() * 3);
    grid->addWidget(m_entrants, 3, 1);

    // A model entrant: an endpoint of Settings → Providers (or another server's base URL) and a
    // model from its list, as Compose's seat table offers them.
    auto* models = new QHBoxLayout;
    m_endpoint = new QComboBox(this);
    m_endpoint->setObjectName(QStringLiteral("modelEndpoint"));
    m_endpoint->setToolTip(tr("The model's server: the endpoints of Settings → Providers"));
    models->addWidget(m_endpoint);
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("modelName"));
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->lineEdit()->setPlaceholderText(tr("model name"));
    m_model->setMinimumContentsLength(14);
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    models->addWidget(m_model, 2);
    m_baseUrl = new QLineEdit(this);
    m_baseUrl->setObjectName(QStringLiteral("modelBaseUrl"));
    m_baseUrl->setPlaceholderText(tr("base URL (optional)"));
    // The hint is read whole (German's is long); the field grows with the window beyond that.
    m_baseUrl->setMinimumWidth(m_baseUrl->fontMetrics().horizontalAdvance(m_baseUrl->placeholderText()) + 16);
    m_baseUrl->setToolTip(
        tr("Another server that speaks this provider's protocol, e.g. http://localhost:8000/v1; "
           "empty: the endpoint's own"));
    models->addWidget(m_baseUrl, 2);
    m_addModel = new QPushButton(tr("Add model"), this);
    m_addModel->setObjectName(QStringLiteral("addModelEntrant"));
    models->addWidget(m_addModel);
    m_removeModel = new QPushButton(tr("Remove"), this);
    m_removeModel->setObjectName(QStringLiteral("removeModelEntrant"));
    m_removeModel->setToolTip(tr("Removes the selected model entrant"));
    m_removeModel->setEnabled(false);
    models->addWidget(m_removeModel);
    grid->addWidget(new QLabel(tr("Model entrant"), this), 4, 0);
    grid->addLayout(models, 4, 1);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("modelEntrantProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->hide();
    grid->addWidget(m_problem, 5, 1);

    // What an illegal answer costs: LLMArena's rule (the mover loses at once) by default.
    auto* illegal = new QHBoxLayout;
    illegal->addWidget(new QLabel(tr("Tries per move"), this));
    m_attempts = new QSpinBox(this);
    m_attempts->setObjectName(QStringLiteral("attemptsSpin"));
    m_attempts->setRange(1, 10);
    m_attempts->setValue(3);
    m_attempts->setToolTip(tr("Answers a model may give for one move; each rejected one is told why"));
    illegal->addWidget(m_attempts);
    illegal->addSpacing(12);
    illegal->addWidget(new QLabel(tr("then"), this));
    m_fallback = new QComboBox(this);
    m_fallback->setObjectName(QStringLiteral("fallbackCombo"));
    m_fallback->addItem(tr("the mover loses the game (LLMArena)"), QStringLiteral("lose_game"));
    m_fallback->addItem(tr("a random legal move is played"), QStringLiteral("random_legal"));
    illegal->addWidget(m_fallback);
    illegal->addStretch(1);
    grid->addWidget(new QLabel(tr("Illegal moves"), this), 6, 0);
    grid->addLayout(illegal, 6, 1);

    connect(m_source, &QComboBox::activated, this, &TournamentForm::sourceChosen);
    connect(m_fileEnvs, &QListWidget::itemChanged, this, &TournamentForm::refreshEntrants);
    for (QCheckBox* box : m_boardGames) connect(box, &QCheckBox::toggled, this, &TournamentForm::refreshEntrants);
    connect(m_addModel, &QPushButton::clicked, this, &TournamentForm::addPickedModel);
    connect(m_model->lineEdit(), &QLineEdit::returnPressed, this, &TournamentForm::addPickedModel);
    connect(m_removeModel, &QPushButton::clicked, this, [this] {
        // Only model entrants are removed (bots and a file's entrants are unticked); from the last row up.
        QModelIndexList rows = m_entrants->selectionModel()->selectedIndexes();
        std::sort(rows.begin(), rows.end(),
                  [](const QModelIndex& a, const QModelIndex& b) { return a.row() > b.row(); });
        for (const QModelIndex& row : rows)
            if (m_entrantModel->at(row.row()).kind == Entrant::Kind::Model) m_entrantModel->removeRow(row.row());
        m_removeModel->setEnabled(false);
    });
    connect(m_entrants->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        bool model = false;
        for (const QModelIndex& row : m_entrants->selectionModel()->selectedIndexes())
            model = model || m_entrantModel->at(row.row()).kind == Entrant::Kind::Model;
        m_removeModel->setEnabled(model);
    });
    connect(m_endpoint, &QComboBox::activated, this, [this] {
        requestModels();
        fillModels();
    });
    connect(m_baseUrl, &QLineEdit::editingFinished, this, [this] {
        requestModels();
        fillModels();
    });
    m_model->installEventFilter(new FocusAsk(m_model, [this] { requestModels(); }));
    connect(&ModelCatalog::shared(), &ModelCatalog::updated, this, [this](const QString& key) {
        const auto [provider, baseUrl] = pickedEndpoint();
        if (key == ModelCatalog::key(provider, baseUrl)) fillModels();
    });
    setEndpoints(m_endpoints);
    refreshEntrants();
}

void TournamentForm::setEndpoints(const QList<Endpoint>& endpoints) {
    const QString current = m_endpoint->currentText();
    m_endpoints = endpoints;
    const QSignalBlocker block(m_endpoint);
    m_endpoint->clear();
    for (const Endpoint& e : m_endpoints) {
        m_endpoint->addItem(e.name);
        m_endpoint->setItemData(m_endpoint->count() - 1,
                                e.baseUrl.isEmpty() ? e.provider : e.provider + QStringLiteral(" · ") + e.baseUrl,
                                Qt::ToolTipRole);
    }
    m_endpoint->setCurrentIndex(std::max(0, m_endpoint->findText(current)));
    fillModels();
}

std::pair<QString, QString> TournamentForm::pickedEndpoint() const {
    const int i = m_endpoint->currentIndex();
    const Endpoint e = i >= 0 && i < m_endpoints.size() ? m_endpoints[i] : defaultEndpoints().first();
    const QString typed = m_baseUrl->text().trimmed();
    return {e.provider, typed.isEmpty() ? e.baseUrl : typed};
}

void TournamentForm::requestModels() {
    const auto [provider, baseUrl] = pickedEndpoint();
    ModelCatalog::shared().request(provider, baseUrl);
}

void TournamentForm::fillModels() {
    const auto [provider, baseUrl] = pickedEndpoint();
    const auto entry = ModelCatalog::shared().entry(provider, baseUrl);
    const QSignalBlocker block(m_model);
    const QString current = m_model->currentText();
    m_model->clear();
    m_model->addItems(entry.models);
    m_model->setEditText(current);
    m_model->setToolTip(entry.state == ModelCatalog::State::Failed ? entry.message
                                                                   : tr("Pick a discovered model or type its name"));
}

void TournamentForm::showProblem(const QString& text) {
    m_problem->setText(text.isEmpty() ? QString() : QStringLiteral("⚠ ") + text);
    m_problem->setVisible(!text.isEmpty());
}

QString TournamentForm::modelProblem() const { return m_problem->isHidden() ? QString() : m_problem->text().mid(2); }

bool TournamentForm::nameTaken(const QString& name) const {
    if (m_entrantModel->find(name) >= 0) return true;
    // A bot of an environment not chosen now may come back when it is.
    for (const QCheckBox* box : m_boardGames)
        if (const auto* g = engine::GameRegistry::builtin().find(box->property("game").toString().toStdString()))
            for (const auto& s : g->strategies())
                if (q(s.id) == name) return true;
    return false;
}

QString TournamentForm::addPickedModel() {
    const auto [provider, baseUrl] = pickedEndpoint();
    return addModelEntrant(provider, m_model->currentText(), baseUrl);
}

QString TournamentForm::addModelEntrant(const QString& provider, const QString& modelName, const QString& baseUrl) {
    const QString model = modelName.trimmed();
    const QString url = baseUrl.trimmed();
    if (model.isEmpty()) {
        showProblem(tr("Name a model first: pick one from the list or type its name."));
        return {};
    }
    if (!url.isEmpty() && !url.startsWith(QLatin1String("http://")) && !url.startsWith(QLatin1String("https://"))) {
        showProblem(tr("The base URL must start with http:// or https://."));
        return {};
    }
    // The endpoint's limits travel with the seat when it is one of Settings' endpoints.
    Json seat = {{"type", "llm"}, {"provider", provider.toStdString()}};
    for (const Endpoint& e : m_endpoints)
        if (e.matches(provider, url)) seat = e.seatFields();
    seat["type"] = "llm";
    if (!url.isEmpty()) seat["base_url"] = url.toStdString();
    seat["model"] = model.toStdString();
    for (const Entrant& entrant : m_entrantModel->entrants()) {
        const Json& other = entrant.seat;
        if (entrant.kind == Entrant::Kind::Model && other.value("provider", "") == seat["provider"] &&
            other.value("model", "") == seat["model"] && other.value("base_url", "") == seat.value("base_url", "")) {
            showProblem(tr("%1 on this server is already an entrant.").arg(model));
            return {};
        }
    }
    QString name = model;
    for (int n = 2; nameTaken(name); ++n) name = QStringLiteral("%1 %2").arg(model).arg(n);
    m_entrantModel->append({Entrant::Kind::Model, name, seat,
                            url.isEmpty() ? tr("Model %1 of %2").arg(model, provider)
                                          : tr("Model %1 of %2 at %3").arg(model, provider, url),
                            true});
    showProblem({});
    m_model->setEditText(QString());
    return name;
}

// Bots are entrants when every chosen environment has their strategy (one name, one bot); model
// entrants stay whatever the environments.
void TournamentForm::refreshEntrants() {
    std::set<QString> ticked;
    std::vector<Entrant> entrants, models;
    for (const Entrant& e : m_entrantModel->entrants()) {
        if (e.ticked) ticked.insert(e.name);
        if (e.kind == Entrant::Kind::Model) models.push_back(e);
    }
    const bool first = m_entrantModel->rowCount() == 0;
    const auto keepModels = [&] {
        entrants.insert(entrants.end(), models.begin(), models.end());
        m_entrantModel->setEntrants(std::move(entrants));
    };
    if (m_file.is_object()) {
        entrants = fileEntrants(ticked, first);
        return keepModels();
    }
    std::vector<const engine::Game*> games;
    const auto& registry = engine::GameRegistry::builtin();
    for (const QCheckBox* box : m_boardGames)
        if (box->isChecked()) games.push_back(registry.find(box->property("game").toString().toStdString()));
    if (!games.empty() && games.front())
        for (const auto& s : games.front()->strategies()) {
            bool everywhere = true;
            for (const auto* g : games) {
                bool has = false;
                for (const auto& t : g->strategies()) has = has || t.id == s.id;
                everywhere = everywhere && has;
            }
            if (!everywhere) continue;
            entrants.push_back(
                {Entrant::Kind::Bot, q(s.id), Json::object(), q(s.description), first || ticked.count(q(s.id)) > 0});
        }
    keepModels();
}

// A file's entrants, each as the file has it (its bots per environment, or its model).
std::vector<Entrant> TournamentForm::fileEntrants(const std::set<QString>& ticked, bool first) const {
    std::vector<Entrant> entrants;
    for (const auto& entrant : m_file.value("entrants", Json::array())) {
        Json seat = entrant;
        const QString name = q(seat.value("name", ""));
        seat.erase("name");
        const QString tip = entrantSummary(seat);
        entrants.push_back({Entrant::Kind::FromFile, name, std::move(seat), tip, first || ticked.count(name) > 0});
    }
    return entrants;
}

void TournamentForm::sourceChosen(int index) {
    const QString source = m_source->itemData(index).toString();
    if (source == QLatin1String("open")) {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a tournament file"), QString(),
                                                          tr("Tournament files (*.json)"));
        const QSignalBlocker block(m_source);
        m_source->setCurrentIndex(m_lastSource);  // stays as it was unless the file is good
        if (!path.isEmpty()) chooseTournament(path);
        return;
    }
    m_lastSource = index;
    if (source.isEmpty()) {
        useBoardGames();
        return;
    }
    chooseTournament(source);
}

bool TournamentForm::chooseTournament(const QString& path) {
    auto file = readTournamentFile(path);
    if (!file) {
        showProblem(tr("%1 cannot be played: %2").arg(QFileInfo(path).fileName(), errorText(file.error())));
        return false;
    }
    int index = m_source->findData(path);
    if (index < 0) {  // a file from disk: offered again from the list until the window closes
        m_source->insertItem(m_source->count() - 1, QFileInfo(path).fileName(), path);
        index = m_source->count() - 2;
        m_source->setItemData(index, path, Qt::ToolTipRole);
    }
    {
        const QSignalBlocker block(m_source);
        m_source->setCurrentIndex(index);
    }
    m_lastSource = index;
    showProblem({});
    useFile(file.value());
    return true;
}

void TournamentForm::useFile(const Json& file) {
    m_file = file;
    for (QCheckBox* box : m_boardGames) box->hide();
    m_envRow->setStretch(m_envRow->count() - 1, 0);  // the list takes the row
    {
        const QSignalBlocker block(m_fileEnvs);
        m_fileEnvs->clear();
        const auto& registry = engine::GameRegistry::builtin();
        for (const auto& env : file.value("environments", Json::array())) {
            const std::string game = env.value("game", "");
            const std::string format = env.value("format", std::string("match"));
            const std::string metric = env.value("metric", std::string(format == "match"       ? "trueskill"
                                                                       : format == "self_play" ? "average_reward"
                                                                                               : "win_rate"));
            const auto* g = registry.find(game);
            auto* item = new QListWidgetItem(q(env.value("name", game)), m_fileEnvs);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Checked);
            item->setToolTip(tr("%1 — %2, scored by %3").arg(g ? q(g->title()) : q(game), q(format), q(metric)));
        }
    }
    m_fileEnvs->show();
    // The file's settings, which the person may still change.
    const int pairing = m_pairing->findData(q(file.value("pairing", std::string("round_robin"))));
    m_pairing->setCurrentIndex(std::max(0, pairing));
    // The file was checked (readTournamentFile), but a member may still be null ("stop": null).
    const auto member = [&file](const char* key) {
        return file.contains(key) && file[key].is_object() ? file[key] : Json::object();
    };
    m_gamesPerPair->setValue(file.value("games_per_pair", 2));
    m_maxGames->setValue(member("stop").value("max_games", 0));
    if (file.contains("seed") && file["seed"].is_number_integer())
        m_seed->setValue(static_cast<int>(std::min<std::int64_t>(file["seed"].get<std::int64_t>(), m_seed->maximum())));
    const Json illegal = member("invalid_answers");
    m_attempts->setValue(illegal.value("max_attempts", 3));
    const int fallback = m_fallback->findData(q(illegal.value("fallback", std::string("lose_game"))));
    if (fallback >= 0) m_fallback->setCurrentIndex(fallback);
    m_fileSettings = {m_pairing->currentData(), m_gamesPerPair->value(), m_maxGames->value(),
                      m_seed->value(),          m_attempts->value(),     m_fallback->currentData()};
    m_entrantModel->setEntrants({});  // the file's entrants, all ticked
    refreshEntrants();
}

void TournamentForm::useBoardGames() {
    m_file = Json();
    m_fileEnvs->clear();
    m_fileEnvs->hide();
    m_envRow->setStretch(m_envRow->count() - 1, 1);
    for (QCheckBox* box : m_boardGames) box->show();
    {
        const QSignalBlocker block(m_source);
        m_source->setCurrentIndex(0);
    }
    m_lastSource = 0;
    m_entrantModel->setEntrants({});
    refreshEntrants();
}

void TournamentForm::setFileEnvironments(const QStringList& names) {
    for (int i = 0; i < m_fileEnvs->count(); ++i)
        m_fileEnvs->item(i)->setCheckState(names.contains(m_fileEnvs->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
}

void TournamentForm::setEntrants(const QStringList& names) { m_entrantModel->tickOnly(names); }

void TournamentForm::setEnvironments(const QStringList& games) {
    if (m_file.is_object()) useBoardGames();
    for (QCheckBox* box : m_boardGames) box->setChecked(games.contains(box->property("game").toString()));
}

void TournamentForm::setGamesPerPair(int n) { m_gamesPerPair->setValue(n); }
void TournamentForm::setMaxGames(int n) { m_maxGames->setValue(n); }
void TournamentForm::setSeed(int seed) { m_seed->setValue(seed); }

void TournamentForm::setIllegalAnswers(int attempts, bool loses) {
    m_attempts->setValue(attempts);
    m_fallback->setCurrentIndex(
        m_fallback->findData(loses ? QStringLiteral("lose_game") : QStringLiteral("random_legal")));
}

Json TournamentForm::spec() const {
    Json envs = Json::array();
    std::set<std::string> chosen;
    if (m_file.is_object()) {
        const Json all = m_file.value("environments", Json::array());
        for (int i = 0; i < m_fileEnvs->count() && i < static_cast<int>(all.size()); ++i) {
            if (m_fileEnvs->item(i)->checkState() != Qt::Checked) continue;
            envs.push_back(all[static_cast<std::size_t>(i)]);
            chosen.insert(m_fileEnvs->item(i)->text().toStdString());
        }
    } else {
        for (const QCheckBox* box : m_boardGames)
            if (box->isChecked()) envs.push_back({{"game", box->property("game").toString().toStdString()}});
    }
    Json entrants = Json::array();
    for (const Entrant& entrant : m_entrantModel->entrants()) {
        if (!entrant.ticked) continue;
        const std::string name = entrant.name.toStdString();
        Json seat = entrant.kind == Entrant::Kind::Bot ? Json{{"type", "bot"}, {"strategy", name}} : entrant.seat;
        if (seat.contains("per_environment")) {  // only what the chosen environments need
            Json kept = Json::object();
            for (const auto& [env, fields] : seat["per_environment"].items())
                if (chosen.count(env)) kept[env] = fields;
            seat["per_environment"] = kept;
        }
        seat["name"] = name;
        entrants.push_back(seat);
    }
    Json spec = {{"kind", "tournament"}, {"name", "window_tournament"}};
    if (m_file.is_object()) {
        // The file's own settings (history depth, the reference, σ stop, ...), then the form's.
        spec = m_file;
        spec.erase("description");
        const std::string reference = m_file.value("reference", "");
        bool kept = false;
        for (const auto& e : entrants) kept = kept || e["name"] == reference;
        if (!kept) spec.erase("reference");
    }
    spec["entrants"] = entrants;
    spec["environments"] = envs;
    // A file's own settings stand unless the person changed them here: the same file plays in the
    // window as in nashlab-cli (its seed beyond the spin box, its feedback rule, ...).
    const bool file = m_file.is_object();
    const FileSettings now{m_pairing->currentData(), m_gamesPerPair->value(), m_maxGames->value(),
                           m_seed->value(),          m_attempts->value(),     m_fallback->currentData()};
    const auto changed = [&]<typename T>(T FileSettings::*field) {
        return !file || now.*field != m_fileSettings.*field;
    };
    if (changed(&FileSettings::pairing)) spec["pairing"] = now.pairing.toString().toStdString();
    if (changed(&FileSettings::gamesPerPair)) spec["games_per_pair"] = now.gamesPerPair;
    if (changed(&FileSettings::seed)) spec["seed"] = now.seed;
    if (changed(&FileSettings::attempts) || changed(&FileSettings::fallback)) {
        Json illegal = file && m_file.contains("invalid_answers") && m_file["invalid_answers"].is_object()
                           ? m_file["invalid_answers"]
                           : Json{{"feedback", true}};
        illegal["max_attempts"] = now.attempts;
        illegal["fallback"] = now.fallback.toString().toStdString();
        spec["invalid_answers"] = illegal;
    }
    if (changed(&FileSettings::maxGames)) {
        spec.erase("stop");
        if (now.maxGames > 0) {
            spec["stop"] = {{"max_games", now.maxGames}};
            const Json fileStop =
                file && m_file.contains("stop") && m_file["stop"].is_object() ? m_file["stop"] : Json();
            if (fileStop.is_object() && fileStop.contains("sigma_below"))
                spec["stop"]["sigma_below"] = fileStop["sigma_below"];
        }
    }
    return spec;
}

}  // namespace nashlab::ui
