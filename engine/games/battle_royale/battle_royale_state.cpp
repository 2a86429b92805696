#include "engine/games/battle_royale/battle_royale_state.h"

#include <algorithm>

#include "engine/games/battle_royale/battle_royale_game.h"

namespace nashlab::engine::games {
namespace {

// Parses "player_7" (the enum values) back into a seat; -1 for an intentional miss or anything else.
int seatOf(const std::string& name) {
    const std::string prefix = "player_";
    if (name.rfind(prefix, 0) != 0) return -1;
    try {
        return std::stoi(name.substr(prefix.size()));
    } catch (const std::exception&) {
        return -1;
    }
}

}  // namespace

BattleRoyaleState::BattleRoyaleState(GameSetup setup)
    : State(std::move(setup)), m_shots(Rng(m_setup.seed).split("shots")) {
    const Json& p = m_setup.params;
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    m_names.reserve(n);
    m_rates.reserve(n);
    m_order.reserve(n);
    for (std::size_t i = 0; i < n; ++i) m_names.push_back(battlePlayerName(static_cast<int>(i)));
    const int base = p.at("base_hit_rate").get<int>();
    const int step = p.at("hit_rate_step").get<int>();
    for (std::size_t i = 0; i < n; ++i) m_rates.push_back(base + static_cast<int>(i) * step);
    for (std::size_t i = 0; i < n; ++i) m_order.push_back(static_cast<int>(i));
    const std::string order = p.at("order").get<std::string>();
    // Hit rates grow with the seat, so seat order is ascending hit rate (γ-Bench's order).
    if (order == "descending") std::reverse(m_order.begin(), m_order.end());
    if (order == "random") {
        Rng rng = Rng(m_setup.seed).split("order");
        for (std::size_t i = n - 1; i > 0; --i)
            std::swap(m_order[i], m_order[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(i)))]);
    }
    m_alive.assign(n, true);
    m_aliveCount = static_cast<int>(n);
    for (std::size_t i = 0; i < n && i < 64; ++i) m_aliveBits |= std::uint64_t{1} << i;
    m_allowSelf = p.at("allow_self_target").get<bool>();
    m_wastedShots = p.value("dead_target", std::string("refused")) == "wasted_shot";
    for (const auto& outcome : p.value("hit_outcomes", Json::array()))
        m_hitOutcomes.push_back(outcome.get<double>() != 0.0);
}

bool BattleRoyaleState::finished() const { return aliveCount() <= 1 || round() > m_setup.rounds; }

std::vector<int> BattleRoyaleState::actingSeats() const {
    if (finished()) return {};
    return {shooter()};
}

std::vector<int> BattleRoyaleState::strongestOthers(int seat) const { return strongestAmong(seat, aliveMask()); }

std::vector<int> BattleRoyaleState::strongestAmong(int seat, std::uint64_t alive) const {
    const auto live = [alive](int s) { return ((alive >> static_cast<unsigned>(s)) & 1U) != 0; };
    int best = -1;
    for (std::size_t i = 0; i < m_rates.size(); ++i)
        if (live(static_cast<int>(i)) && static_cast<int>(i) != seat) best = std::max(best, m_rates[i]);
    std::vector<int> result;
    for (int s : m_order)
        if (live(s) && s != seat && m_rates[static_cast<std::size_t>(s)] == best) result.push_back(s);
    return result;
}

bool BattleRoyaleState::mayTarget(int seat, int target) const {
    if (target == -1) return true;
    return target >= 0 && target < m_setup.numSeats && m_alive[static_cast<std::size_t>(target)] &&
           (target != seat || m_allowSelf);
}

int BattleRoyaleState::targetCount(int seat) const {
    const bool selfAlive = seat >= 0 && seat < m_setup.numSeats && m_alive[static_cast<std::size_t>(seat)];
    return m_aliveCount - (selfAlive && !m_allowSelf ? 1 : 0) + 1;
}

int BattleRoyaleState::targetAt(int seat, int k) const {
    for (int s : m_order)
        if (mayTarget(seat, s) && k-- == 0) return s;
    return -1;
}

int BattleRoyaleState::targetOf(const std::string& text) const {
    // Read without seatOf()'s copies: the digits after "player_", then the whole text compared with
    // that seat's name.
    static const std::string kMiss = kBattleMiss;
    if (text == kMiss) return -1;
    constexpr std::size_t kPrefix = 7;  // "player_"
    if (text.size() <= kPrefix || text.size() > kPrefix + 9) return -2;
    int seat = 0;
    for (std::size_t i = kPrefix; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9') return -2;
        seat = seat * 10 + (text[i] - '0');
    }
    return seat < m_setup.numSeats && text == m_names[static_cast<std::size_t>(seat)] ? seat : -2;
}

std::vector<std::string> BattleRoyaleState::legalTargets(int seat) const {
    std::vector<std::string> options;
    for (int s : m_order)
        if (m_alive[static_cast<std::size_t>(s)] && (s != seat || m_allowSelf))
            options.push_back(m_names[static_cast<std::size_t>(s)]);
    options.push_back(kBattleMiss);
    // dead_target wasted_shot: a player already out may be named too (the shot is wasted), last.
    if (m_wastedShots)
        for (int s : m_order)
            if (!m_alive[static_cast<std::size_t>(s)]) options.push_back(m_names[static_cast<std::size_t>(s)]);
    return options;
}

bool BattleRoyaleState::wastedShotAt(int target) const {
    return m_wastedShots && target >= 0 && target < m_setup.numSeats && !m_alive[static_cast<std::size_t>(target)];
}

int BattleRoyaleState::orderPosition(int seat) const {
    int position = 0;
    for (int s : m_order) {
        if (m_alive[static_cast<std::size_t>(s)]) ++position;
        if (s == seat) return position;
    }
    return 0;
}

ActionSpec BattleRoyaleState::actionSpec(int seat) const {
    ActionField f;
    f.name = "target";
    f.kind = FieldKind::Enum;
    f.options = legalTargets(seat);
    f.description = "the player you shoot at, or \"none\" to miss on purpose";
    return ActionSpec{{f}};
}

Json BattleRoyaleState::pastRound(const RoundOutcome& r, int seat) const {
    const Json& pub = r.publicReport;
    const Json& target = pub.at("target");
    const bool wasted = pub.value("wasted_shot", false);
    Json past = {{"round", r.round},
                 {"shooter", battlePlayerName(pub.at("shooter").get<int>())},
                 {"you_shot", pub.at("shooter").get<int>() == seat},
                 {"target", target.is_null() ? Json() : Json(battlePlayerName(target.get<int>()))},
                 {"at_you", !target.is_null() && target.get<int>() == seat},
                 {"intentional_miss", pub.at("intentional_miss")},
                 {"hit", pub.at("hit")},
                 {"missed", !pub.at("intentional_miss").get<bool>() && !pub.at("hit").get<bool>() && !wasted},
                 {"players_left", pub.at("players_left")}};
    if (wasted) past["wasted"] = true;
    return past;
}

Json BattleRoyaleState::situation(int seat) const {
    const auto s = static_cast<std::size_t>(seat);
    Json players = Json::array();
    for (int p : m_order) {
        const auto ps = static_cast<std::size_t>(p);
        if (!m_alive[ps]) continue;
        players.push_back({{"name", battlePlayerName(p)},
                           {"hit_rate", m_rates[ps]},
                           {"position", orderPosition(p)},
                           {"is_you", p == seat}});
    }
    return {{"game", "battle_royale"},
            {"round", round()},
            {"rounds", m_setup.rounds},
            {"players", m_setup.numSeats},
            {"players_left", aliveCount()},
            {"seat", seat},
            {"name", battlePlayerName(seat)},
            {"hit_rate", m_rates[s]},
            {"alive", static_cast<bool>(m_alive[s])},
            {"position", orderPosition(seat)},
            {"shooter", finished() ? Json() : Json(battlePlayerName(shooter()))},
            {"your_turn", !finished() && shooter() == seat},
            {"allow_self_target", m_allowSelf},
            {"alive_players", players}};
}

Status BattleRoyaleState::validate(int seat, const Json& action) const {
    if (finished() || seat != shooter())
        return Error::make("not_your_turn", "it is not " + battlePlayerName(seat) + "'s turn");
    const Json* t = action.is_object() && action.contains("target") ? &action.at("target") : nullptr;
    if (!t || !t->is_string())
        return Error::make("invalid_action", "the answer needs a player name or \"none\" in 'target'");
    // The options of actionSpec(), without building them: the miss, or a live player's exact name.
    const int target = targetOf(t->get_ref<const std::string&>());
    if (target == -2 || !(mayTarget(seat, target) || wastedShotAt(target)))
        return Error::make("invalid_target", "'target' must be a player still in the game" +
                                                 std::string(m_allowSelf ? "" : " other than you") +
                                                 ", or \"none\"; got " + shortJson(*t));
    return okStatus();
}

std::optional<RoundOutcome> BattleRoyaleState::doApply(const std::map<int, Json>& actions) {
    const auto n = static_cast<std::size_t>(m_setup.numSeats);
    const int who = shooter();
    const int turnRound = round();  // the round (turn) in progress; the base records it after this returns
    const auto it = actions.find(who);
    static const Json kNull;
    const Json& action = it == actions.end() ? kNull : it->second;
    const std::uint64_t aliveBefore = aliveMask();
    // The shooter is alive, so someone else to aim at (a reference) means two or more alive.
    const bool referenced = !finished() && m_aliveCount >= 2;
    const auto found = action.is_object() ? action.find("target") : action.end();
    const std::string* text = action.is_object() && found != action.end() && found->is_string()
                                  ? &found->get_ref<const std::string&>()
                                  : nullptr;
    const int named = text ? targetOf(*text) : -2;

    // A name that is not exactly a seat's (never, once validated) is read as seatOf() reads it.
    int target = named != -2 ? named : text ? seatOf(*text) : -1;
    if (target >= static_cast<int>(n) || (target >= 0 && !m_alive[static_cast<std::size_t>(target)] && !m_wastedShots))
        target = -1;
    // γ-Bench's rule (dead_target wasted_shot): a shot at a player already out is fired and wasted.
    const bool wasted = target >= 0 && !m_alive[static_cast<std::size_t>(target)];
    bool hit = false;
    if (target >= 0 && !wasted) {
        // One draw per turn on its own stream: the roll does not depend on anything else played.
        const auto turn = static_cast<std::size_t>(turnRound - 1);
        if (turn < m_hitOutcomes.size()) {
            hit = m_hitOutcomes[turn];  // a recorded run's outcome, replayed
        } else {
            Rng rng = m_shots.split(static_cast<std::uint64_t>(turnRound));
            hit = rng.uniform01() * 100.0 < m_rates[static_cast<std::size_t>(who)];
        }
        if (hit) {
            m_alive[static_cast<std::size_t>(target)] = false;
            --m_aliveCount;
            m_aliveBits &= ~(std::uint64_t{1} << static_cast<unsigned>(target));
        }
    }
    // The next shooter is the next live player in order after this one (who may have shot itself).
    const std::size_t position = m_turn;
    for (std::size_t k = 1; k <= m_order.size(); ++k) {
        const std::size_t next = (position + k) % m_order.size();
        if (m_alive[static_cast<std::size_t>(m_order[next])]) {
            m_turn = next;
            break;
        }
    }
    RoundOutcome out;
    out.payoffs.assign(n, 0.0);
    const bool over = aliveCount() <= 1 || turnRound >= m_setup.rounds;
    if (over)  // survival is what counts: every player still standing at the end earns 1
        for (std::size_t i = 0; i < n; ++i) out.payoffs[i] = m_alive[i] ? 1.0 : 0.0;

    const std::vector<int> strongest = strongestAmong(who, aliveBefore);
    out.actions = Json::array();
    out.privateReports = Json::array();
    out.reference = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const bool shooting = static_cast<int>(i) == who;
        out.reference.push_back(
            shooting && referenced
                ? Json{{"action", {{"target", battlePlayerName(strongest.front())}}}, {"payoff", nullptr}}
                : Json());
        out.actions.push_back(shooting ? (action.is_object() ? action.value("target", Json()) : Json()) : Json());
        out.privateReports.push_back({{"acted", shooting}});
    }
    out.publicReport = {{"shooter", who},
                        {"target", target >= 0 ? Json(target) : Json()},
                        {"intentional_miss", target < 0},
                        {"hit", hit},
                        {"eliminated", hit ? Json(target) : Json()},
                        {"strongest_others", strongest},
                        {"players_left", aliveCount()},
                        {"game_over", over}};
    if (wasted) out.publicReport["wasted_shot"] = true;  // only then: older records stay as they were
    return out;
}

Json BattleRoyaleState::reference(int seat) const {
    // γ-Bench's criterion, not an equilibrium: the shooter should aim at the strongest other player.
    if (finished() || seat != shooter()) return nullptr;
    const auto strongest = strongestOthers(seat);
    if (strongest.empty()) return nullptr;
    return {{"action", {{"target", battlePlayerName(strongest.front())}}}, {"payoff", nullptr}};
}

Json BattleRoyaleState::defaultAction(int /*seat*/) const { return {{"target", kBattleMiss}}; }

}  // namespace nashlab::engine::games
