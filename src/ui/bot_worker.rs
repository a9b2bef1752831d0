//! Computer opponents in the browser. The bots run in a Web Worker (`static/bot-worker.js`), which
//! loads this same wasm module, so the page never freezes and nothing extra is downloaded. A request
//! carries only the bot seat's view (never the game's seed, which fixes the bags).

use crate::bots::Level;
use crate::engine::{Action, OwnedView, RecordedAction, ViewSnapshot};
use crate::invariant::Invariant;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// What the page asks a bot.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BotRequest {
    /// Which question this answers: the game's move count when asked.
    pub id: u64,
    /// The bot.
    pub level: Level,
    /// Seeds the bot's own choices.
    pub seed: u64,
    /// What the bot's seat may see.
    pub view: ViewSnapshot,
}

/// What a bot answers.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BotAnswer {
    /// The request's id.
    pub id: u64,
    /// The action, or `None` if the bot had nothing to do.
    pub action: Option<RecordedAction>,
    /// A problem with the request, if any.
    #[serde(default)]
    pub error: Option<String>,
}

/// Answers a request: the work done inside the worker (or on the page, if workers are unavailable).
#[must_use]
pub fn answer(request: &BotRequest) -> BotAnswer {
    let owned = match OwnedView::try_from(&request.view) {
        Ok(owned) => owned,
        Err(e) => {
            return BotAnswer {
                id: request.id,
                action: None,
                error: Some(e.to_string()),
            };
        }
    };
    let view = owned.view();
    let mut rng = ChaCha8Rng::seed_from_u64(request.seed);
    let action = request.level.bot().choose(&view, &mut rng);
    let board = view.position().board();
    BotAnswer {
        id: request.id,
        action: action.map(|a| match a {
            Action::StartFace(pips) => RecordedAction::StartFace { pips },
            Action::StartOption(pips) => RecordedAction::StartOption { pips },
            Action::Place { to, pips } => RecordedAction::Place {
                to: board.coord(to),
                pips,
            },
        }),
        error: None,
    }
}

/// The worker's entry: a JSON [`BotRequest`] in, a JSON [`BotAnswer`] out.
#[must_use]
pub fn answer_json(request: &str) -> String {
    let answer = match serde_json::from_str::<BotRequest>(request) {
        Ok(request) => answer(&request),
        Err(e) => BotAnswer {
            id: 0,
            action: None,
            error: Some(e.to_string()),
        },
    };
    serde_json::to_string(&answer).invariant("answers serialize")
}

/// Where answers go.
type AnswerHandler = Rc<dyn Fn(BotAnswer)>;

/// The page's side of the worker.
pub struct BotWorker {
    worker: Option<web_sys::Worker>,
    glue: String,
    wasm: String,
    on_answer: AnswerHandler,
    _onmessage: Option<Closure<dyn FnMut(web_sys::MessageEvent)>>,
}

/// The URLs of the app's JS glue and wasm, from the preload links Trunk writes into the page.
fn module_urls() -> Option<(String, String)> {
    let document = web_sys::window()?.document()?;
    let href = |selector: &str| {
        document
            .query_selector(selector)
            .ok()
            .flatten()
            .and_then(|el| el.dyn_into::<web_sys::HtmlLinkElement>().ok())
            .map(|link| link.href())
    };
    Some((
        href("link[rel=modulepreload]")?,
        href("link[rel=preload][as=fetch]")?,
    ))
}

impl BotWorker {
    /// Starts the worker; answers go to `on_answer`. Without worker support, requests are answered
    /// on the page (slower, but the game goes on).
    #[must_use]
    pub fn start(on_answer: impl Fn(BotAnswer) + 'static) -> BotWorker {
        let on_answer: AnswerHandler = Rc::new(on_answer);
        let (glue, wasm) = module_urls().unwrap_or_default();
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = (!glue.is_empty())
            .then(|| web_sys::Worker::new_with_options("bot-worker.js", &options).ok())
            .flatten();
        let onmessage = worker.as_ref().map(|worker| {
            let on_answer = Rc::clone(&on_answer);
            let closure =
                Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
                    if let Some(text) = event.data().as_string()
                        && let Ok(answer) = serde_json::from_str::<BotAnswer>(&text)
                    {
                        on_answer(answer);
                    }
                });
            worker.set_onmessage(Some(closure.as_ref().unchecked_ref()));
            closure
        });
        BotWorker {
            worker,
            glue,
            wasm,
            on_answer,
            _onmessage: onmessage,
        }
    }

    /// Asks for a move.
    pub fn ask(&self, request: &BotRequest) {
        let text = serde_json::to_string(request).invariant("requests serialize");
        if let Some(worker) = &self.worker {
            let message = js_sys::Object::new();
            let set = |k: &str, v: &str| js_sys::Reflect::set(&message, &k.into(), &v.into()).is_ok();
            if set("glue", &self.glue)
                && set("wasm", &self.wasm)
                && set("request", &text)
                && worker.post_message(&message).is_ok()
            {
                return;
            }
        }
        let answer = answer(request);
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
