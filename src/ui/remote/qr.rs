//! QR codes of links, drawn as one SVG path (the `qrcodegen` crate encodes), so a phone can scan an
//! invitation or a move off another screen.

use qrcodegen::{QrCode, QrCodeEcc};
use std::fmt::Write;
use yew::prelude::*;

/// Modules of light margin around the code, as the standard asks.
const QUIET_ZONE: i32 = 4;

/// The path of a QR code's dark modules (one unit each, offset by the quiet zone) and the side of
/// the whole square, or `None` for a text too long for any QR code.
#[must_use]
pub fn qr_path(text: &str) -> Option<(String, i32)> {
    // Low error correction: the code is read off a screen, and it stays small enough to scan.
    let qr = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let size = qr.size();
    let mut path = String::with_capacity((size * size) as usize);
    for y in 0..size {
        let mut x = 0;
        while x < size {
            if qr.get_module(x, y) {
                // A run of dark modules on a row is one rectangle.
                let start = x;
                while x < size && qr.get_module(x, y) {
                    x += 1;
                }
                let _ = write!(
                    path,
                    "M{} {}h{}v1h-{}z",
                    start + QUIET_ZONE,
                    y + QUIET_ZONE,
                    x - start,
                    x - start
                );
            } else {
                x += 1;
            }
        }
    }
    Some((path, size + 2 * QUIET_ZONE))
}

/// A QR code of `text`, named `label` for screen readers (empty when the text is too long).
pub fn qr_code(text: &str, label: &str) -> Html {
    let Some((path, side)) = qr_path(text) else {
        return Html::default();
    };
    html! {
        <svg class="qr" viewBox={format!("0 0 {side} {side}")} role="img" aria-label={label.to_string()}
            shape-rendering="crispEdges" data-qr="">
            <rect width={side.to_string()} height={side.to_string()} fill="#fff" />
            <path d={path} fill="#000" />
        </svg>
    }
}
