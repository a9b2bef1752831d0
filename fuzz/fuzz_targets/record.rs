//! Record loading (saved games, imported files): arbitrary bytes never panic, and whatever loads
//! survives a save-and-load round trip.
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| glux::glux::fuzzing::load_record(data));
