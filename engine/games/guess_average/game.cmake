# guess_average: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/guess_average_bots.cpp
  ${dir}/guess_average_game.cpp
  ${dir}/guess_average_scorer.cpp
  ${dir}/guess_average_state.cpp
  ${dir}/guess_average_view.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
