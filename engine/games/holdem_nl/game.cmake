# holdem_nl: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/cards.cpp
  ${dir}/equity.cpp
  ${dir}/hand_eval.cpp
  ${dir}/holdem_nl_bots.cpp
  ${dir}/holdem_nl_game.cpp
  ${dir}/holdem_nl_scorer.cpp
  ${dir}/holdem_nl_state.cpp
  ${dir}/holdem_nl_view.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
