# undercover: sources and prompt templates (included from engine/CMakeLists.txt).
set(dir ${CMAKE_CURRENT_LIST_DIR})
list(APPEND NASHLAB_GAME_SOURCES
  ${dir}/undercover_bots.cpp
  ${dir}/undercover_describe.cpp
  ${dir}/undercover_game.cpp
  ${dir}/undercover_pair.cpp
  ${dir}/undercover_scorer.cpp
  ${dir}/undercover_state.cpp
  ${dir}/undercover_view.cpp
  ${dir}/undercover_words.cpp
  ${dir}/words_de.cpp
  ${dir}/words_en.cpp
  ${dir}/words_zh_cn.cpp
)
list(APPEND NASHLAB_GAME_PROMPTS
  ${dir}/prompts/system.mustache
  ${dir}/prompts/history_round.mustache
  ${dir}/prompts/request.mustache
)
