# pirate: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/pirate_bots.cpp
  ${dir}/pirate_game.cpp
  ${dir}/pirate_scorer.cpp
  ${dir}/pirate_state.cpp
  ${dir}/pirate_view.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
