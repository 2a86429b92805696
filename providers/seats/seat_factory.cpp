#include "providers/seats/seat_factory.h"

#include "providers/seats/llm_seat.h"

namespace nashlab::providers {

engine::SeatFactory applicationSeatFactory(ProviderOptions options, ContextHandle handle) {
    engine::SeatFactory builtin = engine::builtinSeatFactory();
    if (!handle) handle = std::make_shared<std::shared_ptr<ProviderContext>>();
    if (!options.keys) options.keys = std::make_shared<const ResolvedKeys>();
    return [builtin, options, handle](const engine::Game& game, const engine::SessionSpec& session,
                                      int seat) -> engine::Result<std::unique_ptr<engine::Seat>> {
        const engine::SeatSpec& spec = session.seats.at(static_cast<std::size_t>(seat));
        if (spec.type != "llm") return builtin(game, session, seat);
        auto config = LlmSeatConfig::fromSettings(
            spec.settings, "seat " + std::to_string(seat + 1) + " ('" + spec.name + "')", *options.keys);
        if (!config) return config.error();
        if (!*handle) {
            *handle = std::make_shared<ProviderContext>(options.cache, options.onWarning);
            (*handle)->scheduler.setRetryPolicy(options.retry);
            if (options.budget > 0) (*handle)->budget.emplace(options.budget, options.spentBefore, options.spendLedger);
        }
        return std::unique_ptr<engine::Seat>(std::make_unique<LlmSeat>(std::move(config.value()), *handle));
    };
}

std::vector<KeyQuery> keyQueries(const std::vector<engine::SeatSpec>& seats) {
    std::vector<KeyQuery> queries;
    for (const auto& s : seats) {
        if (s.type != "llm") continue;
        const engine::Json& settings = s.settings;
        queries.push_back(
            {settings.value("provider", "openai"), settings.value("api_key_env", ""), settings.value("base_url", "")});
    }
    return queries;
}

}  // namespace nashlab::providers
