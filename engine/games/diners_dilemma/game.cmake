# diners_dilemma: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/diners_dilemma_bots.cpp
  ${dir}/diners_dilemma_game.cpp
  ${dir}/diners_dilemma_scorer.cpp
  ${dir}/diners_dilemma_state.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
