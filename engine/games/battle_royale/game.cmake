# battle_royale: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/battle_royale_bots.cpp
  ${dir}/battle_royale_game.cpp
  ${dir}/battle_royale_scorer.cpp
  ${dir}/battle_royale_state.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
