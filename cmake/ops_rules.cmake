# cmake -DDEF=src/ops.def -DOUT=gen/ops.re -P ops_rules.cmake
# Writes an re2c rule for each op name of ops.def (current and legacy), for
# grammar/lexer.re to include: the DFA finds the common names' ops without
# hashing them.
file(STRINGS ${DEF} rows REGEX "^OP\\(")
set(rules "")
foreach(row IN LISTS rows)
  if(NOT row MATCHES "^OP\\(([A-Z0-9_]+), (\"[^\"]+\"), (0|\"[^\"]+\"), ([A-Z_]+),")
    message(FATAL_ERROR "ops.def: cannot read ${row}")
  endif()
  set(action "{ kind = ${CMAKE_MATCH_4}; op = OP_${CMAKE_MATCH_1}; goto word; }")
  string(APPEND rules "${CMAKE_MATCH_2} ${action}\n")
  if(NOT CMAKE_MATCH_3 STREQUAL "0")
    string(APPEND rules "${CMAKE_MATCH_3} ${action}\n")
  endif()
endforeach()
file(WRITE ${OUT} "${rules}")
