#include "ui/tournament/leaderboard_model.h"

#include <algorithm>
#include <numeric>

#include "engine/tournament/tournament_report.h"

namespace nashlab::ui {
namespace {

using engine::Json;

std::optional<double> numberOf(const Json& v) {
    return v.is_number() ? std::optional<double>(v.get<double>()) : std::nullopt;
}

}  // namespace

LeaderboardModel::LeaderboardModel(QObject* parent) : QAbstractTableModel(parent) {}

template <typename Assign>
void LeaderboardModel::refill(bool normalised, int rows, int columns, Assign&& assign) {
    const bool sameShape = normalised == m_normalised && rows == rowCount() && columns == columnCount();
    if (!sameShape) beginResetModel();
    assign();
    m_normalised = normalised;
    if (!sameShape) {
        endResetModel();
        return;
    }
    if (rows > 0) emit dataChanged(index(0, 0), index(rows - 1, columns - 1));
    emit headerDataChanged(Qt::Horizontal, 0, columns - 1);
}

void LeaderboardModel::setStandings(const engine::TournamentSpec& spec, const engine::Standings& standings,
                                    int environment) {
    const engine::Metric metric = spec.environments.at(static_cast<std::size_t>(environment)).metric;
    const bool rated = metric == engine::Metric::TrueSkill;
    const int n = static_cast<int>(spec.entrants.size());
    auto score = [&](int i) {
        const engine::Standing& s = standings.at(environment, i);
        return rated ? s.rating.mu - 3.0 * s.rating.sigma : s.meanValue();
    };
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return score(a) > score(b); });
    std::vector<Entrant> rows;
    rows.reserve(order.size());
    for (const int i : order) {
        const engine::Standing& s = standings.at(environment, i);
        Entrant e;
        e.name = QString::fromStdString(spec.entrants[static_cast<std::size_t>(i)].name);
        e.score = score(i);
        if (s.games > 0) e.interval = engine::valueInterval(metric, s);
        e.mu = s.rating.mu;
        e.sigma = s.rating.sigma;
        e.wins = s.wins;
        e.draws = s.draws;
        e.losses = s.losses;
        e.games = s.games;
        rows.push_back(std::move(e));
    }
    refill(false, n, ColumnCount, [&] {
        m_metric = metric;
        m_entrants = std::move(rows);
        m_normalisedRows.clear();
        m_environments.clear();
        m_reference.clear();
    });
}

void LeaderboardModel::setNormalised(const engine::TournamentSpec& spec, const Json& normalised) {
    QStringList environments;
    for (const auto& e : spec.environments) environments << QString::fromStdString(e.name);
    const Json entrants = normalised.is_object() ? normalised.value("entrants", Json::array()) : Json::array();
    std::vector<NormalisedEntrant> rows;
    for (const Json& r : entrants) {
        if (!r.is_object()) continue;
        NormalisedEntrant e;
        e.name = QString::fromStdString(r.value("name", ""));
        const Json values = r.value("environments", Json::object());
        for (const auto& env : spec.environments)
            e.environments.push_back(values.is_object() ? numberOf(values.value(env.name, Json())) : std::nullopt);
        e.average = numberOf(r.value("average", Json()));
        rows.push_back(std::move(e));
    }
    const QString reference =
        QString::fromStdString(normalised.is_object() ? normalised.value("reference", "") : std::string());
    refill(true, static_cast<int>(rows.size()), 2 + static_cast<int>(environments.size()) + 1, [&] {
        m_normalisedRows = std::move(rows);
        m_environments = environments;
        m_reference = reference;
        m_entrants.clear();
    });
}

void LeaderboardModel::clear() {
    if (rowCount() == 0) return;
    beginRemoveRows({}, 0, rowCount() - 1);
    m_entrants.clear();
    m_normalisedRows.clear();
    endRemoveRows();
}

int LeaderboardModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    return static_cast<int>(m_normalised ? m_normalisedRows.size() : m_entrants.size());
}

int LeaderboardModel::columnCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    return m_normalised ? 2 + static_cast<int>(m_environments.size()) + 1 : ColumnCount;
}

QString LeaderboardModel::standingText(const Entrant& e, int row, int column) const {
    const int digits = m_metric == engine::Metric::WinRate ? 3 : 2;
    switch (column) {
    case Rank: return QString::number(row + 1);
    case Name: return e.name;
    case Conservative: return QString::number(e.score, 'f', digits);
    case Interval:
        return e.interval ? QStringLiteral("[%1, %2]")
                                .arg(e.interval->first, 0, 'f', digits)
                                .arg(e.interval->second, 0, 'f', digits)
                          : QString();
    case Mu: return QString::number(e.mu, 'f', 2);
    case Sigma: return QString::number(e.sigma, 'f', 2);
    case Wins: return QString::number(e.wins);
    case Draws: return QString::number(e.draws);
    case Losses: return QString::number(e.losses);
    case Games: return QString::number(e.games);
    default: return QString();
    }
}

QString LeaderboardModel::normalisedText(const NormalisedEntrant& e, int row, int column) const {
    const auto number = [](const std::optional<double>& v) {
        return v ? QString::number(*v, 'f', 1) : QStringLiteral("—");
    };
    const int envs = static_cast<int>(m_environments.size());
    if (column == Rank) return QString::number(row + 1);
    if (column == Name) return e.name;
    if (column < 2 + envs) return number(e.environments.at(static_cast<std::size_t>(column - 2)));
    return number(e.average);
}

QVariant LeaderboardModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return m_normalised ? normalisedText(m_normalisedRows[static_cast<std::size_t>(row)], row, column)
                            : standingText(m_entrants[static_cast<std::size_t>(row)], row, column);
    case Qt::TextAlignmentRole:  // every column but the entrant's is a number
        return column == Name ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    default: return {};
    }
}

QVariant LeaderboardModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool rated = m_metric == engine::Metric::TrueSkill;
    if (role == Qt::DisplayRole) {
        if (section == Rank) return tr("#");
        if (section == Name) return tr("Entrant");
        if (m_normalised) return section < columnCount() - 1 ? m_environments.at(section - 2) : tr("Average");
        switch (section) {
        case Conservative:
            return rated ? tr("μ − 3σ") : m_metric == engine::Metric::WinRate ? tr("Win rate") : tr("Mean reward");
        case Interval: return tr("95 % interval");
        case Mu: return tr("μ");
        case Sigma: return tr("σ");
        case Wins: return tr("W");
        case Draws: return tr("D");
        case Losses: return tr("L");
        case Games: return tr("Games");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {  // on the column the table is sorted by
        if (m_normalised && section == columnCount() - 1)
            return tr("100 · value / value of %1 in each environment, averaged (LLMArena's Table 1)").arg(m_reference);
        if (!m_normalised && section == Conservative)
            return rated ? tr("TrueSkill conservative rating: the sort order")
                         : tr("The environment's metric (LLMArena's): the sort order");
    }
    return {};
}

}  // namespace nashlab::ui
