#pragma once
// Cost estimate before a run: every LLM seat is asked once per round in every repetition; each
// request is priced from its prompt size (characters / 4, the scheduler's own token estimate)
// and an expected answer length, with the price table. Models missing from the table are named,
// not guessed. Bots and people cost nothing.
#include <string>
#include <vector>

#include "providers/seats/price_table.h"

namespace nashlab::providers {

struct SeatDemand {
    std::string provider;
    std::string model;
    long long promptChars = 0;  ///< the seat's rendered round-1 messages
    int maxTokens = 0;          ///< the seat's max_tokens; 0: none set
};

struct CostEstimate {
    long long requests = 0;
    long long promptTokens = 0;
    long long completionTokens = 0;
    double cost = 0;                         ///< over the priced models only
    std::vector<std::string> unknownModels;  ///< "provider/model", each once, in seat order
    std::string currency = "USD";
};

/// Completion tokens expected per request: 100 for a bare JSON answer, 400 with chain of thought,
/// never more than a seat's max_tokens.
int expectedCompletionTokens(bool chainOfThought, int maxTokens);

/// Prompt tokens for a prompt of `chars` characters (rounded up).
long long promptTokensFor(long long chars);

CostEstimate estimateCost(const std::vector<SeatDemand>& seats, int rounds, int repetitions, bool chainOfThought,
                          const PriceTable& prices);

}  // namespace nashlab::providers
