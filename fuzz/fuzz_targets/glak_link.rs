//! GLAK share-link decoding: arbitrary text never panics; what decodes encodes back to the same game.
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        glux::glak::fuzzing::load_link(text);
    }
});
