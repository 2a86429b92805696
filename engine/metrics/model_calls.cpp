#include "engine/metrics/model_calls.h"

#include <map>

namespace nashlab::engine {

std::optional<ModelCall> modelCall(const Json& d) {
    if (!d.contains("extra") || !d["extra"].is_object() || !d["extra"].contains("provider")) return std::nullopt;
    ModelCall call;
    call.seat = d.value("seat", 0);
    call.cost = d.value("cost", 0.0);
    call.cacheHit = d.value("cache_hit", false);
    if (d.contains("usage") && d["usage"].is_object()) {
        call.promptTokens = d["usage"].value("prompt_tokens", 0LL);
        call.completionTokens = d["usage"].value("completion_tokens", 0LL);
    }
    return call;
}

Json modelCallTotals(const std::vector<ModelCall>& calls) {
    int decisions = 0, hits = 0;
    long long promptTokens = 0, completionTokens = 0;
    double cost = 0.0;
    std::map<int, std::pair<int, double>> perSeat;  // seat -> decisions, cost; summed over sessions
    for (const auto& c : calls) {
        auto& [seatDecisions, seatCost] = perSeat[c.seat];
        ++seatDecisions;
        seatCost += c.cost;
        ++decisions;
        if (c.cacheHit) ++hits;
        promptTokens += c.promptTokens;
        completionTokens += c.completionTokens;
        cost += c.cost;
    }
    Json out = {{"decisions", decisions},
                {"cache_hits", hits},
                {"cache_misses", decisions - hits},
                {"prompt_tokens", promptTokens},
                {"completion_tokens", completionTokens},
                {"cost", cost},
                {"per_seat", Json::array()}};
    for (const auto& [seat, totals] : perSeat)
        out["per_seat"].push_back({{"seat", seat}, {"decisions", totals.first}, {"cost", totals.second}});
    return out;
}

}  // namespace nashlab::engine
