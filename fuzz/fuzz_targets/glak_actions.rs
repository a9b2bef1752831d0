//! GLAK action sequences: arbitrary actions never panic; refused ones change nothing, played ones were listed as legal, undo restores.
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    glux::glak::fuzzing::apply_actions(data);
});
