//! Browser tests of the pieces of games between devices: QR codes of links, and the app's side of
//! its messages with the carrier. (Their refusals in words are tested natively,
//! `tests/it/carrier.rs`.)

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

#[wasm_bindgen_test]
fn what_the_carrier_says_before_the_app_listens_reaches_the_app_in_order() {
    use glux::app::bridge::ToApp;
    use glux::ui::remote::bridge::{TO_APP, post};
    use glux::ui::remote::host;
    use std::cell::RefCell;
    use std::rc::Rc;
    // A turn link: the carrier is asked for before the app has drawn (here its part cannot be
    // loaded: the host is asked again by the app's first message), and it starts and speaks
    // before the app listens.
    host::preload();
    post(TO_APP, &ToApp::Ready);
    post(TO_APP, &ToApp::Replay("a kept game".into()));
    post(TO_APP, &ToApp::Carrier);
    let heard = Rc::new(RefCell::new(Vec::new()));
    host::start({
        let heard = Rc::clone(&heard);
        move |message| heard.borrow_mut().push(message)
    });
    assert_eq!(
        *heard.borrow(),
        [ToApp::Replay("a kept game".into()), ToApp::Carrier]
    );
    // From then on, as it comes, once each (one listener, however often the host was asked).
    host::preload();
    post(TO_APP, &ToApp::Carrier);
    post(TO_APP, &ToApp::Ready);
    assert_eq!(
        *heard.borrow(),
        [
            ToApp::Replay("a kept game".into()),
            ToApp::Carrier,
            ToApp::Carrier
        ]
    );
}
