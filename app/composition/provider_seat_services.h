#pragma once
// The window's seat services as the programs compose them: the providers' seat factory (bots,
// replays and models over their APIs), keys from the environment and the OS keychain, and the
// price table with the user's overrides. The GUI program hands them to its MainWindow; the
// window tests make their windows with the same.
#include "ui/common/seat_services.h"

namespace nashlab::app {

ui::SeatServices providerSeatServices();

}  // namespace nashlab::app
