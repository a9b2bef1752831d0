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

/// Writes a square `<rect>` as markup text: the cell of side `side` whose corner is at `(x, y)`,
/// inset by `inset` on every side, with corners `rx` (a board's picture written as one text).
pub fn write_inset_square(
    out: &mut String,
    class: &str,
    (x, y): (f32, f32),
    side: f32,
    inset: f32,
    rx: &str,
) {
    use std::fmt::Write;
    let size = num(side - 2.0 * inset);
    let _ = write!(
        out,
        r#"<rect class="{class}" x="{}" y="{}" width="{size}" height="{size}" rx="{rx}"/>"#,
        num(x + inset),
        num(y + inset)
    );
}
