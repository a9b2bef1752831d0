//! GLAK record loading: arbitrary bytes never panic; what loads saves, shares and loads again to the same game.
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    glux::glak::fuzzing::load_record(data);
});
