# bargain: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/bargain_bots.cpp
  ${dir}/bargain_describe.cpp
  ${dir}/bargain_game.cpp
  ${dir}/bargain_instance.cpp
  ${dir}/bargain_scorer.cpp
  ${dir}/bargain_state.cpp
  ${dir}/bargain_view.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
