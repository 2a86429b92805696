#include "app/composition/provider_seat_services.h"

namespace nashlab::app {

ui::SeatServices providerSeatServices() {
    ui::SeatServices services;
    services.makeSeats = [](providers::ProviderOptions options, providers::ContextHandle handle) {
        return providers::applicationSeatFactory(std::move(options), std::move(handle));
    };
    services.lookUpKeys = [](const std::vector<providers::KeyQuery>& queries, QObject* context,
                             std::function<void(providers::ResolvedKeys)> done) {
        providers::resolveKeys(queries, context, std::move(done));
    };
    services.loadPrices = [] { return providers::PriceTable::load(); };
    return services;
}

}  // namespace nashlab::app
