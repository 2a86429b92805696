#include "providers/seats/seat_factory.h"

namespace nashlab::providers {

engine::SeatFactory applicationSeatFactory() {
    engine::SeatFactory builtin = engine::builtinSeatFactory();
    return [builtin](const engine::Game& game, const engine::SessionSpec& session,
                     int seat) -> engine::Result<std::unique_ptr<engine::Seat>> {
        const engine::SeatSpec& spec = session.seats.at(static_cast<std::size_t>(seat));
        if (spec.type == "llm")
            return engine::Error::make(
                "unsupported_seat", "seat " + std::to_string(seat + 1) + " ('" + spec.name + "') is an LLM seat (" +
                                        spec.settings.value("provider", "") + "/" + spec.settings.value("model", "") +
                                        "); this build cannot call model providers yet: use bot seats");
        return builtin(game, session, seat);
    };
}

}  // namespace nashlab::providers
