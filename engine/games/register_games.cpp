// The one place where built-in games are registered (explicitly: static libraries drop
// self-registering static initialisers). Adding a game: one include and one line below.
#include "engine/game/game_registry.h"
#include "engine/games/bargain/bargain_game.h"
#include "engine/games/battle_royale/battle_royale_game.h"
#include "engine/games/connect_four/connect_four_game.h"
#include "engine/games/diners_dilemma/diners_dilemma_game.h"
#include "engine/games/divide_dollar/divide_dollar_game.h"
#include "engine/games/el_farol/el_farol_game.h"
#include "engine/games/english_auction/english_auction_game.h"
#include "engine/games/guess_average/guess_average_game.h"
#include "engine/games/hanabi_small/hanabi_small_game.h"
#include "engine/games/holdem_nl/holdem_nl_game.h"
#include "engine/games/pirate/pirate_game.h"
#include "engine/games/public_goods/public_goods_game.h"
#include "engine/games/sealed_bid_auction/sealed_bid_auction_game.h"
#include "engine/games/tictactoe/tictactoe_game.h"
#include "engine/games/undercover/undercover_game.h"
#include "engine/games/water_allocation/water_allocation_game.h"

namespace nashlab::engine {

void registerBuiltinGames(GameRegistry& registry) {
    registry.add(std::make_unique<games::GuessAverageGame>());
    registry.add(std::make_unique<games::ElFarolGame>());
    registry.add(std::make_unique<games::DivideDollarGame>());
    registry.add(std::make_unique<games::PublicGoodsGame>());
    registry.add(std::make_unique<games::DinersDilemmaGame>());
    registry.add(std::make_unique<games::SealedBidAuctionGame>());
    registry.add(std::make_unique<games::BattleRoyaleGame>());
    registry.add(std::make_unique<games::PirateGame>());
    registry.add(std::make_unique<games::WaterAllocationGame>());
    registry.add(std::make_unique<games::EnglishAuctionGame>());
    registry.add(std::make_unique<games::TictactoeGame>());
    registry.add(std::make_unique<games::ConnectFourGame>());
    registry.add(std::make_unique<games::HoldemGame>());
    registry.add(std::make_unique<games::HanabiSmallGame>());
    registry.add(std::make_unique<games::UndercoverGame>());
    registry.add(std::make_unique<games::BargainGame>());
}

}  // namespace nashlab::engine
