//! Games between devices: arbitrary bytes through `glux::remote::fuzzing::read_message` never panic, and
//! what it builds keeps its invariants.
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    glux::remote::fuzzing::read_message(data);
});
