#pragma once
// SeatServices: what the window needs from the providers layer to seat language models — a seat
// factory, the API-key lookup and the price table. The program composes them (app/composition:
// the providers' own) and hands them to the window, which passes them to the Compose tab, the
// arena, tournaments and rooms; ui/ makes no provider seat, reads no keychain and loads no price
// file itself. Left empty, each falls back to what needs no provider: built-in bots, replays and
// people only (a model seat is then refused with the factory's reason), no keys, no prices.
#include <QObject>
#include <functional>
#include <vector>

#include "engine/experiment/experiment_runner.h"
#include "providers/seats/key_store.h"
#include "providers/seats/price_table.h"
#include "providers/seats/seat_factory.h"

namespace nashlab::ui {

struct SeatServices {
    using MakeSeats = std::function<engine::SeatFactory(providers::ProviderOptions, providers::ContextHandle)>;
    using LookUpKeys = std::function<void(const std::vector<providers::KeyQuery>&, QObject* context,
                                          std::function<void(providers::ResolvedKeys)> done)>;
    using LoadPrices = std::function<providers::PriceTable()>;

    MakeSeats makeSeats;
    LookUpKeys lookUpKeys;
    LoadPrices loadPrices;

    /// The seats of a run: bots, replays and, with these options, models.
    engine::SeatFactory seatFactory(providers::ProviderOptions options = {},
                                    providers::ContextHandle handle = nullptr) const;
    /// Looks up the keys these seats use; `done` is called from the event loop, never before this
    /// returns, and not once `context` is gone.
    void resolveKeys(const std::vector<engine::SeatSpec>& seats, QObject* context,
                     std::function<void(providers::ResolvedKeys)> done) const;
    providers::PriceTable prices() const;
};

}  // namespace nashlab::ui
