#include "engine/games/english_auction/english_auction_game.h"

#include <cctype>
#include <cmath>
#include <optional>

#include "engine/games/english_auction/english_auction_state.h"
#include "engine/games/english_auction/english_auction_view.h"

namespace nashlab::engine::games {
namespace {

// AucArena's pseudo_items.jsonl (002 §7.3): names, and which rows are the expensive items.
const char* const kItemNames[] = {"Widget A",  "Gadget B",    "Thingamajig C", "Doodad D",      "Equipment E",
                                  "Gizmo F",   "Implement G", "Apparatus H",   "Contraption I", "Mechanism J",
                                  "Tool K",    "Device L",    "Instrument M",  "Utensil N",     "Appliance O",
                                  "Machine P", "Unit Q",      "Element R",     "Component S",   "Piece T"};
constexpr int kExpensiveRows[] = {5, 10, 16, 18};  // 1-based rows worth $10,000 (start $5,000)

// "adaptive, static" -> {"adaptive", "static"}; empty text -> {}.
std::vector<std::string> wordList(const std::string& text) {
    std::vector<std::string> out;
    std::string word;
    const auto flush = [&] {
        const auto b = word.find_first_not_of(" \t");
        const auto e = word.find_last_not_of(" \t");
        if (b != std::string::npos) out.push_back(word.substr(b, e - b + 1));
        word.clear();
    };
    for (char c : text) {
        if (c == ',')
            flush();
        else
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    flush();
    return out;
}

// One value per bidder from a common choice and an optional per-bidder list; `parse` maps a word.
template <typename T, typename Parse>
Result<std::vector<T>> perBidder(const Json& params, const std::string& common, const std::string& listKey, int seats,
                                 Parse parse) {
    std::vector<std::string> words = wordList(params.value(listKey, std::string()));
    if (!words.empty() && static_cast<int>(words.size()) != seats)
        return Error::make("invalid_param", "parameter '" + listKey + "' has " + std::to_string(words.size()) +
                                                " entries for " + std::to_string(seats) + " bidders");
    if (words.empty()) words.assign(static_cast<std::size_t>(seats), params.value(common, std::string()));
    std::vector<T> out;
    for (const auto& w : words) {
        const std::optional<T> v = parse(w);
        if (!v) return Error::make("invalid_param", "parameter '" + listKey + "' has an unknown value '" + w + "'");
        out.push_back(*v);
    }
    return out;
}

Result<std::vector<double>> numberList(const Json& params, const std::string& key) {
    std::vector<double> out;
    for (const auto& v : params.at(key)) {
        if (!v.is_number())
            return Error::make("invalid_param", "parameter '" + key + "' must hold numbers only, got " + shortJson(v));
        out.push_back(v.get<double>());
    }
    return out;
}

GameInfo englishAuctionInfo() {
    GameInfo info;
    info.id = "english_auction";
    info.title = "Multi-item English auction";
    info.source =
        "AucArena: Chen et al. 2023, 'Put Your Money Where Your Mouth Is: Evaluating Strategic Planning and "
        "Execution of LLM Agents in an Auction Arena' (arXiv 2310.05746; jiangjiechen/auction-arena)";
    info.summary =
        "Items are auctioned one after another in an open ascending auction. In each bidding round everyone "
        "except the current highest bidder raises by at least 10% of the starting price or withdraws; a lone "
        "opening bid or a round with no new bid sells the item. Bidders see only estimates of the true values, "
        "and profit is true value minus price.";
    info.seats = {2, 20, 4};
    info.roundsAreALimit = true;
    // Its actions are not one number per round (choices, plans, bids that end an item, moves):
    // the payoff paths are the chart that reads right; the Arena shows the rest in words.
    info.charts = kPayoffPaths;
    info.scoringModes = {"mean_profit", "top_profit", "sold_fraction"};
    // Answers are counted per kind of round (bidding, belief) from the decision events.
    info.scoreReadsDecisions = true;
    return info;
}

}  // namespace

std::vector<AuctionItem> aucArenaItems(int count) {
    std::vector<AuctionItem> items;
    for (int row = 1; row <= count && row <= 20; ++row) {
        const bool expensive =
            std::find(std::begin(kExpensiveRows), std::end(kExpensiveRows), row) != std::end(kExpensiveRows);
        items.push_back({kItemNames[row - 1], expensive ? 5000 : 1000, expensive ? 10000 : 2000});
    }
    return items;
}

std::int64_t estimatedValue(std::int64_t trueValue, double overestimatePct) {
    // int() in the reference truncates towards zero; the epsilon keeps 2000 × 1.1 at 2200, not 2199.
    return static_cast<std::int64_t>(
        std::trunc(static_cast<double>(trueValue) * (1.0 + overestimatePct / 100.0) + 1e-9));
}

std::int64_t minimumRaise(std::int64_t startPrice, double fraction) {
    return static_cast<std::int64_t>(std::floor(static_cast<double>(startPrice) * fraction + 1e-9));
}

EnglishAuctionGame::EnglishAuctionGame() : Game(englishAuctionInfo()) {}

std::vector<ParamSpec> EnglishAuctionGame::params() const {
    return {
        {"item_set",
         "Items",
         ParamKind::Choice,
         "aucarena_10",
         {},
         {},
         {"aucarena_10", "aucarena_20", "custom"},
         "aucarena_10: 8 cheap ($1,000 start, $2,000 value) + 2 expensive ($5,000, $10,000) items (AucArena §4.1); "
         "aucarena_20: 16 + 4 (§4.3); custom: the two lists below."},
        {"custom_start_prices",
         "Custom starting prices",
         ParamKind::List,
         Json::array(),
         1,
         1e9,
         {},
         "Starting price of each item when Items is custom (items are named Item 1, Item 2, ...)."},
        {"custom_true_values",
         "Custom true values",
         ParamKind::List,
         Json::array(),
         0,
         1e9,
         {},
         "True value of each item when Items is custom; same length as the starting prices."},
        {"shuffle",
         "Shuffle item order",
         ParamKind::Bool,
         true,
         {},
         {},
         {},
         "Draw a new item order per session from its seed (AucArena varies the order across its 30 runs)."},
        {"budget",
         "Budget",
         ParamKind::Int,
         20000,
         0,
         1e9,
         {},
         "Every bidder's budget in dollars (AucArena uses $10,000 or $20,000; $15,000 with humans)."},
        {"budgets",
         "Budgets per bidder",
         ParamKind::List,
         Json::array(),
         0,
         1e9,
         {},
         "Varied budgets, one per bidder in seat order (e.g. $10,000 to $30,000 in §4.3); empty = equal budgets."},
        {"overestimate_pct",
         "Overestimate (%)",
         ParamKind::Real,
         10.0,
         -100.0,
         100.0,
         {},
         "Estimated value shown to bidders = int(true value × (1 + pct/100)); 10 gives $2,200 and $11,000."},
        {"overestimates",
         "Overestimate per bidder (%)",
         ParamKind::List,
         Json::array(),
         -100,
         100,
         {},
         "One percentage per bidder in seat order; empty = the common overestimate."},
        {"min_raise_fraction",
         "Minimum raise",
         ParamKind::Real,
         0.1,
         0.01,
         1.0,
         {},
         "Minimum raise as a fraction of the item's starting price ($100 on a $1,000 item at 0.1)."},
        {"planning",
         "Planning",
         ParamKind::Choice,
         "off",
         {},
         {},
         {"off", "none", "static", "adaptive"},
         "The bidder's loop (AucArena §3.2, §4.2): off = bids only; none = a belief update after each item; static = "
         "also a plan with a priority 1-3 per item before the auction; adaptive = also a new plan after each item."},
        {"planning_per_bidder",
         "Planning per bidder",
         ParamKind::Text,
         "",
         {},
         {},
         {},
         "Comma-separated planning per bidder in seat order (e.g. \"adaptive, static, none\" for the §4.2 "
         "ablation); empty = the common planning."},
        {"objective",
         "Objective",
         ParamKind::Choice,
         "profit",
         {},
         {},
         {"profit", "items"},
         "What bidders are told to aim for: the highest profit, or the most items (AucArena §2.1, §4.3)."},
        {"objective_per_bidder",
         "Objective per bidder",
         ParamKind::Text,
         "",
         {},
         {},
         {},
         "Comma-separated objective per bidder in seat order (profit or items); empty = the common objective."},
        {"correct_belief",
         "Correct beliefs",
         ParamKind::Bool,
         true,
         {},
         {},
         {},
         "Check each belief update against the truth and ask again with the errors, at most 4 times (AucArena "
         "§2.4); errors are counted either way."},
        {"learning",
         "Learning across auctions",
         ParamKind::Bool,
         false,
         {},
         {},
         {},
         "Before each auction after the first, bidders (other than planning off) read the previous auction's log "
         "and their earlier lessons and write new ones, which stay in their instructions (AucArena §2.6). "
         "Repetitions then play one after another."},
    };
}

std::string toString(Planning p) {
    switch (p) {
    case Planning::Off: return "off";
    case Planning::None: return "none";
    case Planning::Static: return "static";
    case Planning::Adaptive: return "adaptive";
    }
    return "off";
}

std::string toString(Objective o) { return o == Objective::Items ? "items" : "profit"; }

int EnglishAuctionGame::defaultRounds(const Json& /*params*/) const {
    // A cap on bidding rounds, not a plan: an auction ends when its items are gone. Bots need a few
    // rounds per item; this leaves room for slow-raising models on 20 items.
    return 2000;
}

Result<AuctionConfig> auctionConfig(const Json& params, int seats) {
    AuctionConfig c;
    const std::string set = params.at("item_set").get<std::string>();
    if (set == "aucarena_10") {
        c.items = aucArenaItems(10);
    } else if (set == "aucarena_20") {
        c.items = aucArenaItems(20);
    } else {
        auto starts = numberList(params, "custom_start_prices");
        if (!starts) return starts.error();
        auto values = numberList(params, "custom_true_values");
        if (!values) return values.error();
        if (starts->empty())
            return Error::make("invalid_param",
                               "parameter 'custom_start_prices' needs at least one price when 'item_set' is custom");
        if (starts->size() != values->size())
            return Error::make("invalid_param", "parameters 'custom_start_prices' (" + std::to_string(starts->size()) +
                                                    ") and 'custom_true_values' (" + std::to_string(values->size()) +
                                                    ") differ in length");
        for (std::size_t i = 0; i < starts->size(); ++i)
            c.items.push_back(
                {"Item " + std::to_string(i + 1), std::llround((*starts)[i]), std::llround((*values)[i])});
    }
    auto budgets = numberList(params, "budgets");
    if (!budgets) return budgets.error();
    if (!budgets->empty() && static_cast<int>(budgets->size()) != seats)
        return Error::make("invalid_param", "parameter 'budgets' has " + std::to_string(budgets->size()) +
                                                " entries for " + std::to_string(seats) + " bidders");
    for (int s = 0; s < seats; ++s)
        c.budgets.push_back(budgets->empty() ? params.at("budget").get<std::int64_t>()
                                             : std::llround((*budgets)[static_cast<std::size_t>(s)]));
    auto over = numberList(params, "overestimates");
    if (!over) return over.error();
    if (!over->empty() && static_cast<int>(over->size()) != seats)
        return Error::make("invalid_param", "parameter 'overestimates' has " + std::to_string(over->size()) +
                                                " entries for " + std::to_string(seats) + " bidders");
    for (int s = 0; s < seats; ++s)
        c.overestimatePct.push_back(over->empty() ? params.at("overestimate_pct").get<double>()
                                                  : (*over)[static_cast<std::size_t>(s)]);
    c.minRaiseFraction = params.at("min_raise_fraction").get<double>();
    c.shuffle = params.at("shuffle").get<bool>();
    auto planning = perBidder<Planning>(
        params, "planning", "planning_per_bidder", seats, [](const std::string& w) -> std::optional<Planning> {
            if (w.empty()) return Planning::Off;  // records from before planning
            for (auto p : {Planning::Off, Planning::None, Planning::Static, Planning::Adaptive})
                if (toString(p) == w) return p;
            return std::nullopt;
        });
    if (!planning) return planning.error();
    c.planning = planning.value();
    auto objective = perBidder<Objective>(params, "objective", "objective_per_bidder", seats,
                                          [](const std::string& w) -> std::optional<Objective> {
                                              if (w == "profit" || w.empty()) return Objective::Profit;
                                              if (w == "items") return Objective::Items;
                                              return std::nullopt;
                                          });
    if (!objective) return objective.error();
    c.objective = objective.value();
    c.correctBelief = params.value("correct_belief", true);
    c.learning = params.value("learning", false);
    return c;
}

Json EnglishAuctionGame::carryOver(const PlayedSession& finished) const {
    Json log = Json::array();
    Json learnings = Json::object();
    for (const auto& r : finished.rounds) {
        const Json& p = r.publicReport;
        const std::string phase = p.value("phase", "bid");
        if (phase == "learn") {
            for (std::size_t s = 0; s < r.actions.size(); ++s)
                if (r.actions[s].is_object() && r.actions[s].value("learnings", Json()).is_string())
                    learnings[EnglishAuctionState::bidderName(static_cast<int>(s))] = r.actions[s].at("learnings");
            continue;
        }
        if (phase != "bid" || p.value("status", "open") == "open") continue;
        Json entry = {{"item", p.at("item")}, {"start_price", p.at("start_price")}, {"winner", nullptr}};
        if (p.value("sale", Json()).is_object()) {
            const Json& sale = p.at("sale");
            entry["winner"] = EnglishAuctionState::bidderName(sale.at("winner").get<int>());
            entry["price"] = sale.at("price");
            entry["true_value"] = sale.at("true_value");
        }
        log.push_back(entry);
    }
    Json profits = Json::object();
    if (!finished.rounds.empty())
        for (std::size_t s = 0; s < finished.rounds.back().cumulative.size(); ++s)
            profits[EnglishAuctionState::bidderName(static_cast<int>(s))] = finished.rounds.back().cumulative[s];
    return {{"auction_log", log}, {"profits", profits}, {"learnings", learnings}};
}

Status EnglishAuctionGame::checkParams(const Json& params, int numSeats) const {
    // The configuration is what the constraints are about (custom items, one budget per bidder):
    // building it is the check.
    if (auto config = auctionConfig(params, numSeats); !config) return config.error();
    return okStatus();
}

Result<std::unique_ptr<State>> EnglishAuctionGame::newState(const GameSetup& setup) const {
    if (setup.numSeats < seats().min || setup.numSeats > seats().max)
        return Error::make("invalid_seats",
                           "english_auction needs between 2 and 20 bidders, got " + std::to_string(setup.numSeats));
    auto config = auctionConfig(setup.params, setup.numSeats);
    if (!config) return config.error();
    return std::unique_ptr<State>(std::make_unique<EnglishAuctionState>(setup, std::move(config.value())));
}

const HumanView& EnglishAuctionGame::humanView() const {
    static const EnglishAuctionView view;
    return view;
}

}  // namespace nashlab::engine::games
