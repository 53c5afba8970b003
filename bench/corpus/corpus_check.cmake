# SPDX-License-Identifier: GPL-3.0-or-later
# The corpus generator's test (ctest corpus_is_deterministic_and_readable): run as
#   cmake -DCORPUS=rochade_corpus -DCLI=rochade-cli -DWORK=dir -P corpus_check.cmake
# pgn-extract is /usr/games/pgn-extract or $ENV{PGN_EXTRACT}; without it the test fails.
set(games 300)
set(samples 25)
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

function(corpus_run name seed threads)
    execute_process(COMMAND "${CORPUS}" --games ${games} --seed ${seed} --threads ${threads}
            --out "${WORK}/${name}.pgn" --sample-fens ${samples}
        RESULT_VARIABLE status ERROR_VARIABLE err)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "rochade_corpus (${name}) failed (${status}): ${err}")
    endif()
endfunction()

function(expect_same a b what)
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${WORK}/${a}" "${WORK}/${b}"
        RESULT_VARIABLE differ)
    if(differ)
        message(FATAL_ERROR "${what}: ${a} and ${b} differ")
    endif()
endfunction()

# 1. Deterministic: one seed, the same games and positions with one thread and with three.
corpus_run(one 7 1)
corpus_run(three 7 3)
expect_same(one.pgn three.pgn "the same seed with 1 and 3 threads")
expect_same(one.fens three.fens "the sampled positions with 1 and 3 threads")
corpus_run(other 8 2)
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${WORK}/one.pgn" "${WORK}/other.pgn"
    RESULT_VARIABLE differ)
if(NOT differ)
    message(FATAL_ERROR "seeds 7 and 8 gave the same corpus")
endif()

# 2. The number of games and positions asked for, with the tags the corpus promises.
file(STRINGS "${WORK}/one.pgn" events REGEX "^\\[Event ")
list(LENGTH events event_count)
file(STRINGS "${WORK}/one.pgn" ecos REGEX "^\\[ECO \"[A-E][0-9][0-9]\"\\]$")
list(LENGTH ecos eco_count)
file(STRINGS "${WORK}/one.fens" fens)
list(LENGTH fens fen_count)
if(NOT event_count EQUAL games OR NOT eco_count EQUAL games OR NOT fen_count EQUAL samples)
    message(FATAL_ERROR "expected ${games} games with an ECO tag and ${samples} positions, got "
        "${event_count} games, ${eco_count} ECO tags, ${fen_count} positions")
endif()

# 3. rochade-cli reads every game, without an error or a warning.
execute_process(COMMAND "${CLI}" pgn --check "${WORK}/one.pgn"
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT err STREQUAL "${games} games read, 0 errors\n")
    message(FATAL_ERROR "rochade-cli pgn --check (${status}): ${err}")
endif()

# 4. So does pgn-extract: silent with -s, and every game matched.
set(pgn_extract /usr/games/pgn-extract)
if(DEFINED ENV{PGN_EXTRACT} AND NOT "$ENV{PGN_EXTRACT}" STREQUAL "")
    set(pgn_extract "$ENV{PGN_EXTRACT}")
endif()
if(NOT EXISTS "${pgn_extract}")
    message(FATAL_ERROR "${pgn_extract} is missing: apt-get install --no-install-recommends "
        "pgn-extract (or set PGN_EXTRACT)")
endif()
execute_process(COMMAND "${pgn_extract}" -s -r "${WORK}/one.pgn"
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT "${out}${err}" STREQUAL "")
    message(FATAL_ERROR "pgn-extract -s -r reports (${status}): ${out}${err}")
endif()
execute_process(COMMAND "${pgn_extract}" -r "${WORK}/one.pgn"
    OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT "${out}${err}" MATCHES "${games} games matched out of ${games}\\.")
    message(FATAL_ERROR "pgn-extract -r: ${out}${err}")
endif()

# 5. Each sampled position is a FEN rochade-cli reads.
list(SUBLIST fens 0 5 first_fens)
foreach(fen IN LISTS first_fens)
    execute_process(COMMAND "${CLI}" moves --fen "${fen}" RESULT_VARIABLE status ERROR_VARIABLE err
        OUTPUT_QUIET)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "rochade-cli moves --fen '${fen}' (${status}): ${err}")
    endif()
endforeach()
file(REMOVE_RECURSE "${WORK}")
