# sealed_bid_auction: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/python_random.cpp
  ${dir}/sealed_bid_auction_bots.cpp
  ${dir}/sealed_bid_auction_game.cpp
  ${dir}/sealed_bid_auction_scorer.cpp
  ${dir}/sealed_bid_auction_state.cpp
  ${dir}/sealed_bid_auction_view.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
