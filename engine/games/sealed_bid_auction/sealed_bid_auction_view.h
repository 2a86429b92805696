#pragma once
// What a person reads and answers in sealed_bid_auction (see engine/game/human_view.h): the item's
// value to the bidder and the price rule, a bid as "bids 35", the header as who won at what price.
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class SealedBidAuctionView final : public HumanView {
public:
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

}  // namespace nashlab::engine::games
