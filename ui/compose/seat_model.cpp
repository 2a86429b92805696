#include "ui/compose/seat_model.h"

#include <QBrush>
#include <QColor>
#include <set>

#include "ui/common/phrase_text.h"
#include "ui/common/seat_palette.h"
#include "ui/compose/model_catalog.h"

namespace nashlab::ui {

using engine::Json;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// Seat fields that have a column (or are the endpoint's); every other field is kept as it came.
bool managedField(const std::string& key) {
    static const std::set<std::string> kManaged = {"type",     "name",  "strategy", "options",     "persona",
                                                   "provider", "model", "base_url", "temperature", "count"};
    return kManaged.count(key) > 0;
}

SeatRow::Kind kindOf(const std::string& type) {
    if (type == "llm") return SeatRow::Kind::Llm;
    if (type == "human") return SeatRow::Kind::Human;
    return SeatRow::Kind::Bot;
}

QString kindLabel(SeatRow::Kind kind) {
    switch (kind) {
    case SeatRow::Kind::Bot: return SeatModel::tr("bot");
    case SeatRow::Kind::Llm: return SeatModel::tr("LLM");
    case SeatRow::Kind::Human: return SeatModel::tr("human");
    }
    return {};
}

}  // namespace

SeatModel::SeatModel(QObject* parent) : QAbstractTableModel(parent) {}

bool SeatModel::valid(const QModelIndex& index) const {
    return index.isValid() && index.model() == this && index.row() < rowCount() && index.column() < ColCount;
}

QString SeatModel::kindId(SeatRow::Kind kind) {
    switch (kind) {
    case SeatRow::Kind::Bot: return QStringLiteral("bot");
    case SeatRow::Kind::Llm: return QStringLiteral("llm");
    case SeatRow::Kind::Human: return QStringLiteral("human");
    }
    return {};
}

QString SeatModel::endpointLabel(const QString& provider, const QString& baseUrl) {
    return baseUrl.isEmpty() ? provider : provider + QStringLiteral(" · ") + baseUrl;
}

QString SeatModel::endpointKey(const Endpoint& endpoint) {
    return ModelCatalog::key(endpoint.provider, endpoint.baseUrl);
}

int SeatModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int SeatModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColCount; }

QVariant SeatModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Vertical) return QAbstractTableModel::headerData(section, orientation, role);
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case ColColour: return tr("Colour");
    case ColName: return tr("Name");
    case ColKind: return tr("Kind");
    case ColStrategy: return tr("Strategy");
    case ColOptions: return tr("Options");
    case ColEndpoint: return tr("Endpoint");
    case ColModel: return tr("Model");
    case ColTemperature: return tr("Temperature");
    case ColPersona: return tr("Persona");
    default: return {};
    }
}

Qt::ItemFlags SeatModel::flags(const QModelIndex& index) const {
    if (!valid(index)) return Qt::NoItemFlags;
    const SeatRow& r = row(index.row());
    const bool bot = r.kind == SeatRow::Kind::Bot, llm = r.kind == SeatRow::Kind::Llm;
    bool editable = false;
    switch (index.column()) {
    case ColColour: return Qt::ItemIsEnabled;
    case ColName:
    case ColKind: editable = true; break;
    case ColStrategy:
    case ColOptions: editable = bot; break;
    case ColEndpoint:
    case ColModel:
    case ColTemperature: editable = llm; break;
    case ColPersona: editable = !bot; break;
    default: break;
    }
    // Only the fields of the seat's kind are editable; the others show greyed out.
    return editable ? (Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable) : Qt::ItemIsSelectable;
}

QVariant SeatModel::data(const QModelIndex& index, int role) const {
    if (!valid(index)) return {};
    const int rowIndex = index.row();
    const SeatRow& r = row(rowIndex);
    const bool shown = role == Qt::DisplayRole || role == Qt::EditRole;
    switch (index.column()) {
    case ColColour:
        // The seat's number is the row's header: the cells of a row hold what travels with the seat.
        if (role == Qt::ToolTipRole) return tr("Seat %1's colour in the arena and the charts").arg(rowIndex + 1);
        if (role == Qt::BackgroundRole) return QBrush(seatColor(rowIndex));
        return {};
    case ColName: return shown ? QVariant(displayName(rowIndex)) : QVariant();
    case ColKind:
        if (role == Qt::DisplayRole) return kindLabel(r.kind);
        if (role == Qt::EditRole) return kindId(r.kind);
        return {};
    case ColStrategy:
        if (shown) return r.strategy;
        if (role == Qt::ToolTipRole && m_game)
            for (const auto& s : m_game->strategies())
                if (q(s.id) == r.strategy) return gameText(s.description);
        return {};
    case ColOptions: return shown ? QVariant(r.options) : QVariant();
    case ColEndpoint:
        if (shown) return r.endpoint.name;
        if (role == Qt::ToolTipRole) return endpointLabel(r.endpoint.provider, r.endpoint.baseUrl);
        return {};
    case ColModel:
        if (shown) return r.model;
        if (role == Qt::ToolTipRole) {
            const auto entry = ModelCatalog::shared().entry(r.endpoint.provider, r.endpoint.baseUrl);
            return entry.state == ModelCatalog::State::Failed ? entry.message
                                                              : tr("Pick a discovered model or type its name");
        }
        return {};
    case ColTemperature: {
        if (shown) return r.temperature;
        const QString problem = temperatureProblem(rowIndex);
        if (role == Qt::BackgroundRole && !problem.isEmpty()) return QBrush(QColor(0xf8, 0xd7, 0xda));
        if (role == Qt::ToolTipRole)
            return problem.isEmpty() ? tr("0 = always the most likely answer, up to 2 = very varied; empty: 1")
                                     : problem;
        return {};
    }
    case ColPersona:
        if (shown) return r.persona;
        if (role == Qt::ToolTipRole && !r.persona.isEmpty()) return r.persona;
        return {};
    default: return {};
    }
}

bool SeatModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !valid(index)) return false;
    const int rowIndex = index.row();
    SeatRow& r = m_rows[static_cast<std::size_t>(rowIndex)];
    const QString text = value.toString();
    switch (index.column()) {
    case ColName: {
        // Typed by the person: kept as it is; emptied or typed as the automatic name: automatic again.
        const QString typed = text.trimmed();
        const bool hand = !typed.isEmpty() && typed != autoName(rowIndex);
        if (hand == r.handNamed && (!hand || typed == r.name)) return false;
        r.handNamed = hand;
        r.name = hand ? typed : QString();
        break;
    }
    case ColKind: {
        const SeatRow::Kind kind = kindOf(text.toStdString());
        if (kind == r.kind) return false;
        r.kind = kind;
        // Every cell's editability follows the kind.
        emit dataChanged(this->index(rowIndex, 0), this->index(rowIndex, ColCount - 1));
        return true;
    }
    case ColStrategy:
        if (text == r.strategy) return false;
        r.strategy = text;
        break;
    case ColOptions:
        if (text == r.options) return false;
        r.options = text;
        break;
    case ColEndpoint: {
        const QList<Endpoint> choices = endpointChoices(rowIndex);
        const auto it = std::find_if(choices.begin(), choices.end(), [&](const Endpoint& e) { return e.name == text; });
        if (it == choices.end() || *it == r.endpoint) return false;
        r.endpoint = *it;
        break;
    }
    case ColModel:
        if (text.trimmed() == r.model) return false;
        r.model = text.trimmed();
        break;
    case ColTemperature:
        if (text.trimmed() == r.temperature) return false;
        r.temperature = text.trimmed();
        break;
    case ColPersona:
        if (text.trimmed() == r.persona) return false;
        r.persona = text.trimmed();
        break;
    default: return false;
    }
    // One signal from the name (which may follow the change) to the changed cell; a new server
    // has other models.
    const int last = index.column() == ColEndpoint ? int(ColModel) : index.column();
    emit dataChanged(this->index(rowIndex, ColName), this->index(rowIndex, last));
    return true;
}

void SeatModel::cellChanged(int row, int column) {
    const QModelIndex i = index(row, column);
    emit dataChanged(i, i);
}

void SeatModel::positionsChanged(int fromRow) {
    if (fromRow >= rowCount()) return;
    emit dataChanged(index(fromRow, ColColour), index(rowCount() - 1, ColName));
}

QString SeatModel::autoName(int rowIndex) const {
    // As the engine names a seat the spec leaves unnamed (defaultSeatName): unique by position.
    const SeatRow& r = row(rowIndex);
    const QString n = QString::number(rowIndex + 1);
    switch (r.kind) {
    case SeatRow::Kind::Bot: return r.strategy + QLatin1Char(' ') + n;
    case SeatRow::Kind::Llm: return (r.model.isEmpty() ? QStringLiteral("llm") : r.model) + QLatin1Char(' ') + n;
    case SeatRow::Kind::Human: return QStringLiteral("Human ") + n;
    }
    return n;
}

QString SeatModel::displayName(int rowIndex) const {
    const SeatRow& r = row(rowIndex);
    return r.handNamed ? r.name : autoName(rowIndex);
}

QString SeatModel::temperatureProblem(int rowIndex) const {
    const SeatRow& r = row(rowIndex);
    if (r.kind != SeatRow::Kind::Llm || r.temperature.isEmpty()) return {};
    bool ok = false;
    const double t = r.temperature.toDouble(&ok);
    if (!ok || t < 0 || t > 2) return tr("The temperature must be a number from 0 to 2.");
    return {};
}

void SeatModel::setGame(const engine::Game* game) {
    beginResetModel();
    m_game = game;
    m_rows.clear();
    endResetModel();
}

QList<Endpoint> SeatModel::endpointChoices(int rowIndex) const {
    QList<Endpoint> choices = m_endpoints;
    if (rowIndex >= 0 && rowIndex < rowCount()) {
        const Endpoint& own = row(rowIndex).endpoint;
        if (!choices.contains(own)) choices.append(own);
    }
    return choices;
}

Endpoint SeatModel::endpointFor(const Json& seat) const {
    if (!seat.contains("provider")) return m_endpoints.isEmpty() ? Endpoint{} : m_endpoints.front();
    const QString provider = q(seat.value("provider", "openai")), baseUrl = q(seat.value("base_url", ""));
    for (const Endpoint& e : m_endpoints)
        if (e.matches(provider, baseUrl)) return e;
    // A spec may name a server Settings does not list: offer it for this row as it is.
    return Endpoint{endpointLabel(provider, baseUrl), provider, baseUrl};
}

void SeatModel::setEndpoints(const QList<Endpoint>& endpoints) {
    if (endpoints == m_endpoints) return;
    const Json seats = seatsJson();
    m_endpoints = endpoints;
    for (int r = 0; r < rowCount(); ++r) {
        m_rows[static_cast<std::size_t>(r)].endpoint = endpointFor(seats[static_cast<std::size_t>(r)]);
        cellChanged(r, ColEndpoint);
        cellChanged(r, ColModel);
    }
}

SeatRow SeatModel::rowFrom(const Json& seat) const {
    SeatRow r;
    r.kind = kindOf(seat.value("type", "bot"));
    r.strategy = q(seat.value("strategy", ""));
    if (r.strategy.isEmpty() && m_game && !m_game->strategies().empty())
        r.strategy = q(m_game->strategies().front().id);
    const Json options = seat.value("options", Json::object());
    r.options = options.empty() ? QString() : q(options.is_string() ? options.get<std::string>() : options.dump());
    r.endpoint = endpointFor(seat);
    r.model = q(seat.value("model", ""));
    r.persona = q(seat.value("persona", ""));
    const Json t = seat.value("temperature", Json());
    r.temperature = t.is_number() ? QString::number(t.get<double>()) : (t.is_string() ? q(t.get<std::string>()) : "");
    for (const auto& [key, value] : seat.items())
        if (!managedField(key)) r.extras[key] = value;
    r.name = q(seat.value("name", ""));
    return r;
}

void SeatModel::setSeats(const Json& seats) {
    beginResetModel();
    m_rows.clear();
    for (const Json& seat : seats) {
        m_rows.push_back(rowFrom(seat));
        const int at = rowCount() - 1;
        m_rows.back().handNamed = !m_rows.back().name.isEmpty() && m_rows.back().name != autoName(at);
    }
    endResetModel();
}

void SeatModel::appendSeat(const Json& seat) {
    const int at = rowCount();
    beginInsertRows({}, at, at);
    m_rows.push_back(rowFrom(seat));
    m_rows.back().handNamed = !m_rows.back().name.isEmpty() && m_rows.back().name != autoName(at);
    endInsertRows();
}

void SeatModel::setSeat(int rowIndex, const Json& seat) {
    if (rowIndex < 0 || rowIndex >= rowCount()) return;
    SeatRow& r = m_rows[static_cast<std::size_t>(rowIndex)];
    r = rowFrom(seat);
    r.handNamed = !r.name.isEmpty() && r.name != autoName(rowIndex);
    emit dataChanged(index(rowIndex, 0), index(rowIndex, ColCount - 1));
}

Json SeatModel::seatJson(int rowIndex) const {
    const SeatRow& r = row(rowIndex);
    Json j = r.kind == SeatRow::Kind::Llm ? r.extras : Json::object();
    j["type"] = kindId(r.kind).toStdString();
    j["name"] = displayName(rowIndex).toStdString();
    if (r.kind == SeatRow::Kind::Bot) {
        j["strategy"] = r.strategy.toStdString();
        if (!r.options.trimmed().isEmpty()) {
            // Malformed options stay as text: the spec parser then names the seat and the problem.
            const Json parsed = engine::parseJsonOrDiscarded(r.options.trimmed().toStdString());
            j["options"] = parsed.is_discarded() ? Json(r.options.trimmed().toStdString()) : parsed;
        }
        return j;
    }
    if (!r.persona.isEmpty()) j["persona"] = r.persona.toStdString();
    if (r.kind == SeatRow::Kind::Llm) {
        const Json fields = r.endpoint.seatFields();
        for (const auto& [key, value] : fields.items()) j[key] = value;
        j["model"] = r.model.toStdString();
        bool ok = false;
        const double value = r.temperature.toDouble(&ok);
        // A temperature that is not a number stays text: the spec parser then names the problem.
        if (!r.temperature.isEmpty()) j["temperature"] = ok ? Json(value) : Json(r.temperature.toStdString());
    }
    return j;
}

Json SeatModel::seatsJson() const {
    Json seats = Json::array();
    for (int r = 0; r < rowCount(); ++r) seats.push_back(seatJson(r));
    return seats;
}

bool SeatModel::removeRows(int rowIndex, int count, const QModelIndex& parent) {
    if (parent.isValid() || rowIndex < 0 || count <= 0 || rowIndex + count > rowCount()) return false;
    beginRemoveRows({}, rowIndex, rowIndex + count - 1);
    m_rows.erase(m_rows.begin() + rowIndex, m_rows.begin() + rowIndex + count);
    endRemoveRows();
    positionsChanged(rowIndex);
    return true;
}

bool SeatModel::moveRows(const QModelIndex& sourceParent, int sourceRow, int count,
                         const QModelIndex& destinationParent, int destinationChild) {
    if (sourceParent.isValid() || destinationParent.isValid() || count != 1 || sourceRow < 0 ||
        sourceRow >= rowCount() || destinationChild < 0 || destinationChild > rowCount())
        return false;
    if (destinationChild == sourceRow || destinationChild == sourceRow + 1) return false;  // no move
    if (!beginMoveRows({}, sourceRow, sourceRow, {}, destinationChild)) return false;
    SeatRow moved = std::move(m_rows[static_cast<std::size_t>(sourceRow)]);
    m_rows.erase(m_rows.begin() + sourceRow);
    const int to = destinationChild > sourceRow ? destinationChild - 1 : destinationChild;
    m_rows.insert(m_rows.begin() + to, std::move(moved));
    endMoveRows();
    // Typed names travel with their seat; automatic ones and colours follow the position.
    positionsChanged(std::min(sourceRow, to));
    return true;
}

void SeatModel::modelsChanged(const QString& key) {
    for (int r = 0; r < rowCount(); ++r)
        if (endpointKey(row(r).endpoint) == key) cellChanged(r, ColModel);
}

}  // namespace nashlab::ui
