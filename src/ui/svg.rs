//! Numbers for SVG attributes. Written with integer formatting: Rust's float formatter is one of the
//! largest pieces of a wasm bundle, and a tenth of a unit is finer than any screen shows.

/// `v` with at most one decimal, e.g. `12`, `-3.5`.
#[must_use]
pub fn num(v: f32) -> String {
    let tenths = (v * 10.0).round() as i32;
    let sign = if tenths < 0 { "-" } else { "" };
    let t = tenths.unsigned_abs();
    if t.is_multiple_of(10) {
        format!("{sign}{}", t / 10)
    } else {
        format!("{sign}{}.{}", t / 10, t % 10)
    }
}
