#include "providers/seats/seat_factory.h"

#include "providers/seats/llm_seat.h"

namespace nashlab::providers {

engine::SeatFactory applicationSeatFactory(ProviderOptions options, ContextHandle handle) {
    engine::SeatFactory builtin = engine::builtinSeatFactory();
    if (!handle) handle = std::make_shared<std::shared_ptr<ProviderContext>>();
    return [builtin, options, handle](const engine::Game& game, const engine::SessionSpec& session,
                                      int seat) -> engine::Result<std::unique_ptr<engine::Seat>> {
        const engine::SeatSpec& spec = session.seats.at(static_cast<std::size_t>(seat));
        if (spec.type != "llm") return builtin(game, session, seat);
        auto config =
            LlmSeatConfig::fromSettings(spec.settings, "seat " + std::to_string(seat + 1) + " ('" + spec.name + "')");
        if (!config) return config.error();
        if (!*handle) {
            *handle = std::make_shared<ProviderContext>(options.cache);
            (*handle)->scheduler.setRetryPolicy(options.retry);
        }
        return std::unique_ptr<engine::Seat>(std::make_unique<LlmSeat>(std::move(config.value()), *handle));
    };
}

}  // namespace nashlab::providers
