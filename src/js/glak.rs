//! GLAK for JavaScript: a recorded game on our tile set, in the record's own JSON shapes.

use super::{NewGame, bad_input, error, json, level, record_text, refused, seed};
use crate::core::link::FRAGMENT_KEY;
use crate::core::seat::Seat;
use crate::glak::scoring::score_json;
use crate::glak::{Action, GameRecord, GameSetup, PlayError, RecordedAction, Recorder, TileSet, link};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json as value};
use wasm_bindgen::prelude::*;

/// A GLAK game for the package's `Glak` class.
#[wasm_bindgen]
pub struct GlakHandle {
    play: Recorder,
    /// The numbers of the last `legalActions`, which JavaScript reads in place.
    packed: Vec<i32>,
}

fn illegal(e: PlayError) -> JsValue {
    refused(&e, e == PlayError::GameOver)
}

#[wasm_bindgen]
impl GlakHandle {
    /// A new game from `{"players": 2|3|4, "seed": "<digits>", "names": [...]}`: the seed deals
    /// the boards and picks the start player.
    #[wasm_bindgen(constructor)]
    pub fn new(options: &str) -> Result<GlakHandle, JsValue> {
        let options = NewGame::read(options)?;
        let setup = GameSetup {
            players: options.players,
            seed: seed(&options.seed)?,
            deal: None,
            start_player: None,
        };
        let play = Recorder::new(&setup, TileSet::ours(), options.names)
            .map_err(|e| error("BAD_SETUP", &e.to_string(), None))?;
        Ok(GlakHandle {
            play,
            packed: Vec::new(),
        })
    }

    /// A game from a record (as `glak replay` reads it), an exported file of the app, or a share
    /// link (the whole address, or its fragment).
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str) -> Result<GlakHandle, JsValue> {
        let trimmed = text.trim();
        let record = if trimmed.starts_with('{') {
            GameRecord::load(&record_text(trimmed, "GLAK")?)
                .map_err(|e| error("BAD_RECORD", &e.to_string(), None))?
                .0
        } else {
            link::decode(trimmed)
                .map_err(|e| error("BAD_LINK", &e.to_string(), None))?
                .0
        };
        let play = Recorder::resume(&record).map_err(|e| error("BAD_RECORD", &e.to_string(), None))?;
        Ok(GlakHandle {
            play,
            packed: Vec::new(),
        })
    }

    /// The seat to act, `undefined` once the game is over.
    #[wasm_bindgen(getter, js_name = toMove)]
    pub fn to_move(&self) -> Option<u8> {
        self.play.game().to_act().map(|s| s.0)
    }

    /// Every legal action of the seat to act (the end of the turn when the turn may end), packed
    /// for the package's JavaScript to spell out in the record's shapes (far cheaper than JSON
    /// text for JavaScript to read): five numbers an action, `[kind, a, b, c, d]`, kind 0 a board
    /// (`a` its index in [`GlakHandle::board_names`], `[b, c]` its place, `d` its rotation), 1 a
    /// stone placed on `[a, b]`, 2 a step and 3 a jump from `[a, b]` to `[c, d]`, 4 the turn's end.
    /// The array is a view of the handle's own memory, valid until the next call into the
    /// package: JavaScript reads it at once, and nothing is copied.
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&mut self) -> js_sys::Int32Array {
        self.packed.clear();
        for action in self.play.game().legal_actions() {
            self.packed.extend(match action {
                Action::Lay { tile, at, rotation } => [0, tile as i32, at.bx, at.by, i32::from(rotation)],
                Action::Place(p) => [1, p.x, p.y, 0, 0],
                Action::Step { from, to } => [2, from.x, from.y, to.x, to.y],
                Action::Jump { from, to } => [3, from.x, from.y, to.x, to.y],
                Action::EndTurn => [4, 0, 0, 0, 0],
            });
        }
        // SAFETY: the package's JavaScript reads the view before its next call into the module,
        // so the buffer cannot move under it. The module's memory can still grow while the view
        // is handed over (wasm-bindgen may widen its table of JavaScript values then), which
        // empties the view instead of changing it: api.js asks again for an empty one.
        unsafe { js_sys::Int32Array::view(&self.packed) }
    }

    /// The names of the tile set's boards, by the index [`GlakHandle::legal_actions`] gives.
    #[wasm_bindgen(js_name = boardNames)]
    pub fn board_names(&self) -> Vec<String> {
        let tiles = self.play.game().area().tiles();
        tiles.boards().iter().map(|t| t.name().to_string()).collect()
    }

    /// How many legal actions there are: the engine's own work in `legalActions`, without the
    /// actions crossing to JavaScript (`scripts/bench-package.mjs` measures the difference).
    #[wasm_bindgen(js_name = legalActionCount)]
    pub fn legal_action_count(&self) -> usize {
        self.play.game().legal_actions().len()
    }

    /// Plays an action given as JSON text; a refused action changes nothing.
    pub fn play(&mut self, action: &str) -> Result<(), JsValue> {
        let recorded: RecordedAction =
            serde_json::from_str(action).map_err(|e| bad_input(&format!("not a GLAK action: {e}")))?;
        if self.play.game().is_over() {
            return Err(illegal(PlayError::GameOver));
        }
        let action = recorded
            .to_action(self.play.game().area().tiles())
            .ok_or_else(|| illegal(PlayError::NotInHand))?;
        self.play.play(action).map_err(illegal)
    }

    /// Whether the game is over.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.play.game().is_over()
    }

    /// The score of the position now, as `glak score` prints it (JSON text).
    pub fn score(&self) -> String {
        score_json(self.play.game()).to_string()
    }

    /// What `seat` may see, as JSON text: GLAK hides nothing, so the whole position.
    pub fn view(&self, seat: u32) -> Result<String, JsValue> {
        let game = self.play.game();
        let players = game.players();
        let seat = u8::try_from(seat)
            .ok()
            .filter(|&s| s < players)
            .ok_or_else(|| bad_input(&format!("there is no seat {seat} in a {players}-player game")))?;
        let tiles = game.area().tiles();
        let boards: Vec<Value> = game
            .area()
            .boards()
            .iter()
            .filter_map(|b| {
                let tile = b.tile?;
                Some(value!({"tile": tiles.boards()[tile].name(), "at": b.at, "rotation": b.rotation}))
            })
            .collect();
        let stones: Vec<Value> = game
            .stones()
            .map(|(p, s)| value!({"seat": s.0, "at": p}))
            .collect();
        let seats = || Seat::all(players);
        Ok(value!({
            "seat": seat,
            "to_move": game.to_act().map(|s| s.0),
            "over": game.is_over(),
            "players": players,
            "start_player": game.start_player().0,
            "boards": boards,
            "stones": stones,
            "starting_fields": game.starting_fields(),
            "hands": seats().map(|s| game.hand(s).iter().map(|&t| tiles.boards()[t].name()).collect::<Vec<_>>()).collect::<Vec<_>>(),
            "supply": seats().map(|s| game.supply(s)).collect::<Vec<_>>(),
            "board_due": game.board_due(),
            "action_points_left": game.action_points_left(),
            "final_round": game.final_round().is_some(),
        })
        .to_string())
    }

    /// A bot's next action for the seat to act.
    #[wasm_bindgen(js_name = botAction)]
    pub fn bot_action(&self, level_name: &str, bot_seed: &str) -> Result<String, JsValue> {
        let level = level(level_name)?;
        let game = self.play.game();
        let mut rng = ChaCha8Rng::seed_from_u64(seed(bot_seed)?);
        let mut bot = crate::glak::bots::bot(level);
        let action = bot
            .choose(game, &mut rng)
            .ok_or_else(|| illegal(PlayError::GameOver))?;
        Ok(json(&RecordedAction::from_action(action, game.area().tiles())))
    }

    /// Expert's review of the game so far, as `glak review` prints it.
    pub fn review(&self) -> Result<String, JsValue> {
        let mut judge = crate::glak::bots::judge::GlakJudge::default();
        let review = crate::glak::bots::judge::review_game(&self.play, &mut judge, &mut |_, _| true)
            .map_err(|_| error("BAD_RECORD", "the game cannot be reviewed", None))?;
        let start = crate::glak::bots::judge::start_of(self.play.record())
            .map_err(|e| error("BAD_RECORD", &e.to_string(), None))?;
        Ok(crate::glak::bots::judge::review_json(&start, &review).to_string())
    }

    /// Every seat's chance of winning now, by Expert (after its rest of the turn in progress).
    #[wasm_bindgen(js_name = winChances)]
    pub fn win_chances(&self) -> Vec<f64> {
        crate::glak::bots::judge::win_chances(self.play.game())
    }

    /// The record, as `glak replay` and `glak score` read it.
    #[wasm_bindgen(js_name = toRecord)]
    pub fn to_record(&self) -> String {
        json(self.play.record())
    }

    /// The share link's fragment, `game=…`.
    #[wasm_bindgen(js_name = toLink)]
    pub fn to_link(&self) -> Result<String, JsValue> {
        link::encode(self.play.record())
            .map(|text| format!("{FRAGMENT_KEY}{text}"))
            .map_err(|e| error("BAD_LINK", &e.to_string(), None))
    }
}
