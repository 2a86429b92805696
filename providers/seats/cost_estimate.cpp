#include "providers/seats/cost_estimate.h"

#include <algorithm>

namespace nashlab::providers {

int expectedCompletionTokens(bool chainOfThought, int maxTokens) {
    const int expected = chainOfThought ? 400 : 100;
    return maxTokens > 0 ? std::min(expected, maxTokens) : expected;
}

long long promptTokensFor(long long chars) { return (chars + 3) / 4; }

CostEstimate estimateCost(const std::vector<SeatDemand>& seats, int rounds, int repetitions, bool chainOfThought,
                          const PriceTable& prices) {
    CostEstimate e;
    e.currency = prices.currency();
    const long long calls = static_cast<long long>(rounds) * repetitions;
    for (const auto& seat : seats) {
        engine::Usage usage;
        usage.promptTokens = static_cast<int>(promptTokensFor(seat.promptChars));
        usage.completionTokens = expectedCompletionTokens(chainOfThought, seat.maxTokens);
        e.requests += calls;
        e.promptTokens += calls * usage.promptTokens;
        e.completionTokens += calls * usage.completionTokens;
        if (const auto one = prices.cost(seat.provider, seat.model, usage)) {
            e.cost += *one * static_cast<double>(calls);
        } else {
            const std::string name = seat.provider + "/" + seat.model;
            if (std::find(e.unknownModels.begin(), e.unknownModels.end(), name) == e.unknownModels.end())
                e.unknownModels.push_back(name);
        }
    }
    return e;
}

}  // namespace nashlab::providers
