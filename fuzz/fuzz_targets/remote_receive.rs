//! Games between devices: arbitrary bytes through `glux::remote::fuzzing::receive_on_started` never panic, and
//! what it builds keeps its invariants.
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    glux::remote::fuzzing::receive_on_started(data);
});
