# water_allocation: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/water_allocation_bots.cpp
  ${dir}/water_allocation_game.cpp
  ${dir}/water_allocation_scorer.cpp
  ${dir}/water_allocation_state.cpp
  ${dir}/water_allocation_view.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
