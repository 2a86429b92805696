#include "ui/common/seat_services.h"

#include <QPointer>
#include <QTimer>

namespace nashlab::ui {

engine::SeatFactory SeatServices::seatFactory(providers::ProviderOptions options,
                                              providers::ContextHandle handle) const {
    return makeSeats ? makeSeats(std::move(options), std::move(handle)) : engine::builtinSeatFactory();
}

void SeatServices::resolveKeys(const std::vector<engine::SeatSpec>& seats, QObject* context,
                               std::function<void(providers::ResolvedKeys)> done) const {
    const auto queries = providers::keyQueries(seats);
    if (lookUpKeys) return lookUpKeys(queries, context, std::move(done));
    // No keychain to ask: the environment's keys only, answered from the event loop as the
    // keychain's lookup would be.
    QTimer::singleShot(0, context, [done = std::move(done)] { done(providers::ResolvedKeys{}); });
}

providers::PriceTable SeatServices::prices() const { return loadPrices ? loadPrices() : providers::PriceTable{}; }

}  // namespace nashlab::ui
