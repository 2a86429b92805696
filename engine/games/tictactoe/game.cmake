# tictactoe: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/tictactoe_board.cpp
  ${dir}/tictactoe_bots.cpp
  ${dir}/tictactoe_game.cpp
  ${dir}/tictactoe_scorer.cpp
  ${dir}/tictactoe_solver.cpp
  ${dir}/tictactoe_state.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
