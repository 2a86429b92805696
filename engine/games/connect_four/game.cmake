# connect_four: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/connect_four_board.cpp
  ${dir}/connect_four_bots.cpp
  ${dir}/connect_four_game.cpp
  ${dir}/connect_four_scorer.cpp
  ${dir}/connect_four_search.cpp
  ${dir}/connect_four_state.cpp
  ${dir}/connect_four_value.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
