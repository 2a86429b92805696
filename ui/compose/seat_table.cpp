#include "ui/compose/seat_table.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <set>

#include "ui/common/phrase_text.h"
#include "ui/common/seat_palette.h"
#include "ui/compose/model_catalog.h"

namespace nashlab::ui {

using engine::Json;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// On a Name cell: the person typed this name (otherwise it follows the seat's kind and strategy).
constexpr int kHandNamed = Qt::UserRole + 1;

QComboBox* combo(QTableWidget* t, int row, int col) { return qobject_cast<QComboBox*>(t->cellWidget(row, col)); }

QString text(QTableWidget* t, int row, int col) {
    const QTableWidgetItem* item = t->item(row, col);
    return item ? item->text().trimmed() : QString();
}

// Seat fields that have a column (or are the endpoint's); every other field is kept as it came.
bool managedField(const std::string& key) {
    static const std::set<std::string> kManaged = {"type",     "name",  "strategy", "options",     "persona",
                                                   "provider", "model", "base_url", "temperature", "count"};
    return kManaged.count(key) > 0;
}

Json endpointFields(const QComboBox* box) {
    const Json j = Json::parse(box->currentData().toString().toStdString(), nullptr, false);
    return j.is_object() ? j : Json{{"provider", "openai"}};
}

QString endpointKey(const Json& fields) {
    return ModelCatalog::key(q(fields.value("provider", "openai")), q(fields.value("base_url", "")));
}

// Why a temperature cannot be used, or "" when it can (empty: the provider's default).
QString temperatureProblem(const QString& value) {
    if (value.isEmpty()) return {};
    bool ok = false;
    const double t = value.toDouble(&ok);
    if (!ok || t < 0 || t > 2) return SeatTable::tr("The temperature must be a number from 0 to 2.");
    return {};
}

}  // namespace

SeatTable::SeatTable(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("seatTableBox"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(0, ColCount, this);
    m_table->setObjectName(QStringLiteral("seatTable"));
    m_table->setHorizontalHeaderLabels({tr("Colour"), tr("Name"), tr("Kind"), tr("Strategy"), tr("Options"),
                                        tr("Endpoint"), tr("Model"), tr("Temperature"), tr("Persona")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setColumnWidth(ColColour, 50);
    m_table->setColumnWidth(ColModel, 150);
    m_table->setColumnWidth(ColTemperature, 90);
    layout->addWidget(m_table, 1);
    m_modelStatus = new QLabel(this);
    m_modelStatus->setObjectName(QStringLiteral("modelStatus"));
    m_modelStatus->setWordWrap(true);
    m_modelStatus->hide();
    layout->addWidget(m_modelStatus);
    // Two rows of three: in one row the buttons alone made the form wider than a laptop's half.
    auto* buttons = new QGridLayout;
    auto add = [this, buttons](const QString& label, const char* name) {
        auto* b = new QPushButton(label, this);
        b->setObjectName(QLatin1String(name));
        const int n = buttons->count();
        buttons->addWidget(b, n / 3, n % 3);
        return b;
    };
    connect(add(tr("Add seat"), "addSeat"), &QPushButton::clicked, this, [this] {
        const int row = std::max(0, m_table->currentRow());
        Json seat = count() > 0 ? rowJson(row) : Json{{"type", "bot"}, {"strategy", "random"}};
        seat.erase("name");  // a new seat gets its own name, never a copy
        addSeat(seat);
        emit changed();
    });
    connect(add(tr("Remove"), "removeSeat"), &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0) m_table->removeRow(m_table->currentRow());
        recolour();
        refreshAutoNames();
        updateModelStatus();
        emit changed();
    });
    connect(add(tr("Move up"), "moveSeatUp"), &QPushButton::clicked, this, [this] {
        const int r = m_table->currentRow();
        if (r > 0) moveRow(r, r - 1);
    });
    connect(add(tr("Move down"), "moveSeatDown"), &QPushButton::clicked, this, [this] {
        const int r = m_table->currentRow();
        if (r >= 0 && r + 1 < count()) moveRow(r, r + 1);
    });
    connect(add(tr("Fill all like this seat"), "fillAll"), &QPushButton::clicked, this, &SeatTable::fillAllLikeCurrent);
    connect(add(tr("Refresh models"), "refreshModels"), &QPushButton::clicked, this, &SeatTable::refreshModels);
    buttons->setColumnStretch(3, 1);
    layout->addLayout(buttons);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (item->column() == ColTemperature) validateTemperature(item->row());
        if (item->column() == ColName) {
            // Typed by the person: kept as it is; emptied or typed as the automatic name: automatic again.
            {
                const QSignalBlocker block(m_table);
                const QString typed = item->text().trimmed();
                item->setData(kHandNamed, !typed.isEmpty() && typed != autoName(item->row()));
            }
            refreshAutoNames();
        }
        emit changed();
    });
    connect(&ModelCatalog::shared(), &ModelCatalog::updated, this, &SeatTable::onCatalogUpdated);
}

QStringList SeatTable::personaPresets() {
    // Not translated on purpose: a persona is part of the prompt, and the prompts are English.
    return {QStringLiteral("You are a careful economist. You think about what the other players will do "
                           "before you decide."),
            QStringLiteral("You are a cooperative player who values fairness and the welfare of the group."),
            QStringLiteral("You are a competitive player. You want to win and maximise your own payoff."),
            QStringLiteral("You are a cautious player who avoids risks and prefers safe outcomes."),
            QStringLiteral("You are a first-time player who knows nothing about game theory.")};
}

void SeatTable::setGame(const engine::Game* game) {
    m_game = game;
    m_table->setRowCount(0);
}

int SeatTable::count() const { return m_table->rowCount(); }

int SeatTable::rowOf(QWidget* cellWidget, int column) const {
    for (int r = 0; r < count(); ++r)
        if (m_table->cellWidget(r, column) == cellWidget) return r;
    return -1;
}

void SeatTable::setSeats(const std::vector<engine::SeatSpec>& seats) {
    const QSignalBlocker block(m_table);
    m_table->setRowCount(0);
    for (const auto& s : seats) addSeat(s.toJson());
    updateModelStatus();
    emit changed();
}

void SeatTable::setEndpoints(const QList<Endpoint>& endpoints) {
    if (endpoints == m_endpoints) return;
    const Json seats = seatsJson();
    m_endpoints = endpoints;
    for (int r = 0; r < count(); ++r) {
        fillEndpoints(r);
        setRow(r, seats[static_cast<std::size_t>(r)]);
    }
    emit changed();
}

void SeatTable::addSeat(const Json& seat) {
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto* kind = new QComboBox(m_table);
    kind->setObjectName(QStringLiteral("seatKind"));
    kind->addItem(tr("bot"), QStringLiteral("bot"));
    kind->addItem(tr("LLM"), QStringLiteral("llm"));
    kind->addItem(tr("human"), QStringLiteral("human"));
    auto* strategy = new QComboBox(m_table);
    strategy->setObjectName(QStringLiteral("seatStrategy"));
    if (m_game)
        for (const auto& s : m_game->strategies()) {
            strategy->addItem(q(s.id));
            strategy->setItemData(strategy->count() - 1, gameText(s.description), Qt::ToolTipRole);
        }
    auto* endpoint = new QComboBox(m_table);
    endpoint->setObjectName(QStringLiteral("seatEndpoint"));
    auto* model = new QComboBox(m_table);
    model->setObjectName(QStringLiteral("seatModel"));
    model->setEditable(true);
    model->setInsertPolicy(QComboBox::NoInsert);
    model->lineEdit()->setPlaceholderText(tr("model name"));
    auto* persona = new QComboBox(m_table);
    persona->setObjectName(QStringLiteral("seatPersona"));
    persona->setEditable(true);
    persona->setInsertPolicy(QComboBox::NoInsert);
    persona->addItem(QString());
    for (const QString& p : personaPresets()) {
        persona->addItem(p);
        persona->setItemData(persona->count() - 1, p, Qt::ToolTipRole);
    }
    persona->lineEdit()->setPlaceholderText(tr("none, a preset, or your own text"));
    m_table->setCellWidget(row, ColKind, kind);
    m_table->setCellWidget(row, ColStrategy, strategy);
    m_table->setCellWidget(row, ColEndpoint, endpoint);
    m_table->setCellWidget(row, ColModel, model);
    m_table->setCellWidget(row, ColPersona, persona);
    for (int c : {ColColour, ColName, ColOptions, ColTemperature}) m_table->setItem(row, c, new QTableWidgetItem);
    m_table->item(row, ColColour)->setFlags(Qt::ItemIsEnabled);
    fillEndpoints(row);
    for (auto* c : {kind, strategy})
        connect(c, &QComboBox::currentIndexChanged, this, [this] {
            refreshAutoNames();
            emit changed();
        });
    connect(model, &QComboBox::editTextChanged, this, &SeatTable::refreshAutoNames);
    for (auto* c : {model, persona}) connect(c, &QComboBox::editTextChanged, this, &SeatTable::changed);
    connect(persona, &QComboBox::currentIndexChanged, persona,
            [persona] { persona->lineEdit()->setCursorPosition(0); });
    // Only the fields of the seat's kind are editable: strategy and options for bots, endpoint,
    // model and temperature for models, a persona for models and people.
    connect(kind, &QComboBox::currentIndexChanged, this, [this, kind] {
        if (const int r = rowOf(kind, ColKind); r >= 0) applyKind(r);
        updateModelStatus();
    });
    connect(endpoint, &QComboBox::currentIndexChanged, this, [this, endpoint] {
        if (const int r = rowOf(endpoint, ColEndpoint); r >= 0) {
            requestModels(r);
            fillModels(r);
        }
        updateModelStatus();
        emit changed();
    });
    setRow(row, seat);
    recolour();
}

void SeatTable::fillEndpoints(int row) {
    QComboBox* box = combo(m_table, row, ColEndpoint);
    const QSignalBlocker block(box);
    box->clear();
    for (const Endpoint& e : m_endpoints) {
        box->addItem(e.name, q(e.seatFields().dump()));
        box->setItemData(box->count() - 1,
                         e.baseUrl.isEmpty() ? e.provider : e.provider + QStringLiteral(" · ") + e.baseUrl,
                         Qt::ToolTipRole);
    }
}

void SeatTable::selectEndpoint(int row, const Json& seat) {
    QComboBox* box = combo(m_table, row, ColEndpoint);
    const QSignalBlocker block(box);
    if (!seat.contains("provider")) {
        box->setCurrentIndex(0);
        return;
    }
    const QString provider = q(seat.value("provider", "openai")), baseUrl = q(seat.value("base_url", ""));
    for (int i = 0; i < m_endpoints.size(); ++i)
        if (m_endpoints[i].matches(provider, baseUrl)) {
            box->setCurrentIndex(i);
            return;
        }
    // A spec may name a server Settings does not list: offer it for this row as it is.
    Endpoint adhoc{baseUrl.isEmpty() ? provider : provider + QStringLiteral(" · ") + baseUrl, provider, baseUrl};
    const int existing = box->findText(adhoc.name);
    if (existing >= 0) {
        box->setCurrentIndex(existing);
        return;
    }
    box->addItem(adhoc.name, q(adhoc.seatFields().dump()));
    box->setCurrentIndex(box->count() - 1);
}

void SeatTable::setRow(int row, const Json& seat) {
    const QSignalBlocker block(m_table);
    const QString type = q(seat.value("type", "bot"));
    QComboBox* kind = combo(m_table, row, ColKind);
    {
        const QSignalBlocker blockKind(kind);
        kind->setCurrentIndex(std::max(0, kind->findData(type)));
    }
    if (seat.contains("strategy")) combo(m_table, row, ColStrategy)->setCurrentText(q(seat.value("strategy", "")));
    const Json options = seat.value("options", Json::object());
    m_table->item(row, ColOptions)->setText(options.empty() ? QString() : q(options.dump()));
    selectEndpoint(row, seat);
    QComboBox* model = combo(m_table, row, ColModel);
    {
        const QSignalBlocker blockModel(model);
        model->setEditText(q(seat.value("model", "")));
    }
    QComboBox* persona = combo(m_table, row, ColPersona);
    {
        const QSignalBlocker blockPersona(persona);
        persona->setEditText(q(seat.value("persona", "")));
        persona->lineEdit()->setCursorPosition(0);  // a long persona shows its beginning
    }
    const Json t = seat.value("temperature", Json());
    m_table->item(row, ColTemperature)
        ->setText(t.is_number() ? QString::number(t.get<double>()) : (t.is_string() ? q(t.get<std::string>()) : ""));
    m_table->item(row, ColName)->setText(q(seat.value("name", "")));
    Json extras = Json::object();
    for (const auto& [key, value] : seat.items())
        if (!managedField(key)) extras[key] = value;
    m_table->item(row, ColName)->setData(Qt::UserRole, q(extras.dump()));
    applyKind(row);
    validateTemperature(row);
    {
        const QSignalBlocker quiet(m_table);
        const QString name = q(seat.value("name", ""));
        m_table->item(row, ColName)->setData(kHandNamed, !name.isEmpty() && name != autoName(row));
    }
    refreshAutoNames();
}

void SeatTable::applyKind(int row) {
    const QString type = combo(m_table, row, ColKind)->currentData().toString();
    const bool bot = type == QLatin1String("bot"), llm = type == QLatin1String("llm");
    combo(m_table, row, ColStrategy)->setEnabled(bot);
    combo(m_table, row, ColEndpoint)->setEnabled(llm);
    combo(m_table, row, ColModel)->setEnabled(llm);
    combo(m_table, row, ColPersona)->setEnabled(!bot);
    const auto editable = [this, row](int col, bool on) {
        QTableWidgetItem* item = m_table->item(row, col);
        item->setFlags(on ? (Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable) : Qt::ItemIsSelectable);
    };
    const QSignalBlocker block(m_table);
    editable(ColOptions, bot);
    editable(ColTemperature, llm);
    if (llm) {
        requestModels(row);
        fillModels(row);
    }
}

void SeatTable::validateTemperature(int row) {
    QTableWidgetItem* item = m_table->item(row, ColTemperature);
    const bool llm = combo(m_table, row, ColKind)->currentData().toString() == QLatin1String("llm");
    const QString problem = llm ? temperatureProblem(item->text().trimmed()) : QString();
    const QSignalBlocker block(m_table);
    item->setBackground(problem.isEmpty() ? QBrush() : QBrush(QColor(0xf8, 0xd7, 0xda)));
    item->setToolTip(problem.isEmpty() ? tr("0 = always the most likely answer, up to 2 = very varied; empty: 1")
                                       : problem);
}

void SeatTable::requestModels(int row) {
    const Json fields = endpointFields(combo(m_table, row, ColEndpoint));
    ModelCatalog::shared().request(q(fields.value("provider", "openai")), q(fields.value("base_url", "")));
}

void SeatTable::fillModels(int row) {
    const Json fields = endpointFields(combo(m_table, row, ColEndpoint));
    const auto entry =
        ModelCatalog::shared().entry(q(fields.value("provider", "openai")), q(fields.value("base_url", "")));
    QComboBox* box = combo(m_table, row, ColModel);
    const QSignalBlocker block(box);
    const QString current = box->currentText();
    box->clear();
    box->addItems(entry.models);
    box->setEditText(current);
    box->setToolTip(entry.state == ModelCatalog::State::Failed ? entry.message
                                                               : tr("Pick a discovered model or type its name"));
}

void SeatTable::onCatalogUpdated(const QString& key) {
    for (int r = 0; r < count(); ++r)
        if (endpointKey(endpointFields(combo(m_table, r, ColEndpoint))) == key) fillModels(r);
    updateModelStatus();
}

void SeatTable::refreshModels() {
    QStringList done;
    for (int r = 0; r < count(); ++r) {
        if (combo(m_table, r, ColKind)->currentData().toString() != QLatin1String("llm")) continue;
        const Json fields = endpointFields(combo(m_table, r, ColEndpoint));
        if (done.contains(endpointKey(fields))) continue;
        done << endpointKey(fields);
        ModelCatalog::shared().request(q(fields.value("provider", "openai")), q(fields.value("base_url", "")), true);
    }
}

void SeatTable::updateModelStatus() {
    QStringList seen, lines;
    for (int r = 0; r < count(); ++r) {
        if (combo(m_table, r, ColKind)->currentData().toString() != QLatin1String("llm")) continue;
        QComboBox* box = combo(m_table, r, ColEndpoint);
        const Json fields = endpointFields(box);
        if (seen.contains(endpointKey(fields))) continue;
        seen << endpointKey(fields);
        const auto entry =
            ModelCatalog::shared().entry(q(fields.value("provider", "openai")), q(fields.value("base_url", "")));
        if (entry.state == ModelCatalog::State::Loading)
            lines << tr("Looking up the models of %1…").arg(box->currentText());
        else if (entry.state == ModelCatalog::State::Failed)
            lines << tr("⚠ %1 (You can still type a model name.)").arg(entry.message);
    }
    m_modelStatus->setText(lines.join(QLatin1Char('\n')));
    m_modelStatus->setVisible(!lines.isEmpty());
}

Json SeatTable::rowJson(int row) const {
    const std::string type = combo(m_table, row, ColKind)->currentData().toString().toStdString();
    Json j = Json::object();
    if (type == "llm") {
        j = Json::parse(m_table->item(row, ColName)->data(Qt::UserRole).toString().toStdString(), nullptr, false);
        if (!j.is_object()) j = Json::object();
    }
    j["type"] = type;
    const QString name = text(m_table, row, ColName);
    if (!name.isEmpty()) j["name"] = name.toStdString();
    const QString persona = combo(m_table, row, ColPersona)->currentText().trimmed();
    if (type == "bot") {
        j["strategy"] = combo(m_table, row, ColStrategy)->currentText().toStdString();
        const QString options = text(m_table, row, ColOptions);
        if (!options.isEmpty()) {
            // Malformed options stay as text: the spec parser then names the seat and the problem.
            const Json parsed = engine::parseJsonOrDiscarded(options.toStdString());
            j["options"] = parsed.is_discarded() ? Json(options.toStdString()) : parsed;
        }
        return j;
    }
    if (!persona.isEmpty()) j["persona"] = persona.toStdString();
    if (type == "llm") {
        const Json fields = endpointFields(combo(m_table, row, ColEndpoint));
        for (const auto& [key, value] : fields.items()) j[key] = value;
        j["model"] = combo(m_table, row, ColModel)->currentText().trimmed().toStdString();
        const QString t = text(m_table, row, ColTemperature);
        bool ok = false;
        const double value = t.toDouble(&ok);
        // A temperature that is not a number stays text: the spec parser then names the problem.
        if (!t.isEmpty()) j["temperature"] = ok ? Json(value) : Json(t.toStdString());
    }
    return j;
}

Json SeatTable::seatsJson() const {
    Json seats = Json::array();
    for (int r = 0; r < count(); ++r) seats.push_back(rowJson(r));
    return seats;
}

QString SeatTable::persona(int row) const {
    return row >= 0 && row < count() ? combo(m_table, row, ColPersona)->currentText().trimmed() : QString();
}

void SeatTable::moveRow(int from, int to) {
    Json a = rowJson(from), b = rowJson(to);
    // Typed names travel with their seat; automatic ones follow the new position; colours stay
    // with the position (colour = seat number).
    if (!m_table->item(from, ColName)->data(kHandNamed).toBool()) a.erase("name");
    if (!m_table->item(to, ColName)->data(kHandNamed).toBool()) b.erase("name");
    setRow(from, b);
    setRow(to, a);
    m_table->selectRow(to);
    emit changed();
}

void SeatTable::fillAllLikeCurrent() {
    const int current = std::max(0, m_table->currentRow());
    if (current >= count()) return;
    Json model = rowJson(current);
    model.erase("name");
    for (int r = 0; r < count(); ++r) setRow(r, model);
    updateModelStatus();
    emit changed();
}

QString SeatTable::autoName(int row) const {
    // As the engine names a seat the spec leaves unnamed (defaultSeatName): unique by position.
    const QString n = QString::number(row + 1);
    const QString type = combo(m_table, row, ColKind)->currentData().toString();
    if (type == QLatin1String("bot")) return combo(m_table, row, ColStrategy)->currentText() + QLatin1Char(' ') + n;
    if (type == QLatin1String("llm")) {
        const QString model = combo(m_table, row, ColModel)->currentText().trimmed();
        return (model.isEmpty() ? QStringLiteral("llm") : model) + QLatin1Char(' ') + n;
    }
    return QStringLiteral("Human ") + n;
}

void SeatTable::refreshAutoNames() {
    const QSignalBlocker block(m_table);
    for (int r = 0; r < count(); ++r) {
        QTableWidgetItem* item = m_table->item(r, ColName);
        if (item && !item->data(kHandNamed).toBool()) item->setText(autoName(r));
    }
}

void SeatTable::recolour() {
    const QSignalBlocker block(m_table);
    for (int r = 0; r < count(); ++r) {
        QTableWidgetItem* item = m_table->item(r, ColColour);
        item->setBackground(seatColor(r));
        item->setText(QString::number(r + 1));
        item->setForeground(seatColor(r).lightness() < 110 ? Qt::white : Qt::black);
    }
}

}  // namespace nashlab::ui
