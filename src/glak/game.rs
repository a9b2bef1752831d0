//! A game of GLAK: setup (the deal, the start player, the starting fields), the turn with its phases
//! and action points, the actions, the final round and our stall guard, and undo within a turn.
//! Every action is checked completely before anything changes.

use super::area::{Area, LaidBoard, Place, Point};
use super::fields::{Field, FieldSet};
use super::scoring::{self, Score, Stones};
use super::tiles::TileSet;
use crate::core::invariant::Invariant;
use crate::core::seat::{PLAYER_COUNTS, PerSeat, Seat};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use thiserror::Error;

/// Stones each player starts with.
pub const STONES: u8 = 20;
/// Action points of a turn after the first round.
pub const ACTION_POINTS: u8 = 5;
/// A supply at or below this after a player's turn starts the final round.
pub const FINAL_ROUND_SUPPLY: u8 = 2;

/// Boards dealt to each player: 4 with two players, 3 with three or four.
#[must_use]
pub const fn boards_each(players: u8) -> usize {
    if players == 2 { 4 } else { 3 }
}

/// The starting field's corner of the starting board for each seat (0–3, clockwise from the top
/// left): seats in order on the corners with three or four players, opposite corners with two.
#[must_use]
pub fn starting_corner(players: u8, seat: Seat) -> u8 {
    if players == 2 { seat.0 * 2 } else { seat.0 }
}

/// Each seat's starting field: the corner of the starting board [`starting_corner`] gives it.
#[must_use]
pub fn starting_field(players: u8, seat: Seat) -> Field {
    Area::corner_field(starting_corner(players, seat))
}

/// Whether `players` can play with `tiles`: the checks of a game's setup before anything is dealt
/// (what a picture of the table before the game needs).
///
/// # Errors
/// A player count the game has not, or too few boards in the tile set for everyone's hand.
pub fn check_players(players: u8, tiles: &TileSet) -> Result<(), SetupError> {
    if !PLAYER_COUNTS.contains(&(players as usize)) {
        return Err(SetupError::PlayerCount(players));
    }
    let needed = boards_each(players) * players as usize;
    let found = tiles.boards().len();
    if found < needed {
        return Err(SetupError::TooFewBoards {
            players,
            needed,
            found,
        });
    }
    Ok(())
}

/// Action points of the `turn`-th turn of the game (counted from 0): the first round grows from
/// `6 − players` to 5, then every turn has 5.
#[must_use]
pub fn action_points(players: u8, turn: u32) -> u8 {
    if turn < u32::from(players) {
        6 - players + turn as u8
    } else {
        ACTION_POINTS
    }
}

/// What a player does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Starting phase: lay a board from the hand (its index in the tile set) on a lattice place.
    Lay {
        /// The small board's index in the tile set.
        tile: usize,
        /// Where.
        at: Place,
        /// Quarter turns clockwise, 0–3.
        rotation: u8,
    },
    /// One action point: a stone from the supply onto a field.
    Place(Point),
    /// One action point: a stone one field orthogonally.
    Step {
        /// The stone's field.
        from: Point,
        /// The empty neighbour.
        to: Point,
    },
    /// Closing phase, a whole turn: a stone from anywhere to almost anywhere.
    Jump {
        /// The stone's field.
        from: Point,
        /// The destination.
        to: Point,
    },
    /// End the turn.
    EndTurn,
}

/// Why an action was refused, naming the rule. The game is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// Nothing may happen after the final scoring.
    #[error("the game is over")]
    GameOver,
    /// A turn: in the starting phase the board comes first.
    #[error("starting phase: lay a board before using action points")]
    BoardFirst,
    /// A turn: one board per turn, and only in the starting phase.
    #[error("no board may be laid now (one board per turn, in the starting phase)")]
    NoBoardNow,
    /// Laying a board: only one of the player's own boards.
    #[error("that board is not in the player's hand")]
    NotInHand,
    /// Laying a board: four rotations, never flipped.
    #[error("a board turns by quarter turns, 0 to 3")]
    Rotation,
    /// Laying a board: a free lattice place sharing a full side with the area.
    #[error("a board goes on a free place sharing a full side with the area")]
    NotASlot,
    /// Action points: all used.
    #[error("no action points are left this turn")]
    NoActionPoints,
    /// Place: the supply is empty.
    #[error("the supply is empty")]
    SupplyEmpty,
    /// Place, step, jump: only onto an empty open field of the area.
    #[error("that is not an empty open field of the play area")]
    NotEmptyOpen,
    /// Place, step, jump: never onto another player's starting field.
    #[error("that is another player's starting field")]
    OthersStartingField,
    /// Place: next to an own stone or the own starting field, or on the own starting field.
    #[error("a stone is placed next to an own stone or the own starting field, or on it")]
    NotNextToOwn,
    /// Step, jump: only the player's own stones move.
    #[error("there is no own stone on that field")]
    NotOwnStone,
    /// Step: one field orthogonally.
    #[error("a step goes one field up, down, left or right")]
    NotAStep,
    /// Jump: only in the closing phase, as the whole turn.
    #[error("a jump is the whole turn of a player holding no board")]
    NoJumpNow,
    /// Jump: never into another player's territory.
    #[error("a jump never lands in another player's territory")]
    OthersTerritory,
}

/// Why the final round began.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FinalRoundCause {
    /// A player's supply was down to 2 or fewer after their turn.
    Supply,
    /// Our stall guard: a whole round passed without a stone placed or a board laid.
    Stall,
}

/// The final round, once it has begun.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FinalRound {
    /// Who triggered it (and takes the last turn).
    pub trigger: Seat,
    /// Why.
    pub cause: FinalRoundCause,
    /// Turns still to be played, this one included.
    pub turns_left: u8,
}

/// How a game begins: players and seed, or an explicit deal and start player (records, tests).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSetup {
    /// 2 to 4.
    pub players: u8,
    /// Fixes the deal and the start player when they are not given.
    pub seed: u64,
    /// Each seat's boards by name.
    pub deal: Option<Vec<Vec<String>>>,
    /// Who starts.
    pub start_player: Option<u8>,
}

impl GameSetup {
    /// Whether the setup can be played with `tiles`: every check [`Game::new`] makes, before it
    /// deals or draws anything by chance (what a picture of the table before the game, or an
    /// invitation's join screen, needs).
    ///
    /// # Errors
    /// A [`SetupError`] for a player count out of range, a deal that does not fit the set, or a
    /// start player that is no seat.
    pub fn check(&self, tiles: &TileSet) -> Result<(), SetupError> {
        check_players(self.players, tiles)?;
        self.dealt(tiles)?;
        match self.start_player {
            Some(s) if s >= self.players => Err(SetupError::NoSuchSeat(s)),
            _ => Ok(()),
        }
    }

    /// Each seat's boards (their indexes in `tiles`) when the setup gives the deal; `None` when
    /// the seed deals them.
    fn dealt(&self, tiles: &TileSet) -> Result<Option<PerSeat<Vec<usize>>>, SetupError> {
        let Some(deal) = &self.deal else {
            return Ok(None);
        };
        let (players, needed) = (self.players, boards_each(self.players));
        if deal.len() != players as usize {
            return Err(SetupError::DealSize {
                seat: deal.len().min(players as usize) as u8,
                found: 0,
                needed,
            });
        }
        let mut hands = PerSeat::<Vec<usize>>::default();
        let mut used = Vec::new();
        for (seat, names) in Seat::all(players).zip(deal) {
            if names.len() != needed {
                return Err(SetupError::DealSize {
                    seat: seat.0,
                    found: names.len(),
                    needed,
                });
            }
            for name in names {
                let index = tiles
                    .index_of(name)
                    .filter(|i| !used.contains(i))
                    .ok_or_else(|| SetupError::UnknownBoard(name.clone()))?;
                used.push(index);
                hands[seat].push(index);
            }
        }
        Ok(Some(hands))
    }
}

/// Why a setup is not a game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// 2 to 4 players.
    #[error("GLAK is for 2 to 4 players, not {0}")]
    PlayerCount(u8),
    /// The tile set has too few boards for the deal.
    #[error("{players} players need {needed} small boards; the tile set has {found}")]
    TooFewBoards {
        /// Players.
        players: u8,
        /// Boards needed.
        needed: usize,
        /// Boards in the set.
        found: usize,
    },
    /// The deal names a board the set does not have, or twice.
    #[error("the deal names board `{0}`, which the tile set does not have (or names it twice)")]
    UnknownBoard(String),
    /// The deal gives a seat the wrong number of boards.
    #[error("the deal gives seat {seat} {found} boards; each player gets {needed}")]
    DealSize {
        /// The seat (0-based).
        seat: u8,
        /// Boards given.
        found: usize,
        /// Boards due.
        needed: usize,
    },
    /// No such seat.
    #[error("there is no seat {0} in this game")]
    NoSuchSeat(u8),
}

/// The state that every action changes, and that undo restores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    players: u8,
    area: Area,
    /// Each seat's stones.
    stones: PerSeat<FieldSet>,
    /// Every stone.
    occupied: FieldSet,
    /// Each seat's starting field.
    starts: PerSeat<Field>,
    /// For each seat, the other players' starting fields, where it may never go.
    others_starts: PerSeat<FieldSet>,
    supply: PerSeat<u8>,
    hands: PerSeat<Vec<usize>>,
    to_move: Seat,
    /// Turns begun so far, minus one: the current turn's number from 0.
    turn: u32,
    /// Whether this turn began with a board in hand.
    starting_phase: bool,
    board_laid: bool,
    /// Where in the hand this turn's board was, so that undo puts it back there.
    laid_from: usize,
    points: u8,
    points_used: u8,
    /// A stone placed or a board laid this turn (the stall guard watches for neither).
    progressed: bool,
    /// Turns in a row without progress.
    idle_turns: u8,
    final_round: Option<FinalRound>,
    over: bool,
    start_player: Seat,
    /// The actions of the turn in progress, for undo.
    turn_actions: Vec<Action>,
}

/// The most steps a player can have: four from each stone.
const STEPS_AT_MOST: usize = 4 * STONES as usize;

/// The steps a player may make, without allocating: a list of (stone, empty neighbour).
#[derive(Clone, Copy, Debug)]
pub struct Steps {
    list: [(Field, Field); STEPS_AT_MOST],
    len: usize,
}

impl std::ops::Deref for Steps {
    type Target = [(Field, Field)];

    fn deref(&self) -> &[(Field, Field)] {
        &self.list[..self.len]
    }
}

/// The legal actions of the seat to move, by kind, in field numbers (see [`Game::legal_moves`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LegalMoves {
    /// Board due: every free lattice place (every board in hand fits in any rotation).
    pub board_slots: Vec<Place>,
    /// Where a stone may be placed.
    pub place: FieldSet,
    /// Each step: a stone and an empty neighbour.
    pub step: Vec<(Field, Field)>,
    /// Stones that may jump (all the seat's stones, when a jump is allowed).
    pub jump_from: FieldSet,
    /// Where a jump may land.
    pub jump_to: FieldSet,
    /// Whether the turn may end now.
    pub end_turn: bool,
}

impl Game {
    /// A new game on a tile set.
    ///
    /// # Errors
    /// A [`SetupError`] for a player count out of range, a deal that does not fit the set, or a
    /// start player that is no seat.
    pub fn new(setup: &GameSetup, tiles: Arc<TileSet>) -> Result<Game, SetupError> {
        let players = setup.players;
        setup.check(&tiles)?;
        let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
        let hands = match setup.dealt(&tiles)? {
            Some(hands) => hands,
            None => {
                let mut hands = PerSeat::<Vec<usize>>::default();
                let mut order: Vec<usize> = (0..tiles.boards().len()).collect();
                order.shuffle(&mut rng);
                for seat in Seat::all(players) {
                    hands[seat] = order.drain(..boards_each(players)).collect();
                }
                hands
            }
        };
        let start_player = setup
            .start_player
            .map_or_else(|| Seat(rng.random_range(0..players)), Seat);
        let supply = PerSeat::from_fn(|_| STONES);
        Ok(Game::at_turn_start(
            Area::new(tiles),
            players,
            PerSeat::default(),
            hands,
            supply,
            (start_player, 0),
            start_player,
        ))
    }

    /// A game in the middle, from a position's parts (checked by the caller, `position.rs`): the
    /// turn is a full one (5 action points, after the first round), nothing done in it yet beyond
    /// the board if `board_laid`.
    pub(crate) fn from_parts(
        area: Area,
        players: u8,
        stones: PerSeat<FieldSet>,
        hands: PerSeat<Vec<usize>>,
        supply: PerSeat<u8>,
        to_move: Seat,
        board_laid: bool,
    ) -> Game {
        let mut game = Game::at_turn_start(
            area,
            players,
            stones,
            hands,
            supply,
            (to_move, u32::from(players)),
            Seat(0),
        );
        if board_laid {
            game.starting_phase = true;
            game.board_laid = true;
        }
        game
    }

    /// A game at the start of a turn: `(to_move, turn)` says whose and its number from 0.
    fn at_turn_start(
        area: Area,
        players: u8,
        stones: PerSeat<FieldSet>,
        hands: PerSeat<Vec<usize>>,
        supply: PerSeat<u8>,
        (to_move, turn): (Seat, u32),
        start_player: Seat,
    ) -> Game {
        let starts = PerSeat::from_fn(|s| starting_field(players, s));
        let others_starts = PerSeat::from_fn(|seat| {
            Seat::all(players)
                .filter(|&s| s != seat)
                .map(|s| starts[s])
                .collect()
        });
        let occupied = Seat::all(players).fold(FieldSet::EMPTY, |all, s| all.or(&stones[s]));
        let mut game = Game {
            players,
            area,
            stones,
            occupied,
            starts,
            others_starts,
            supply,
            hands,
            to_move,
            turn,
            starting_phase: false,
            board_laid: false,
            laid_from: 0,
            points: 0,
            points_used: 0,
            progressed: false,
            idle_turns: 0,
            final_round: None,
            over: false,
            start_player,
            turn_actions: Vec::new(),
        };
        game.begin_turn();
        game
    }

    fn begin_turn(&mut self) {
        self.starting_phase = !self.hands[self.to_move].is_empty();
        self.board_laid = false;
        self.laid_from = 0;
        self.points = action_points(self.players, self.turn);
        self.points_used = 0;
        self.progressed = false;
        self.turn_actions.clear();
    }

    /// Players in the game.
    #[must_use]
    pub fn players(&self) -> u8 {
        self.players
    }

    /// The play area.
    #[must_use]
    pub fn area(&self) -> &Area {
        &self.area
    }

    /// Every stone and its owner, seat by seat.
    pub fn stones(&self) -> impl Iterator<Item = (Point, Seat)> + '_ {
        Seat::all(self.players).flat_map(move |s| self.stones[s].iter().map(move |f| (self.area.point(f), s)))
    }

    /// Whose stone stands on a field, if any.
    #[must_use]
    pub fn stone_at(&self, p: Point) -> Option<Seat> {
        let f = self.area.field_at(p)?;
        self.owner(f)
    }

    fn owner(&self, f: Field) -> Option<Seat> {
        if !self.occupied.contains(f) {
            return None;
        }
        Seat::all(self.players).find(|&s| self.stones[s].contains(f))
    }

    /// A seat's stones on the area, as field numbers.
    #[must_use]
    pub fn stones_of(&self, seat: Seat) -> &FieldSet {
        &self.stones[seat]
    }

    /// Stones a seat still holds.
    #[must_use]
    pub fn supply(&self, seat: Seat) -> u8 {
        self.supply[seat]
    }

    /// The boards a seat still holds (indices in the tile set).
    #[must_use]
    pub fn hand(&self, seat: Seat) -> &[usize] {
        &self.hands[seat]
    }

    /// The seat whose turn it is, unless the game is over.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        (!self.over).then_some(self.to_move)
    }

    /// Who took the first turn.
    #[must_use]
    pub fn start_player(&self) -> Seat {
        self.start_player
    }

    /// The current turn's number, from 0.
    #[must_use]
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Whether this turn is in the starting phase (it began with a board in hand).
    #[must_use]
    pub fn in_starting_phase(&self) -> bool {
        self.starting_phase
    }

    /// Whether this turn's board is laid.
    #[must_use]
    pub fn board_laid(&self) -> bool {
        self.board_laid
    }

    /// Whether the player to move must lay a board before anything else.
    #[must_use]
    pub fn board_due(&self) -> bool {
        self.starting_phase && !self.board_laid
    }

    /// Action points of this turn (2–5 in the first round, then 5).
    #[must_use]
    pub fn turn_action_points(&self) -> u8 {
        self.points
    }

    /// Action points left this turn.
    #[must_use]
    pub fn action_points_left(&self) -> u8 {
        self.points - self.points_used
    }

    /// The final round, once begun.
    #[must_use]
    pub fn final_round(&self) -> Option<FinalRound> {
        self.final_round
    }

    /// Whether the game is over (then [`Game::score`] is the final scoring).
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The actions of the turn in progress.
    #[must_use]
    pub fn turn_actions(&self) -> &[Action] {
        &self.turn_actions
    }

    /// Each seat's starting field.
    #[must_use]
    pub fn starting_fields(&self) -> Vec<Point> {
        Seat::all(self.players)
            .map(|s| self.area.point(self.starts[s]))
            .collect()
    }

    /// The position as scoring sees it.
    #[must_use]
    pub fn scoring_view(&self) -> Stones<'_> {
        let players = self.players as usize;
        Stones {
            area: &self.area,
            by_seat: &self.stones.0[..players],
            starts: &self.starts.0[..players],
        }
    }

    /// The score if the game ended now (the final scoring once it is over).
    #[must_use]
    pub fn score(&self) -> Score {
        scoring::score(self.scoring_view())
    }

    /// Whether `seat` may put a stone on, step to or jump to a field: an empty open field of the
    /// area that is not another player's starting field.
    fn free_for(&self, seat: Seat, f: Field) -> Result<(), PlayError> {
        if !self.area.open_fields().contains(f) || self.occupied.contains(f) {
            return Err(PlayError::NotEmptyOpen);
        }
        if self.others_starts[seat].contains(f) {
            return Err(PlayError::OthersStartingField);
        }
        Ok(())
    }

    /// The fields `seat` may move a stone onto: empty, open, no other player's starting field.
    pub(crate) fn free_fields(&self, seat: Seat) -> FieldSet {
        self.area
            .open_fields()
            .minus(&self.occupied)
            .minus(&self.others_starts[seat])
    }

    fn field(&self, p: Point, missing: PlayError) -> Result<Field, PlayError> {
        self.area.field_at(p).ok_or(missing)
    }

    fn own_stone(&self, seat: Seat, p: Point) -> Result<Field, PlayError> {
        let f = self.field(p, PlayError::NotOwnStone)?;
        if self.stones[seat].contains(f) {
            Ok(f)
        } else {
            Err(PlayError::NotOwnStone)
        }
    }

    /// Whether the seat to move may jump now: the closing phase, as the turn's first action, with a
    /// stone on the area (a landing may still be lacking).
    #[must_use]
    pub fn jump_allowed(&self) -> bool {
        !self.over && !self.starting_phase && self.points_used == 0 && !self.stones[self.to_move].is_empty()
    }

    /// Checks an action for the seat to move without playing it.
    ///
    /// # Errors
    /// The [`PlayError`] naming the rule it breaks.
    // Long: one arm per kind of action, each that action's rules in the rule book's order.
    pub fn check(&self, action: Action) -> Result<(), PlayError> {
        if self.over {
            return Err(PlayError::GameOver);
        }
        let seat = self.to_move;
        let board_due = self.board_due();
        match action {
            Action::Lay { tile, at, rotation } => {
                if !board_due {
                    return Err(PlayError::NoBoardNow);
                }
                if !self.hands[seat].contains(&tile) {
                    return Err(PlayError::NotInHand);
                }
                if rotation > 3 {
                    return Err(PlayError::Rotation);
                }
                if !self.area.is_free_slot(at) {
                    return Err(PlayError::NotASlot);
                }
                Ok(())
            }
            Action::EndTurn => {
                if board_due {
                    return Err(PlayError::BoardFirst);
                }
                Ok(())
            }
            Action::Jump { from, to } => {
                if self.starting_phase || self.points_used > 0 {
                    return Err(PlayError::NoJumpNow);
                }
                self.own_stone(seat, from)?;
                let to = self.field(to, PlayError::NotEmptyOpen)?;
                self.free_for(seat, to)?;
                match scoring::territory_owner(self.scoring_view(), to) {
                    Some(owner) if owner != seat => Err(PlayError::OthersTerritory),
                    _ => Ok(()),
                }
            }
            Action::Place(to) => {
                if board_due {
                    return Err(PlayError::BoardFirst);
                }
                if self.action_points_left() == 0 {
                    return Err(PlayError::NoActionPoints);
                }
                if self.supply[seat] == 0 {
                    return Err(PlayError::SupplyEmpty);
                }
                let to = self.field(to, PlayError::NotEmptyOpen)?;
                self.free_for(seat, to)?;
                let own_start = self.starts[seat];
                let next_to_own = to == own_start
                    || self
                        .area
                        .neighbours(to)
                        .into_iter()
                        .flatten()
                        .any(|n| n == own_start || self.stones[seat].contains(n));
                if !next_to_own {
                    return Err(PlayError::NotNextToOwn);
                }
                Ok(())
            }
            Action::Step { from, to } => {
                if board_due {
                    return Err(PlayError::BoardFirst);
                }
                if self.action_points_left() == 0 {
                    return Err(PlayError::NoActionPoints);
                }
                let from = self.own_stone(seat, from)?;
                let to = self.field(to, PlayError::NotAStep)?;
                if !self.area.adjacent(from, to) {
                    return Err(PlayError::NotAStep);
                }
                self.free_for(seat, to)
            }
        }
    }

    /// Plays an action of the seat to move.
    ///
    /// # Errors
    /// The [`PlayError`] of an illegal action; the game is unchanged.
    pub fn play(&mut self, action: Action) -> Result<(), PlayError> {
        self.check(action)?;
        let seat = self.to_move;
        self.turn_actions.push(action);
        let field = |game: &Game, p: Point| game.area.field_at(p).invariant("a checked field is in the area");
        match action {
            Action::Lay { tile, at, rotation } => {
                let from = self.hands[seat].iter().position(|&t| t == tile);
                self.laid_from = from.invariant("a checked board is in the hand");
                self.hands[seat].remove(self.laid_from);
                self.area.lay(LaidBoard {
                    tile: Some(tile),
                    at,
                    rotation,
                });
                self.board_laid = true;
                self.progressed = true;
            }
            Action::Place(to) => {
                let to = field(self, to);
                self.stones[seat].insert(to);
                self.occupied.insert(to);
                self.supply[seat] -= 1;
                self.points_used += 1;
                self.progressed = true;
            }
            Action::Step { from, to } => {
                let (from, to) = (field(self, from), field(self, to));
                self.move_stone(seat, from, to);
                self.points_used += 1;
            }
            Action::Jump { from, to } => {
                let (from, to) = (field(self, from), field(self, to));
                self.move_stone(seat, from, to);
                self.end_turn();
            }
            Action::EndTurn => self.end_turn(),
        }
        Ok(())
    }

    fn move_stone(&mut self, seat: Seat, from: Field, to: Field) {
        self.stones[seat].remove(from);
        self.occupied.remove(from);
        self.stones[seat].insert(to);
        self.occupied.insert(to);
    }

    fn end_turn(&mut self) {
        let seat = self.to_move;
        self.idle_turns = if self.progressed { 0 } else { self.idle_turns + 1 };
        match &mut self.final_round {
            Some(round) => {
                round.turns_left -= 1;
                if round.turns_left == 0 {
                    self.over = true;
                }
            }
            None => {
                let cause = if self.supply[seat] <= FINAL_ROUND_SUPPLY {
                    Some(FinalRoundCause::Supply)
                } else if self.idle_turns >= self.players {
                    Some(FinalRoundCause::Stall)
                } else {
                    None
                };
                self.final_round = cause.map(|cause| FinalRound {
                    trigger: seat,
                    cause,
                    turns_left: self.players,
                });
            }
        }
        self.turn_actions.clear();
        if !self.over {
            self.to_move = seat.next(self.players);
            self.turn += 1;
            self.begin_turn();
        }
    }

    /// Takes back the last action of the turn in progress. Returns `false` when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(&last) = self.turn_actions.last() else {
            return false;
        };
        let seat = self.to_move;
        let field = |game: &Game, p: Point| game.area.field_at(p).invariant("a played field is in the area");
        match last {
            Action::Lay { tile, .. } => {
                self.area.unlay();
                self.hands[seat].insert(self.laid_from, tile);
                self.laid_from = 0;
                self.board_laid = false;
            }
            Action::Place(at) => {
                let at = field(self, at);
                self.stones[seat].remove(at);
                self.occupied.remove(at);
                self.supply[seat] += 1;
                self.points_used -= 1;
            }
            Action::Step { from, to } => {
                let (from, to) = (field(self, from), field(self, to));
                self.move_stone(seat, to, from);
                self.points_used -= 1;
            }
            // Both end the turn, so they are never among the turn's actions.
            Action::Jump { .. } | Action::EndTurn => return false,
        }
        self.turn_actions.pop();
        self.progressed = self
            .turn_actions
            .iter()
            .any(|a| matches!(a, Action::Lay { .. } | Action::Place(_)));
        true
    }

    /// The same position with the turn's action points not yet used (the board, if laid, stays):
    /// what the player may do "at the start of their action points".
    #[must_use]
    pub fn with_fresh_points(&self) -> Game {
        let mut game = self.clone();
        game.points_used = 0;
        game
    }

    /// Puts a stone on a field, outside the rules (tests build positions with it).
    #[cfg(test)]
    pub(crate) fn put_stone(&mut self, at: Point, seat: Seat) {
        let f = self.area.field_at(at).expect("a field of the area");
        self.stones[seat].insert(f);
        self.occupied.insert(f);
    }

    /// Where the seat to move may place a stone now (empty when it may not place).
    #[must_use]
    pub fn placements(&self) -> FieldSet {
        let seat = self.to_move;
        if self.over || self.board_due() || self.action_points_left() == 0 || self.supply[seat] == 0 {
            return FieldSet::EMPTY;
        }
        let start = self.starts[seat];
        let mut next_to = FieldSet::EMPTY;
        next_to.insert(start);
        for f in self.stones[seat].iter().chain([start]) {
            for n in self.area.links(f) {
                next_to.insert(n);
            }
        }
        next_to.and(&self.free_fields(seat))
    }

    /// The steps the seat to move may make now: a stone and an empty neighbour.
    #[must_use]
    pub fn steps(&self) -> Steps {
        let mut steps = Steps {
            list: [(Field::OUTSIDE, Field::OUTSIDE); STEPS_AT_MOST],
            len: 0,
        };
        if self.over || self.board_due() || self.action_points_left() == 0 {
            return steps;
        }
        let seat = self.to_move;
        let free = self.free_fields(seat);
        for from in self.stones[seat].iter() {
            for to in self.area.links(from) {
                if free.contains(to) {
                    steps.list[steps.len] = (from, to);
                    steps.len += 1;
                }
            }
        }
        steps
    }

    /// Where a jump of the seat to move may land (empty when it may not jump now).
    #[must_use]
    pub fn jump_landings(&self) -> FieldSet {
        if !self.jump_allowed() {
            return FieldSet::EMPTY;
        }
        let seat = self.to_move;
        let mut landings = self.free_fields(seat);
        for t in scoring::field_territories(self.scoring_view()) {
            if t.seat != seat {
                landings = landings.minus(&t.fields);
            }
        }
        landings
    }

    /// Whether a jump of the seat to move may land on `to` (a field of the area).
    #[must_use]
    pub fn may_jump_to(&self, to: Field) -> bool {
        let seat = self.to_move;
        self.free_fields(seat).contains(to)
            && scoring::territory_owner(self.scoring_view(), to).is_none_or(|owner| owner == seat)
    }

    /// The legal actions of the seat to move by kind, in field numbers: what bots and self-play
    /// work with. Empty once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> LegalMoves {
        let mut moves = LegalMoves::default();
        if self.over {
            return moves;
        }
        if self.board_due() {
            moves.board_slots = self.area.free_slots();
            return moves;
        }
        moves.place = self.placements();
        moves.step = self.steps().to_vec();
        moves.jump_to = self.jump_landings();
        if !moves.jump_to.is_empty() {
            moves.jump_from = self.stones[self.to_move];
        }
        moves.end_turn = true;
        moves
    }

    /// Every legal action of the seat to move.
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        let moves = self.legal_moves();
        let point = |f: Field| self.area.point(f);
        let mut out = Vec::new();
        for &tile in &self.hands[self.to_move] {
            for rotation in 0..4 {
                out.extend(
                    moves
                        .board_slots
                        .iter()
                        .map(|&at| Action::Lay { tile, at, rotation }),
                );
            }
        }
        out.extend(moves.place.iter().map(|f| Action::Place(point(f))));
        out.extend(moves.step.iter().map(|&(from, to)| Action::Step {
            from: point(from),
            to: point(to),
        }));
        for from in moves.jump_from.iter() {
            out.extend(moves.jump_to.iter().map(|to| Action::Jump {
                from: point(from),
                to: point(to),
            }));
        }
        if moves.end_turn {
            out.push(Action::EndTurn);
        }
        out
    }
}

impl crate::core::rules::Rules for Game {
    type Action = Action;
    type Refusal = PlayError;
    type View<'a> = Game;

    fn players(&self) -> u8 {
        self.players
    }

    fn to_act(&self) -> Option<Seat> {
        Game::to_act(self)
    }

    fn legal_actions(&self) -> Vec<Action> {
        Game::legal_actions(self)
    }

    fn play_action(&mut self, action: Action) -> Result<(), PlayError> {
        self.play(action)
    }

    /// GLAK hides nothing once the boards are dealt: every seat sees the game.
    fn with_view<R>(&self, _seat: Seat, f: impl FnOnce(&Game) -> R) -> R {
        f(self)
    }

    /// A move is a whole turn.
    fn moves_made(&self) -> u32 {
        self.turn
    }

    fn outcome(&self) -> Option<crate::core::rules::Outcome> {
        self.over.then(|| {
            let score = self.score();
            let mut winners = crate::core::seat::SeatSet::EMPTY;
            for &seat in &score.winners {
                winners.insert(seat);
            }
            crate::core::rules::Outcome {
                scores: score.score.iter().map(|&s| u32::from(s)).collect(),
                winners,
            }
        })
    }

    /// The stones of the seat nearest the final round, out of those it places before it begins
    /// (the final round starts once a supply holds [`FINAL_ROUND_SUPPLY`] stones or fewer).
    fn progress(&self) -> f64 {
        if self.over {
            return 1.0;
        }
        let nearest = (0..self.players)
            .map(|s| STONES - self.supply[Seat(s)].min(STONES))
            .max()
            .unwrap_or(0);
        let before_final = f64::from(nearest) / f64::from(STONES - FINAL_ROUND_SUPPLY);
        if self.final_round.is_some() {
            1.0 - 0.05 * f64::from(self.final_round.map_or(0, |r| r.turns_left)) / f64::from(self.players)
        } else {
            (before_final * 0.95).min(0.95)
        }
    }
}
