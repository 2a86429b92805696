# cmake -DREADELF=readelf "-DFILES=exe1;exe2" -P check_library_search_path.cmake
# Fails when an executable's RPATH or RUNPATH holds an empty or relative directory: the dynamic
# loader reads such an entry as the current directory, so starting the program from a folder that
# holds a libQt6Core.so.6 (a downloaded run, a shared project folder) would load that file. CMake
# pads a build tree's RUNPATH with ':' (empty entries) to make room for an install RPATH.
foreach(file IN LISTS FILES)
  execute_process(COMMAND ${READELF} -d ${file} OUTPUT_VARIABLE dynamic RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${READELF} -d ${file} failed (${status})")
  endif()
  string(REGEX MATCHALL "\\((RPATH|RUNPATH)\\)[^\n]*\\[[^]\n]*\\]" entries "${dynamic}")
  foreach(entry IN LISTS entries)
    string(REGEX REPLACE ".*\\[(.*)\\]" "\\1" path "${entry}")
    # Every directory, empty ones included (":" separates them; a list keeps empty elements).
    string(REPLACE ":" ";" dirs "x${path}x")
    foreach(dir IN LISTS dirs)
      string(REGEX REPLACE "^x|x$" "" dir "${dir}")
      if(NOT dir MATCHES "^(/|\\$ORIGIN)")
        message(FATAL_ERROR "${file}: ${entry}: the directory '${dir}' is relative to wherever the "
                            "program is started from")
      endif()
    endforeach()
  endforeach()
  message(STATUS "${file}: no relative library search directory")
endforeach()
