//! The History screen: every finished game kept on this device, newest first, filtered by game and
//! by opponent, each to replay or delete, all of them to export as JSON lines; the record against
//! each bot level, and each person's rating against the bots.

use super::store;
use crate::app::kind::GameKind;
use crate::core::history::{FinishedGame, Player, ratings, records};
use crate::i18n::Texts;
use crate::ui::context::use_words;
use crate::ui::words::level_name;
use std::rc::Rc;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// What the History screen needs.
#[derive(Properties, PartialEq, Clone)]
pub struct HistoryProps {
    /// Opens a kept game (its exported text) in the app's replay viewer.
    pub on_replay: Callback<String>,
    /// Counts games the app finished since the screen was drawn (they are read again).
    pub finished: u32,
}

/// How a seat is named on the screen: a bot by its level, anyone else by name.
fn seat_label(t: Texts, name: &str, player: Player) -> String {
    match player {
        Player::Bot(level) => t.fill("history.bot", &[("level", &level_name(t, level))]),
        Player::Person | Player::Elsewhere => name.to_string(),
    }
}

/// When a game ended, in the language in use.
fn date(t: Texts, ms: f64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    let options = js_sys::Object::new();
    for (key, value) in [("dateStyle", "medium"), ("timeStyle", "short")] {
        let _ = js_sys::Reflect::set(&options, &key.into(), &value.into());
    }
    date.to_locale_string(t.lang().code(), &options).into()
}

/// The History screen.
#[function_component(HistoryView)]
// Long: the History screen's hooks (filters, the games loaded) and its markup, top to bottom.
pub fn history_view(props: &HistoryProps) -> Html {
    let t = use_words();
    // The kept games (`None` while they are read), or why they cannot be.
    let games = use_state(|| None::<Result<Rc<Vec<FinishedGame>>, ()>>);
    let changed = use_state(|| 0u32);
    let game_filter = use_state(|| None::<GameKind>);
    let opponent = use_state(|| None::<String>);
    {
        let games = games.clone();
        use_effect_with((props.finished, *changed), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                // Games that ended since are kept first; if that fails they wait, and are listed.
                let _ = store::keep_waiting().await;
                let read = store::all().await.map(|mut all| {
                    all.sort_by(|a, b| b.finished.total_cmp(&a.finished));
                    Rc::new(all)
                });
                games.set(Some(read.map_err(|_| ())));
            });
        });
    }
    let all = match &*games {
        None => {
            return html! { <section class="history panel" data-history="loading" aria-busy="true"><h2>{ t.get("history.title") }</h2></section> };
        }
        Some(Err(())) => {
            return html! {
                <section class="history panel" data-history="unavailable">
                    <h2>{ t.get("history.title") }</h2>
                    <p class="refusal" role="alert">{ t.get("history.unavailable") }</p>
                </section>
            };
        }
        Some(Ok(all)) => Rc::clone(all),
    };
    // Opponents to filter by: every bot level and every other name met, once each.
    let mut opponents: Vec<String> = Vec::new();
    for game in all.iter() {
        for seat in &game.seats {
            let label = seat_label(t, &seat.name, seat.player);
            if seat.player != Player::Person && !opponents.contains(&label) {
                opponents.push(label);
            }
        }
    }
    opponents.sort();
    let shown: Vec<&FinishedGame> = all
        .iter()
        .filter(|g| game_filter.is_none_or(|k| k.id() == g.game))
        .filter(|g| {
            opponent.as_ref().is_none_or(|o| {
                g.seats
                    .iter()
                    .any(|s| s.player != Player::Person && &seat_label(t, &s.name, s.player) == o)
            })
        })
        .collect();
    let rows = shown.iter().map(|game| {
        let kind = GameKind::from_id(&game.game).unwrap_or_default();
        let seats = game.seats.iter().map(|s| {
            html! {
                <li class={classes!(s.winner.then_some("winner"))}>
                    <span class="name">{ seat_label(t, &s.name, s.player) }</span>
                    <span class="score">{ s.score }</span>
                    if s.winner { <span class="visually-hidden">{ t.get("history.won") }</span> }
                </li>
            }
        });
        let replay = {
            let on_replay = props.on_replay.clone();
            let saved = game.saved.clone();
            Callback::from(move |_| on_replay.emit(saved.clone()))
        };
        let delete = {
            let id = game.id.clone();
            let changed = changed.clone();
            Callback::from(move |_| {
                let id = id.clone();
                let changed = changed.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let _ = store::delete(&id).await;
                    changed.set(*changed + 1);
                });
            })
        };
        html! {
            <li class="history-row" data-history-row={game.id.clone()} data-history-game={game.game.clone()}>
                <span class="when">{ date(t, game.finished) }</span>
                <span class="game-name">{ kind.name(t) }</span>
                <ol class="history-seats">{ for seats }</ol>
                { verification_mark(t, game) }
                <span class="actions">
                    <button type="button" data-action="history-replay" onclick={replay}>{ t.get("history.replay") }</button>
                    { crate::ui::files::review_button(t, Some(game.saved.clone())) }
                    <button type="button" data-action="history-delete" onclick={delete}
                        aria-label={t.fill("history.delete-label", &[("when", &date(t, game.finished))])}>{ t.get("history.delete") }</button>
                </span>
            </li>
        }
    });
    let export = {
        let all = Rc::clone(&all);
        Callback::from(move |_| {
            let lines: Vec<String> = all.iter().filter_map(|g| serde_json::to_string(g).ok()).collect();
            let _ = crate::ui::files::download_text(
                &(lines.join("\n") + "\n"),
                "glux-history.jsonl",
                "application/jsonl",
            );
        })
    };
    let on_game = {
        let game_filter = game_filter.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            game_filter.set(GameKind::from_id(&value));
        })
    };
    let on_opponent = {
        let opponent = opponent.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            opponent.set((!value.is_empty()).then_some(value));
        })
    };
    let records = records(&all);
    let record_rows = records.iter().map(|((game, level), r)| {
        let kind = GameKind::from_id(game).unwrap_or_default();
        html! {
            <tr data-bot-record={format!("{game}-{level}")}>
                <th scope="row">{ format!("{} · {}", kind.name(t), level_name(t, *level)) }</th>
                <td>{ r.games }</td><td>{ r.wins }</td><td>{ r.losses }</td><td>{ r.ties }</td>
            </tr>
        }
    });
    let ratings = ratings(&all, crate::app::registry::bot_rating);
    let rating_rows = ratings.iter().map(|((game, name), r)| {
        let kind = GameKind::from_id(game).unwrap_or_default();
        html! {
            <li data-rating={format!("{game}:{name}")}>
                { t.fill("history.rating", &[("name", name), ("game", &kind.name(t)), ("rating", &(r.rating.round() as i64)), ("games", &r.games)]) }
            </li>
        }
    });
    html! {
        <section class="history panel" aria-labelledby="history-title" data-history="ready">
            <h2 id="history-title">{ t.get("history.title") }</h2>
            if all.is_empty() {
                <p class="hint" data-history-empty="">{ t.get("history.empty") }</p>
            } else {
                <div class="history-filters">
                    <label>{ t.get("history.filter-game") }
                        <select data-history-filter="game" onchange={on_game}>
                            <option value="" selected={game_filter.is_none()}>{ t.get("history.all-games") }</option>
                            { for GameKind::ALL.iter().map(|k| html! {
                                <option value={k.id()} selected={*game_filter == Some(*k)}>{ k.name(t) }</option>
                            }) }
                        </select>
                    </label>
                    <label>{ t.get("history.filter-opponent") }
                        <select data-history-filter="opponent" onchange={on_opponent}>
                            <option value="" selected={opponent.is_none()}>{ t.get("history.all-opponents") }</option>
                            { for opponents.iter().map(|o| html! {
                                <option value={o.clone()} selected={opponent.as_ref() == Some(o)}>{ o.clone() }</option>
                            }) }
                        </select>
                    </label>
                    <button type="button" data-action="history-export" onclick={export}>{ t.get("history.export") }</button>
                </div>
                <p class="hint" role="status">{ t.fill("history.count", &[("shown", &shown.len()), ("all", &all.len())]) }</p>
                <ul class="history-list">{ for rows }</ul>
                if !records.is_empty() {
                    <h3>{ t.get("history.bots-title") }</h3>
                    <table class="bot-records">
                        <thead><tr>
                            <th scope="col">{ t.get("history.bot-level") }</th><th scope="col">{ t.get("history.games") }</th>
                            <th scope="col">{ t.get("history.wins") }</th><th scope="col">{ t.get("history.losses") }</th>
                            <th scope="col">{ t.get("history.ties") }</th>
                        </tr></thead>
                        <tbody>{ for record_rows }</tbody>
                    </table>
                }
                if !ratings.is_empty() {
                    <h3>{ t.get("history.ratings-title") }</h3>
                    <ul class="ratings">{ for rating_rows }</ul>
                    <p class="hint">{ t.get("history.ratings-hint") }</p>
                }
            }
        </section>
    }
}

/// How far a game between devices was verified, with the `data-verification` hook (nothing for a
/// game on one device; a game kept before this was recorded reads as unverified).
fn verification_mark(t: Texts, game: &FinishedGame) -> Html {
    use crate::core::history::Verification;
    if !game.between_devices() {
        return Html::default();
    }
    let (hook, key) = match game.verification.unwrap_or(Verification::Unverified) {
        Verification::Verified => ("verified", "history.verified"),
        Verification::Unverified => ("unverified", "history.unverified"),
        Verification::Problem => ("problem", "history.problem"),
    };
    html! {
        <span class={classes!("verification", hook)} data-verification={hook}>{ t.get(key) }</span>
    }
}
