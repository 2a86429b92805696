# hanabi_small: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/hanabi_small_bots.cpp
  ${dir}/hanabi_small_cards.cpp
  ${dir}/hanabi_small_describe.cpp
  ${dir}/hanabi_small_game.cpp
  ${dir}/hanabi_small_scorer.cpp
  ${dir}/hanabi_small_state.cpp
  ${dir}/hanabi_small_view.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
