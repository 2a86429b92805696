# The fuzz tree (NASHLAB_FUZZ=ON): nashlab_engine and the wire parsers compiled with libFuzzer's
# coverage plus ASan and UBSan, and the targets of tests/fuzz. Included from the top-level
# CMakeLists.txt, which returns right after: no Qt, no app, no tests or benchmarks.
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

# The request path under load, sanitized (issue 47): the providers library, the fake server and
# tests/providers/tst_request_load.cpp, built here with the same ASan and UBSan. Needs Qt (the
# rest of this tree does not): left out, with a message, where Qt's development files are missing.
find_package(Qt6 6.4 COMPONENTS Core Network Sql Test)
find_path(NASHLAB_KEYCHAIN_HEADER qt6keychain/keychain.h)
if(Qt6_FOUND AND NASHLAB_KEYCHAIN_HEADER)
  set(CMAKE_AUTOMOC ON)
  add_subdirectory(providers)
  add_library(nashlab_load_test_support STATIC
    tests/support/fake_llm_server.cpp
    tests/support/llm_test_session.cpp
  )
  target_include_directories(nashlab_load_test_support PUBLIC ${PROJECT_SOURCE_DIR})
  target_link_libraries(nashlab_load_test_support PUBLIC nashlab_providers Qt6::Test PRIVATE nashlab_warnings)
  add_executable(tst_request_load tests/providers/tst_request_load.cpp)
  target_link_libraries(tst_request_load PRIVATE nashlab_load_test_support nashlab_warnings)
  # The CLI's default of 8 sessions at once, the case where sessions end while others start (the
  # normal tree runs the 100-at-once case too): 20,000 requests, about 25 s under the sanitizers.
  add_test(NAME tst_request_load_sanitized COMMAND tst_request_load "everyRequestBodyIsValidJson:8 at once")
  set(home ${CMAKE_BINARY_DIR}/home/tst_request_load)
  set_tests_properties(tst_request_load_sanitized PROPERTIES LABELS sanitized TIMEOUT 900
    ENVIRONMENT "NASHLAB_DATA_DIR=${home}/data;NASHLAB_CACHE_DIR=${home}/cache;NASHLAB_RUNS_DIR=${home}/runs;NASHLAB_NO_KEYCHAIN=1")
else()
  message(STATUS "Qt 6 or QtKeychain not found: the sanitized load test (tst_request_load) is not built")
endif()
