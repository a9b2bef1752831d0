//! The npm package's wasm module (`make package`): the library with its JavaScript bindings
//! (`glux::js`, cargo feature `js`). A binary rather than a `cdylib`, so that the app's builds never
//! link a second module.

// The bindings are exported by the library; naming them here links them into this module.
#[allow(unused_imports)]
use glux::js::{GlakHandle, GluxHandle};

fn main() {}
