//! Computer opponents in the browser. The bots run in a Web Worker (`static/bot-worker.js`), which
//! loads the bots' own wasm module (`src/modules/bots.rs`) the first time a bot has to think, so the page
//! never freezes and carries no bot code. The messages are `crate::app::bots`'.

use crate::app::bots::{BotAnswer, BotRequest};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

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
            chance: None,
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
