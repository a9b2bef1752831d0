//! Glüx for JavaScript: a played game with its record, in the record's own JSON shapes.

use super::{NewGame, bad_input, error, json, level, record_text, refused, seed};
use crate::core::link::FRAGMENT_KEY;
use crate::core::seat::Seat;
use crate::glux::scoring::score_json;
use crate::glux::{Action, Coord, GameSetup, PlayError, PlayedGame, RecordedAction, link};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json as value};
use wasm_bindgen::prelude::*;

/// A Glüx game for the package's `Glux` class.
#[wasm_bindgen]
pub struct GluxHandle {
    game: PlayedGame,
    /// The numbers of the last `legalActions`, which JavaScript reads in place.
    packed: Vec<u8>,
}

fn illegal(e: PlayError) -> JsValue {
    refused(&e, e == PlayError::GameOver)
}

#[wasm_bindgen]
impl GluxHandle {
    /// A new game from `{"players": 2|3|4, "seed": "<digits>", "names": [...]}`.
    #[wasm_bindgen(constructor)]
    pub fn new(options: &str) -> Result<GluxHandle, JsValue> {
        let options = NewGame::read(options)?;
        let setup = GameSetup::new(options.players, seed(&options.seed)?);
        let game =
            PlayedGame::new(setup, options.names).map_err(|e| error("BAD_SETUP", &e.to_string(), None))?;
        Ok(GluxHandle {
            game,
            packed: Vec::new(),
        })
    }

    /// A game from a record (as `glux replay` reads it), an exported file of the app, or a share
    /// link (the whole address, or its fragment).
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str) -> Result<GluxHandle, JsValue> {
        let trimmed = text.trim();
        let game = if trimmed.starts_with('{') {
            PlayedGame::from_json(&record_text(trimmed, "Glüx")?)
                .map_err(|e| error("BAD_RECORD", &e.to_string(), None))?
        } else {
            let record = link::decode(trimmed).map_err(|e| error("BAD_LINK", &e.to_string(), None))?;
            PlayedGame::from_record(record).map_err(|e| error("BAD_LINK", &e.to_string(), None))?
        };
        Ok(GluxHandle {
            game,
            packed: Vec::new(),
        })
    }

    /// The seat to act, `undefined` once the game is over.
    #[wasm_bindgen(getter, js_name = toMove)]
    pub fn to_move(&self) -> Option<u8> {
        self.game.game().to_act().map(|s| s.0)
    }

    /// Every legal action of the seat to act, packed for the package's JavaScript to spell out in
    /// the record's shapes (far cheaper than JSON text for JavaScript to read): four numbers an
    /// action, `[kind, column, row, pips]`, kind 0 the start chip's face, 1 a placement on
    /// `[column, row]`, 2 the start option (column and row 0 where there are none). The array is a
    /// view of the handle's own memory, valid until the next call into the package: JavaScript
    /// reads it at once, and nothing is copied.
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&mut self) -> js_sys::Uint8Array {
        let board = self.game.game().board_state().board();
        self.packed.clear();
        for action in self.game.game().legal_actions() {
            let (kind, to) = match action {
                Action::StartFace(_) => (0, Coord { col: 0, row: 0 }),
                Action::Place { to, .. } => (1, board.coord(to)),
                Action::StartOption(_) => (2, Coord { col: 0, row: 0 }),
            };
            self.packed.extend([kind, to.col, to.row, action.pips().value()]);
        }
        // SAFETY: the package's JavaScript reads the view before its next call into the module,
        // so the buffer cannot move under it. The module's memory can still grow while the view
        // is handed over (wasm-bindgen may widen its table of JavaScript values then), which
        // empties the view instead of changing it: api.js asks again for an empty one.
        unsafe { js_sys::Uint8Array::view(&self.packed) }
    }

    /// How many legal actions there are: the engine's own work in `legalActions`, without the
    /// actions crossing to JavaScript (`scripts/bench-package.mjs` measures the difference).
    #[wasm_bindgen(js_name = legalActionCount)]
    pub fn legal_action_count(&self) -> usize {
        self.game.game().legal_actions().len()
    }

    /// Plays an action given as JSON text; a refused action changes nothing.
    pub fn play(&mut self, action: &str) -> Result<(), JsValue> {
        let recorded: RecordedAction =
            serde_json::from_str(action).map_err(|e| bad_input(&format!("not a Glüx action: {e}")))?;
        if self.game.game().is_over() {
            return Err(illegal(PlayError::GameOver));
        }
        let board = self.game.game().board_state().board();
        let action = recorded
            .to_action(board)
            .map_err(|at| bad_input(&format!("{} is not a square of this board", at.label())))?;
        self.game.play(action).map(|_| ()).map_err(illegal)
    }

    /// Whether the game is over.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.game.game().is_over()
    }

    /// The score of the position now, as `glux score` prints it (JSON text).
    pub fn score(&self) -> String {
        score_json(self.game.game().board_state()).to_string()
    }

    /// What `seat` may see, as JSON text: the board, every seat's counts of chips left, its own
    /// hand; never another hand or the order of any bag.
    pub fn view(&self, seat: u32) -> Result<String, JsValue> {
        let game = self.game.game();
        let players = game.board_state().players();
        let seat = u8::try_from(seat)
            .ok()
            .filter(|&s| s < players)
            .ok_or_else(|| bad_input(&format!("there is no seat {seat} in a {players}-player game")))?;
        let view = game.view(Seat(seat));
        let position = view.board_state();
        let board = position.board();
        let chip = |c: crate::glux::PlacedChip| value!({"seat": c.seat.0, "pips": c.pips});
        let stacks: Vec<Value> = board
            .squares()
            .filter_map(|sq| {
                let stack = position.stack(sq);
                let top = stack.top()?;
                let c = board.coord(sq);
                let chips: Vec<Value> = stack.covered().into_iter().chain([top]).map(chip).collect();
                Some(value!({"at": [c.col, c.row], "chips": chips}))
            })
            .collect();
        let seats = || Seat::all(players);
        Ok(value!({
            "seat": seat,
            "to_move": game.to_act().map(|s| s.0),
            "over": game.is_over(),
            "players": players,
            "start_player": game.start_player().0,
            "hand": view.hand().map(|c| c.faces()),
            "stacks": stacks,
            "start_squares": seats().map(|s| {
                let c = board.coord(position.start_square(s));
                [c.col, c.row]
            }).collect::<Vec<_>>(),
            "start_option_used": seats().map(|s| position.start_option_used(s)).collect::<Vec<_>>(),
            "excluded": seats().map(|s| position.is_excluded(s)).collect::<Vec<_>>(),
            "supply": seats().map(|s| view.supply(s).0).collect::<Vec<_>>(),
        })
        .to_string())
    }

    /// A bot's action for the seat to act, chosen from that seat's view only.
    #[wasm_bindgen(js_name = botAction)]
    pub fn bot_action(&self, level_name: &str, bot_seed: &str) -> Result<String, JsValue> {
        let level = level(level_name)?;
        let game = self.game.game();
        let seat = game.to_act().ok_or_else(|| illegal(PlayError::GameOver))?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed(bot_seed)?);
        let action = crate::glux::bots::bot(level)
            .choose(&game.view(seat), &mut rng)
            .ok_or_else(|| illegal(PlayError::GameOver))?;
        Ok(json(&RecordedAction::from_action(
            action,
            game.board_state().board(),
        )))
    }

    /// Expert's review of the game so far, as `glux review` prints it.
    pub fn review(&self) -> Result<String, JsValue> {
        let mut judge = crate::glux::bots::judge::GluxJudge::default();
        let review = crate::glux::bots::judge::review_game(&self.game, &mut judge, &mut |_, _| true)
            .map_err(|_| error("BAD_RECORD", "the game cannot be reviewed", None))?;
        Ok(crate::glux::bots::judge::review_json(self.game.truncated(0).game(), &review).to_string())
    }

    /// Every seat's chance of winning now, by Expert, as the seat to act can know it.
    #[wasm_bindgen(js_name = winChances)]
    pub fn win_chances(&self) -> Vec<f64> {
        crate::glux::bots::judge::win_chances(self.game.game())
    }

    /// The record, as `glux replay` and `glux score` read it.
    #[wasm_bindgen(js_name = toRecord)]
    pub fn to_record(&self) -> String {
        self.game.to_json()
    }

    /// The share link's fragment, `game=…`.
    #[wasm_bindgen(js_name = toLink)]
    pub fn to_link(&self) -> Result<String, JsValue> {
        link::encode(self.game.record())
            .map(|text| format!("{FRAGMENT_KEY}{text}"))
            .map_err(|e| error("BAD_LINK", &e.to_string(), None))
    }
}
