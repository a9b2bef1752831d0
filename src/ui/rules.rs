//! The rules page, a module of its own (`src/modules/rules.rs`, built into `rules-page/`). The app loads it
//! the first time someone opens the rules, so that the game's page carries none of the diagrams'
//! code, and tells it which game's rules to show in which language; the module draws them in its
//! element, which the app places where its screen shows the rules, and says when they are closed.
//! Each game's rules page is that game's own (`ui::glux::rules`, `ui::glak::rules`).

use crate::app::kind::GameKind;
use crate::i18n::{Lang, Texts};
use crate::ui::context::provide_words;
use crate::ui::language::{load, load_pages};
use crate::ui::modules;
use std::cell::Cell;
use yew::prelude::*;

/// The module's boot script (`static/rules-boot.js`), which loads it.
pub const BOOT: &str = "rules-boot.js";
/// The event the app sends the module: the game and the language, as `glux de`.
pub const TO_RULES: &str = "glux-to-rules";
/// The event the module sends the app when the rules are closed.
pub const CLOSED: &str = "glux-rules-closed";
/// The id of the module's element.
pub const ROOT_ID: &str = "rules-root";
/// The attribute of the element the app puts the rules in.
const PLACE: &str = "data-rules-place";
/// In the offline copy (one file), the app asks its page to start the module from the file
/// (`static/single-file/boot.js`) with this event, in place of loading the boot script.
pub const FROM_COPY: &str = "glux-rules-boot";
/// The window's property holding the last request: the module reads it when it starts.
const WANTED: &str = "gluxRules";

thread_local! {
    /// The module's script is in the page, and has not failed.
    static LOADING: Cell<bool> = const { Cell::new(false) };
    /// How many times the page has added the script (a later attempt follows a failed one).
    static ATTEMPTS: Cell<u32> = const { Cell::new(0) };
}

/// The request for a game's rules in a language: `glux de`.
#[must_use]
pub fn request(game: GameKind, lang: Lang) -> String {
    format!("{} {}", game.id(), lang.code())
}

/// The game and the language of a request, if it reads.
#[must_use]
pub fn read_request(text: &str) -> Option<(GameKind, Lang)> {
    let (game, lang) = text.split_once(' ')?;
    let game = GameKind::ALL.into_iter().find(|g| g.id() == game)?;
    Some((game, Lang::from_code(lang)?))
}

/// The app's side: show this game's rules in this language (loading the module the first time).
pub fn show(game: GameKind, lang: Lang) {
    let text = request(game, lang);
    if let Some(window) = web_sys::window() {
        let _ = js_sys::Reflect::set(&window, &WANTED.into(), &text.as_str().into());
    }
    modules::post_text(TO_RULES, &text);
    if LOADING.with(|l| l.replace(true)) {
        return;
    }
    if crate::ui::files::offline_copy() {
        modules::post_text(FROM_COPY, "");
    } else {
        let attempt = ATTEMPTS.with(|a| {
            a.set(a.get() + 1);
            a.get()
        });
        modules::add_script(BOOT, attempt);
    }
}

/// The app's side: calls `on_closed` each time the rules are closed, and `on_failed` when their
/// module cannot be loaded (the connection failed; opening them again tries again).
pub fn listen_closed(on_closed: impl Fn() + 'static, on_failed: impl Fn() + 'static) {
    modules::listen_text(CLOSED, move |_| on_closed());
    modules::listen_failed(BOOT, move || {
        LOADING.with(|l| l.set(false));
        on_failed();
    });
}

/// The app's side: where the rules are drawn, saying they are on their way until they are.
pub fn place(t: Texts) -> Html {
    html! {
        <div class="rules-place" data-rules-place="">
            <p class="rules-loading" aria-live="polite">{ t.get("rules.loading") }</p>
        </div>
    }
}

/// The app's side: puts the module's element in its place (after every drawing of the app).
pub fn settle() {
    modules::settle(ROOT_ID, PLACE);
}

/// The module's side: the rules asked for, once their words are loaded.
#[function_component(RulesModule)]
pub fn rules_module() -> Html {
    let shown = use_state(|| None::<(GameKind, Lang)>);
    {
        let shown = shown.clone();
        use_effect_with((), move |()| {
            let apply = move |text: String| {
                let Some((game, lang)) = read_request(&text) else {
                    return;
                };
                let shown = shown.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    // The app has loaded both tables already: this is the browser's cache (offline,
                    // the service worker's). Without them the rules show what they can.
                    let _ = load(lang).await;
                    let _ = load_pages(lang).await;
                    shown.set(Some((game, lang)));
                });
            };
            let wanted = web_sys::window()
                .and_then(|w| js_sys::Reflect::get(&w, &WANTED.into()).ok())
                .and_then(|v| v.as_string());
            if let Some(text) = wanted {
                apply(text);
            }
            modules::listen_text(TO_RULES, apply);
        });
    }
    let Some((game, lang)) = *shown else {
        return html! {};
    };
    let t = Texts(lang);
    let close = Callback::from(|()| modules::post_text(CLOSED, ""));
    provide_words(
        t,
        html! {
            <>
                // The tutorial is a page of its own, not in the offline copy.
                if !crate::ui::files::offline_copy() {
                    <p class="rules-tutorial"><a href="./tutorial.html" data-action="tutorial">{ t.get("rules.tutorial") }</a></p>
                }
                { crate::ui::games::rules_page(t, game, &close) }
            </>
        },
    )
}
