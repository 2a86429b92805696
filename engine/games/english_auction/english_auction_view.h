#pragma once
// What a person reads in the multi-item English auction (see engine/game/human_view.h): a bid as
// an amount or "withdrew", the header as the item, its bids, the leader and the sale.
#include "engine/game/human_view.h"

namespace nashlab::engine::games {

class EnglishAuctionView final : public HumanView {
public:
    Presentation presentation() const override {
        Presentation p;
        p.auctionCharts = true;
        return p;
    }
    std::vector<Phrase> situation(const Json& observation, int seat) const override;
    std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const override;
    Phrase action(const Json& action, int seat) const override;
    std::vector<HeaderField> roundHeader(const RoundOutcome& round) const override;
};

}  // namespace nashlab::engine::games
