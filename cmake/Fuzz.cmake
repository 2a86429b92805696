# The fuzz tree (NASHLAB_FUZZ=ON): nashlab_engine and the wire parsers compiled with libFuzzer's
# coverage plus ASan and UBSan, and the targets of tests/fuzz. Included from the top-level
# CMakeLists.txt, which returns right after: no Qt, no app, no tests or benchmarks. For real
# fuzzing (scripts/fuzz); the test run replays the corpora in the sanitizer tree (Sanitize.cmake).
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "NASHLAB_FUZZ needs clang (libFuzzer), not ${CMAKE_CXX_COMPILER_ID}: "
                      "configure a fresh build folder with CXX=clang++ (Debian: apt install clang libclang-rt-14-dev)")
endif()
if(NOT CMAKE_BUILD_TYPE)
  # Optimised to fuzz fast, with the debug info a crash report needs (line tables: file and line
  # in every frame, at a fraction of -g's compile time), and with assertions on (a build type
  # would define NDEBUG): a broken assertion is a finding too.
  add_compile_options(-O2 -gline-tables-only)
endif()
# Every undefined behaviour stops the run (otherwise UBSan only prints and libFuzzer carries on).
set(NASHLAB_SANITIZERS -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
add_compile_options(-fsanitize=fuzzer-no-link ${NASHLAB_SANITIZERS})
# libstdc++'s own checks (vector and string indices, empty optionals): ASan misses an index past
# the end that stays inside the allocation, e.g. in a std::vector<bool>.
add_compile_definitions(_GLIBCXX_ASSERTIONS)
add_link_options(${NASHLAB_SANITIZERS})

enable_testing()
add_subdirectory(engine)
add_subdirectory(tests/fuzz)
