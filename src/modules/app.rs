//! The Glüx web app, built for the browser by Trunk (`make serve`). The bots think in a module of
//! their own (`src/modules/bots.rs`), in a Web Worker. Six parts of this module are split from it
//! by the build (`scripts/build-modules.sh`, `wasm-split-cli`) and downloaded the first time they
//! are needed: the carrier of games between devices, the rules page, each game's replays (a replay
//! link's), and each game in play (Glüx's and GLAK's, fetched as soon as the screen the page opens
//! on is drawn, the chosen game's first; each brings its game's replays). They share this module's
//! code, memory and state; only their own code comes later, and a device that has the app has the
//! rest already. (The board editor, a page of its own, is a part of the pages' module:
//! `src/modules/pages.rs`.)

#[cfg(target_arch = "wasm32")]
fn main() {
    use glux::app::kind::GameKind;
    use glux::ui::games::GamePart;
    use glux::ui::language::{initial_lang, load};
    use glux::ui::modules::provide;
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    provide(glux::ui::remote::host::PART, || {
        Box::pin(async { parts::carrier().await.is_ok() })
    });
    provide(glux::ui::rules::PART, || {
        Box::pin(async { parts::rules().await.is_ok() })
    });
    provide(GamePart::replays(GameKind::GLUX).name(), || {
        Box::pin(async { parts::replays_glux().await.is_ok() })
    });
    provide(GamePart::play(GameKind::GLUX).name(), || {
        Box::pin(async { parts::play_glux().await.is_ok() })
    });
    provide(GamePart::replays(GameKind::GLAK).name(), || {
        Box::pin(async { parts::replays_glak().await.is_ok() })
    });
    provide(GamePart::play(GameKind::GLAK).name(), || {
        Box::pin(async { parts::play_glak().await.is_ok() })
    });
    // A link from another device that the carrier reads at once (a turn, a live game's, an
    // invitation this device has joined): its part comes in beside the words, and reads the link
    // as soon as the app has drawn (issue 40).
    if glux::ui::hooks::carrier_reads_address() {
        glux::ui::remote::host::preload();
    }
    // A page that opens on a game in play or a replay link loads the parts that draw them beside
    // the words (the page's early downloads have asked for them): a replay link its game's
    // replays, a kept game its game in play. Its first drawing does not wait for them: the header
    // is drawn while they come (`Screen::Opening`), and the game once they are in (if one fails,
    // the app says so and keeps the game).
    for part in glux::ui::games::wanted_at_start() {
        wasm_bindgen_futures::spawn_local(async move {
            let _ = part.load().await;
        });
    }
    // The words of the language in use come first (one small file), then the app.
    wasm_bindgen_futures::spawn_local(async move {
        match load(initial_lang()).await {
            Ok(()) => {
                yew::Renderer::<glux::ui::App>::new().render();
            }
            Err(problem) => {
                // Before any table is loaded, in both languages.
                if let Some(body) = document.body() {
                    body.set_text_content(Some(&format!(
                        "Glüx could not load its words ({problem}). Please reload the page. — \
                         Glüx konnte seine Texte nicht laden ({problem}). Bitte lade die Seite neu."
                    )));
                }
            }
        }
    });
}

/// The split points: each function's code, and all it alone reaches, is a part of its own. Calling
/// one downloads its part first (an `Err` if that fails; a later call tries again). They are here,
/// in the page's binary, so that no other build of the library (the browser tests, the other
/// modules) refers to the parts.
#[cfg(target_arch = "wasm32")]
mod parts {
    use glux::ui::modules::NotLoaded;
    use wasm_split_helpers::wasm_split;

    #[wasm_split(carrier, fallible)]
    pub fn carrier() -> Result<(), NotLoaded> {
        // The carrier puts games of either game in play on the table: their views come with it
        // (the code is shared with each game's part, which comes with the carrier's download).
        glux::ui::games::start_glux();
        glux::ui::games::start_glak();
        glux::ui::remote::carrier::start();
        Ok(())
    }

    #[wasm_split(rules, fallible)]
    pub fn rules() -> Result<(), NotLoaded> {
        glux::ui::rules::start();
        Ok(())
    }

    #[wasm_split(replays_glux, fallible)]
    pub fn replays_glux() -> Result<(), NotLoaded> {
        glux::ui::games::start_glux_replays();
        Ok(())
    }

    #[wasm_split(replays_glak, fallible)]
    pub fn replays_glak() -> Result<(), NotLoaded> {
        glux::ui::games::start_glak_replays();
        Ok(())
    }

    #[wasm_split(play_glux, fallible)]
    pub fn play_glux() -> Result<(), NotLoaded> {
        glux::ui::games::start_glux();
        Ok(())
    }

    #[wasm_split(play_glak, fallible)]
    pub fn play_glak() -> Result<(), NotLoaded> {
        glux::ui::games::start_glak();
        Ok(())
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The Glüx web app runs in a browser: `make serve`. The command-line tool is `glux`.");
}

/// The heap allocator: Talc instead of Rust's default (dlmalloc) is about 3 KB gzip smaller, and no
/// slower for the bots' searches (docs/performance.md).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
