//! Action application: arbitrary actions never panic; refused ones leave the game unchanged.
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| glux::glux::fuzzing::apply_actions(data));
