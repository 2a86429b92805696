# The sanitizer tree (NASHLAB_SANITIZE=ON): the engine, the providers and what reads outside input,
# compiled with AddressSanitizer by any compiler (GCC here), and
# the tests that need them: every fuzz target replaying its seed corpus once (tests/fuzz), and
# the request path under load (issue 47: a use-after-free put NULs into request bodies). Included
# from the top-level CMakeLists.txt, which returns right after: no window, no benchmarks.
# Unoptimised: this tree is built once per test run, and -O0 compiles fastest while ASan finds the
# same faults (only the run is slower, and these tests are short).
if(NOT CMAKE_BUILD_TYPE)
  add_compile_options(-O0)
endif()
# AddressSanitizer alone: use after free, overflows, leaks (what issue 47's corrupted bodies were).
# UndefinedBehaviorSanitizer added a fifth to this tree's build time; it runs with libFuzzer in the
# fuzz tree (scripts/fuzz). libstdc++'s own checks catch an index past the end that stays inside
# the allocation (ASan does not).
set(NASHLAB_SANITIZERS -fsanitize=address -fno-omit-frame-pointer)
add_compile_options(${NASHLAB_SANITIZERS})
add_compile_definitions(_GLIBCXX_ASSERTIONS)
add_link_options(${NASHLAB_SANITIZERS})
# ASan brings its own allocator: nothing here links mimalloc.

# fuzz_stream_decoder reads its input through libFuzzer's FuzzedDataProvider, a header of its own
# (no libFuzzer needed): clang's copy, alone in a folder of the build tree (clang's include folder
# would also hand GCC clang's own stddef.h), serves any compiler.
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  file(GLOB NASHLAB_FUZZER_HEADER /usr/lib/llvm-*/lib/clang/*/include/fuzzer/FuzzedDataProvider.h)
  if(NOT NASHLAB_FUZZER_HEADER)
    message(FATAL_ERROR "fuzzer/FuzzedDataProvider.h not found: install clang (scripts/bootstrap does)")
  endif()
  list(GET NASHLAB_FUZZER_HEADER 0 header)
  configure_file(${header} ${CMAKE_BINARY_DIR}/fuzzer-header/fuzzer/FuzzedDataProvider.h COPYONLY)
  set(NASHLAB_FUZZER_INCLUDE ${CMAKE_BINARY_DIR}/fuzzer-header)
endif()

enable_testing()
add_subdirectory(engine)
add_subdirectory(tests/fuzz)

find_package(Qt6 6.4 REQUIRED COMPONENTS Core Network Sql Test)
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
# normal tree runs the 100-at-once case too): 20,000 requests against a server that refuses any
# body that is not valid JSON.
add_test(NAME tst_request_load_sanitized COMMAND tst_request_load "everyRequestBodyIsValidJson:8 at once")
set(home ${CMAKE_BINARY_DIR}/home/tst_request_load)
set_tests_properties(tst_request_load_sanitized PROPERTIES LABELS sanitized TIMEOUT 900
  ENVIRONMENT "NASHLAB_DATA_DIR=${home}/data;NASHLAB_CACHE_DIR=${home}/cache;NASHLAB_RUNS_DIR=${home}/runs;NASHLAB_NO_KEYCHAIN=1")
