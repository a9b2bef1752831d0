//! The rules page, a part of the page's module (`crate::ui::modules`, [`start`]) that the app loads
//! the first time someone opens the rules, so that the page's first download carries none of the
//! diagrams' code. The app tells the rules which game's rules to show in which language; they draw
//! them in their element, which the app places where its screen shows the rules, and say when they
//! are closed. Each game's rules page is that game's own (`ui::glux::rules`, `ui::glak::rules`).

use crate::app::kind::GameKind;
use crate::i18n::{Lang, Texts};
use crate::ui::context::provide_words;
use crate::ui::language::{load, load_pages};
use crate::ui::modules;
use std::cell::Cell;
use yew::prelude::*;

/// The rules' part of the page's module (`crate::ui::modules`).
pub const PART: &str = "rules";
/// The event the app sends the rules: the game and the language, as `glux de`.
pub const TO_RULES: &str = "glux-to-rules";
/// The event the rules send the app when they are closed.
pub const CLOSED: &str = "glux-rules-closed";
/// The id of the rules' element.
pub const ROOT_ID: &str = "rules-root";
/// The attribute of the element the app puts the rules in.
const PLACE: &str = "data-rules-place";
/// The window's property holding the last request: the rules read it when they start.
const WANTED: &str = "gluxRules";

thread_local! {
    /// Their part is on its way, or started (and has not failed).
    static LOADING: Cell<bool> = const { Cell::new(false) };
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

/// The app's side: show this game's rules in this language (loading their part the first time).
pub fn show(game: GameKind, lang: Lang) {
    let text = request(game, lang);
    if let Some(window) = web_sys::window() {
        let _ = js_sys::Reflect::set(&window, &WANTED.into(), &text.as_str().into());
    }
    modules::post_text(TO_RULES, &text);
    if LOADING.with(|l| l.replace(true)) {
        return;
    }
    // Their own styles come in beside their part (the offline copy's stylesheet has them).
    if !crate::ui::files::offline_copy() {
        modules::add_stylesheet(STYLES);
    }
    modules::start_part(PART);
}

/// The rules' own styles, which the app's stylesheet does not carry.
const STYLES: &str = "rules-page/rules-page.css";

/// Starts the rules (their part of the page's module has just been loaded): their element, which
/// they draw in from then on, once their styles are in.
pub fn start() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let (Ok(root), Some(body)) = (document.create_element("div"), document.body()) else {
        return;
    };
    root.set_id(ROOT_ID);
    let _ = root.set_attribute("hidden", "");
    let _ = body.append_child(&root);
    modules::keep_root(ROOT_ID, &root);
    // Drawn with their styles, never without.
    wasm_bindgen_futures::spawn_local(async move {
        modules::stylesheet_loaded(STYLES).await;
        settle();
        yew::Renderer::<RulesModule>::with_root(root).render();
    });
}

/// The app's side: calls `on_closed` each time the rules are closed, and `on_failed` when their
/// part cannot be loaded (the connection failed; opening them again tries again).
pub fn listen_closed(on_closed: impl Fn() + 'static, on_failed: impl Fn() + 'static) {
    modules::listen_text(CLOSED, move |_| on_closed());
    modules::listen_failed(PART, move || {
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

/// The app's side: puts the rules' element in its place (after every drawing of the app).
pub fn settle() {
    modules::settle(ROOT_ID, PLACE);
}

/// The rules' side: the rules asked for, once their words are loaded.
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
