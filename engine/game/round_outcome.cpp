#include "engine/game/round_outcome.h"

namespace nashlab::engine {

Json RoundOutcome::toJson() const {
    return {{"round", round},
            {"actions", actions},
            {"steps", steps},
            {"payoffs", payoffs},
            {"cumulative", cumulative},
            {"public", publicReport},
            {"private", privateReports},
            {"reference", reference}};
}

Result<RoundOutcome> RoundOutcome::fromJson(const Json& j) {
    try {
        RoundOutcome r;
        r.round = j.at("round").get<int>();
        r.actions = j.at("actions");
        r.steps = j.value("steps", Json::array());
        r.payoffs = j.at("payoffs").get<std::vector<double>>();
        r.cumulative = j.value("cumulative", std::vector<double>{});
        r.publicReport = j.value("public", Json::object());
        r.privateReports = j.value("private", Json::array());
        r.reference = j.value("reference", Json::array());
        return r;
    } catch (const Json::exception& e) {
        return Error::make("parse", std::string("malformed round record: ") + e.what());
    }
}

}  // namespace nashlab::engine
