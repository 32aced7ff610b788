# The fuzz targets: fuzz/<name>.cpp defines LLVMFuzzerTestOneInput. Used by fuzz/CMakeLists.txt
# (libFuzzer builds) and tests/domain/CMakeLists.txt (replays in the normal test suite).
set(BD_FUZZ_TARGETS json json_stream product contact summary decimal validation html http pricing)
