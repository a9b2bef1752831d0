//! Browser tests of the pieces of games between devices: QR codes of links. (Their refusals in words
//! are tested natively, `tests/it/carrier.rs`.)

use glux::ui::remote::qr::qr_path;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn a_link_s_qr_code_has_its_finder_patterns_and_quiet_zone() {
    // As long as the longest four-player Glüx link (docs/performance.md).
    let link = format!("https://someone.github.io/glux/#play={}", "A".repeat(380));
    let (path, side) = qr_path(&link).unwrap();
    // Version 13 at low error correction (69 modules) holds it, with a margin of four each side.
    let modules = side - 8;
    assert!(
        (21..=177).contains(&modules) && (modules - 17) % 4 == 0,
        "{modules} modules"
    );
    // The top-left finder pattern: a dark row of seven modules in the corner, after the margin.
    assert!(path.starts_with("M4 4h7v1h-7z"), "{}", &path[..40]);
    // The top-right one ends the first row.
    assert!(path.contains(&format!("M{} 4h7v1h-7z", side - 4 - 7)));
    // Far too much for any QR code: none is drawn.
    assert!(qr_path(&"x".repeat(3000)).is_none());
}
