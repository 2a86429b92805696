# public_goods: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/public_goods_bots.cpp
  ${dir}/public_goods_game.cpp
  ${dir}/public_goods_scorer.cpp
  ${dir}/public_goods_state.cpp
  ${dir}/public_goods_view.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
