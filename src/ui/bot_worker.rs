//! Computer opponents in the browser. The bots run in a Web Worker (`static/bot-worker.js`), which
//! loads the bots' own wasm module (`src/bots.rs`) the first time a bot has to think, so the page
//! never freezes and carries no bot code. A request carries only the bot seat's view (never the
//! game's seed, which fixes the bags).

use super::kind::GameKind;
use crate::glux::bots::Level;
use crate::glux::{Coord, OwnedView, Pips, RecordedAction};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// What the page asks a bot.
#[derive(Clone, Debug, PartialEq)]
pub struct BotRequest {
    /// Which question this answers: the game's move count when asked.
    pub id: u64,
    /// Which game.
    pub game: GameKind,
    /// The bot.
    pub level: Level,
    /// Seeds the bot's own choices.
    pub seed: u64,
    /// What the bot's seat may see: in Glüx its view ([`crate::glux::PlayerView::to_bytes`]), in
    /// GLAK, which hides nothing, the game's share link ([`crate::glak::link`]).
    pub view: Vec<u8>,
}

/// A bot's action, in the words of its game's records.
#[derive(Clone, Debug, PartialEq)]
pub enum BotAction {
    /// A Glüx action.
    Glux(RecordedAction),
    /// A GLAK action.
    Glak(crate::glak::RecordedAction),
}

/// What a bot answers.
#[derive(Clone, Debug, PartialEq)]
pub struct BotAnswer {
    /// The request's id.
    pub id: u64,
    /// The action, or `None` if the bot had nothing to do (or the request was not understood).
    pub action: Option<BotAction>,
}

impl BotRequest {
    /// The request as one line of text: `id game level seed view`, the game's name (`glux`,
    /// `glak`), the view in base64url.
    #[must_use]
    pub fn to_text(&self) -> String {
        format!(
            "{} {} {} {} {}",
            self.id,
            self.game.id(),
            self.level,
            self.seed,
            URL_SAFE_NO_PAD.encode(&self.view)
        )
    }

    /// Reads [`BotRequest::to_text`]; `None` for anything else.
    #[must_use]
    pub fn from_text(text: &str) -> Option<BotRequest> {
        let mut parts = text.split(' ');
        let id = parts.next()?.parse().ok()?;
        let game = GameKind::from_id(parts.next()?)?;
        let request = BotRequest {
            id,
            game,
            level: parts.next()?.parse().ok()?,
            seed: parts.next()?.parse().ok()?,
            view: URL_SAFE_NO_PAD.decode(parts.next()?).ok()?,
        };
        parts.next().is_none().then_some(request)
    }
}

impl BotAnswer {
    /// The answer as one line of text: `id -` (nothing), in Glüx `id f PIPS` (start face), `id o
    /// PIPS` (start option) or `id p COLUMN ROW PIPS` (placement), in GLAK `id k ACTION` with the
    /// action as its record writes it (JSON without spaces).
    #[must_use]
    pub fn to_text(&self) -> String {
        match &self.action {
            None => format!("{} -", self.id),
            Some(BotAction::Glux(RecordedAction::StartFace { pips })) => format!("{} f {pips}", self.id),
            Some(BotAction::Glux(RecordedAction::StartOption { pips })) => format!("{} o {pips}", self.id),
            Some(BotAction::Glux(RecordedAction::Place { to, pips })) => {
                format!("{} p {} {} {pips}", self.id, to.col, to.row)
            }
            Some(BotAction::Glak(action)) => match serde_json::to_string(action) {
                Ok(json) => format!("{} k {json}", self.id),
                Err(_) => format!("{} -", self.id),
            },
        }
    }

    /// Reads [`BotAnswer::to_text`]; `None` for anything else.
    #[must_use]
    pub fn from_text(text: &str) -> Option<BotAnswer> {
        if let Some((id, json)) = text.split_once(" k ") {
            return Some(BotAnswer {
                id: id.parse().ok()?,
                action: Some(BotAction::Glak(serde_json::from_str(json).ok()?)),
            });
        }
        let parts: Vec<&str> = text.split(' ').collect();
        let id = parts.first()?.parse().ok()?;
        let number = |i: usize| parts.get(i).and_then(|p| p.parse::<u8>().ok());
        let pips = |i: usize| number(i).and_then(Pips::new);
        let action = match (parts.get(1).copied()?, parts.len()) {
            ("-", 2) => None,
            ("f", 3) => Some(RecordedAction::StartFace { pips: pips(2)? }),
            ("o", 3) => Some(RecordedAction::StartOption { pips: pips(2)? }),
            ("p", 5) => Some(RecordedAction::Place {
                to: Coord::new(number(2)?, number(3)?),
                pips: pips(4)?,
            }),
            _ => return None,
        }
        .map(BotAction::Glux);
        Some(BotAnswer { id, action })
    }
}

/// Answers a request: the work done inside the worker (or on the page, if workers are unavailable).
#[must_use]
pub fn answer(request: &BotRequest) -> BotAnswer {
    match request.game {
        GameKind::Glux => answer_glux(request),
        GameKind::Glak => BotAnswer {
            id: request.id,
            action: answer_glak(request).map(BotAction::Glak),
        },
    }
}

/// A GLAK bot's next action for the game in the request's link (which carries the game's tile set,
/// whose board names the answer uses).
fn answer_glak(request: &BotRequest) -> Option<crate::glak::RecordedAction> {
    let link = std::str::from_utf8(&request.view).ok()?;
    let (_, game) = crate::glak::link::decode(link).ok()?;
    let mut rng = ChaCha8Rng::seed_from_u64(request.seed);
    let action = crate::glak::bots::bot(request.level).choose(&game, &mut rng)?;
    Some(crate::glak::RecordedAction::from_action(
        action,
        game.area().tiles(),
    ))
}

fn answer_glux(request: &BotRequest) -> BotAnswer {
    let Ok(owned) = OwnedView::from_bytes(&request.view) else {
        return BotAnswer {
            id: request.id,
            action: None,
        };
    };
    let view = owned.view();
    let mut rng = ChaCha8Rng::seed_from_u64(request.seed);
    let action = crate::glux::bots::bot(request.level).choose(&view, &mut rng);
    let board = view.board_state().board();
    BotAnswer {
        id: request.id,
        action: action.map(|a| BotAction::Glux(RecordedAction::from_action(a, board))),
    }
}

/// The worker's entry: a request line in, an answer line out (see [`BotRequest::to_text`] and
/// [`BotAnswer::to_text`]).
#[must_use]
pub fn answer_text(request: &str) -> String {
    match BotRequest::from_text(request) {
        Some(request) => answer(&request).to_text(),
        None => "0 -".to_string(),
    }
}

/// Where answers go.
type AnswerHandler = Rc<dyn Fn(BotAnswer)>;

/// The page's side of the worker.
pub struct BotWorker {
    worker: Option<web_sys::Worker>,
    on_answer: AnswerHandler,
    _onmessage: Option<Closure<dyn FnMut(web_sys::MessageEvent)>>,
}

impl BotWorker {
    /// Starts the worker; answers go to `on_answer`. Where it cannot run (no module workers: no
    /// browser this app supports), every request is answered with no action.
    #[must_use]
    pub fn start(on_answer: impl Fn(BotAnswer) + 'static) -> BotWorker {
        let on_answer: AnswerHandler = Rc::new(on_answer);
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options("bot-worker.js", &options).ok();
        let onmessage = worker.as_ref().map(|worker| {
            let on_answer = Rc::clone(&on_answer);
            let closure =
                Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
                    if let Some(text) = event.data().as_string()
                        && let Some(answer) = BotAnswer::from_text(&text)
                    {
                        on_answer(answer);
                    }
                });
            worker.set_onmessage(Some(closure.as_ref().unchecked_ref()));
            closure
        });
        BotWorker {
            worker,
            on_answer,
            _onmessage: onmessage,
        }
    }

    /// Asks for a move.
    pub fn ask(&self, request: &BotRequest) {
        let text = request.to_text();
        if let Some(worker) = &self.worker {
            let message = js_sys::Object::new();
            let set = |k: &str, v: &str| js_sys::Reflect::set(&message, &k.into(), &v.into()).is_ok();
            if set("request", &text) && worker.post_message(&message).is_ok() {
                return;
            }
        }
        let answer = BotAnswer {
            id: request.id,
            action: None,
        };
        let on_answer = Rc::clone(&self.on_answer);
        gloo_timers::callback::Timeout::new(0, move || on_answer(answer)).forget();
    }
}

impl Drop for BotWorker {
    fn drop(&mut self) {
        if let Some(worker) = &self.worker {
            worker.terminate();
        }
    }
}
