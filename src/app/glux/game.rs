//! Glüx through the seam every game goes through (`crate::app::game`): its rules for the shell
//! ([`Glux`]), its table in play and its replay.

use super::table::{GluxAction, GluxReplay, GluxTable};
use super::{bot, carried, saved};
use crate::app::bridge::{CarriedGame, RemoteGame, behind};
use crate::app::game::{
    GameBots, GameFiles, GameHistory, GameJudge, GameRemote, GameReplay, GameRules, GameTable, Replay, Table,
    Taken,
};
use crate::app::games::{GameProblem, SeatAnswer, TableAction};
use crate::app::kind::{GameKind, ReplaySource};
use crate::app::seats::{FormProblem, NewGameForm, SeatInfo};
use crate::core::history::FinishedGame;
use crate::core::level::Level;
use crate::core::seat::SeatSet;
use crate::glux::PlayError;
use crate::glux::{PlayedGame, RecordedAction};
use crate::i18n::Texts;
use crate::remote::any::AnySession;
use crate::remote::glux::{DrawnChip, ForgedChip};
use crate::remote::message::Invitation;
use crate::remote::record::SavedSession;
use crate::remote::session::Random;
use crate::remote::{Reason, RemoteError};
use std::rc::Rc;

/// Glüx, as the registry lists it.
pub struct Glux;

impl GameRules for Glux {
    fn start(&self, form: &NewGameForm, bot_seed: u64) -> Option<Table> {
        saved::start(form, bot_seed).map(Table::new)
    }

    fn design_problem(&self, form: &NewGameForm) -> Option<FormProblem> {
        saved::design_problem(form)
    }

    fn setup_link(&self, form: &NewGameForm, names: Vec<String>) -> Option<String> {
        saved::setup_link(form, names)
    }

    fn problem_text(&self, problem: &GameProblem, t: Texts) -> String {
        super::problems::problem_text(problem, t)
    }

    fn resume(&self, text: &str) -> Result<Table, GameProblem> {
        saved::resume(text)
            .map(Table::new)
            .map_err(|e| GameProblem::new(GameKind::GLUX, e))
    }

    fn table_for_carried(&self, remote: &RemoteGame) -> Option<Table> {
        let game = carried::replay(&remote.game)?;
        Some(Table::new(GluxTable::new(
            game,
            remote.seats.clone(),
            remote.bot_seed,
        )))
    }

    fn play_on(&self, replay: &Replay, seats: Vec<SeatInfo>, bot_seed: u64) -> Option<Table> {
        let replay = replay.of::<GluxReplay>()?;
        Some(Table::new(GluxTable::new(
            replay.game.truncated(replay.at),
            seats,
            bot_seed,
        )))
    }

    fn setup_names(&self, setup: &[u8]) -> Option<Vec<String>> {
        // Read without making the game (the page's join screen draws before the games in play
        // are in); the carrier checks the whole invitation on joining.
        let link = crate::core::link::frame(crate::glux::record::LINK_GAME, setup);
        crate::glux::link::names(&link).ok()
    }
}

impl GameFiles for Glux {
    fn read_file(&self, text: &str) -> Result<Replay, GameProblem> {
        saved::read_file(text)
            .map(Replay::new)
            .map_err(|e| GameProblem::new(GameKind::GLUX, e))
    }

    fn open_link(&self, text: &str) -> Result<Replay, GameProblem> {
        saved::open_link(text)
            .map(Replay::new)
            .map_err(|e| GameProblem::new(GameKind::GLUX, e))
    }
}

impl GameHistory for Glux {
    fn finished(&self, text: &str, finished: f64) -> Option<FinishedGame> {
        saved::resume(text).ok()?.finished(finished)
    }
}

impl GameJudge for Glux {
    fn review(
        &self,
        text: &str,
        link: bool,
        progress: &mut dyn FnMut(usize, usize) -> bool,
    ) -> Option<(serde_json::Value, Vec<Vec<f64>>)> {
        use crate::glux::bots::judge;
        let replay = if link {
            saved::open_link(text).ok()?
        } else {
            saved::read_file(text).ok()?
        };
        let review = judge::review_game(&replay.game, &mut judge::GluxJudge::default(), progress).ok()?;
        let start = replay.game.truncated(0);
        Some((judge::review_json(start.game(), &review), review.chances))
    }
}

impl GameBots for Glux {
    fn answer(&self, view: &[u8], level: Level, seed: u64) -> Option<SeatAnswer> {
        bot::answer(view, level, seed).map(|action| SeatAnswer::new(bot::to_text(&action)))
    }

    fn hint(&self, view: &[u8]) -> Option<(SeatAnswer, f64)> {
        bot::hint(view).map(|(action, chance)| (SeatAnswer::new(bot::to_text(&action)), chance))
    }
}

impl GameRemote for Glux {
    fn create(
        &self,
        setup: Vec<u8>,
        elsewhere: SeatSet,
        random: Random<'_>,
    ) -> Result<AnySession, RemoteError> {
        AnySession::create::<PlayedGame>(setup, elsewhere, random)
    }

    fn join(
        &self,
        invitation: &Invitation,
        name: &str,
        random: Random<'_>,
    ) -> Result<(AnySession, String), RemoteError> {
        AnySession::join::<PlayedGame>(invitation, name, random)
    }

    fn kept(&self, saved: &SavedSession) -> Result<AnySession, String> {
        AnySession::from_saved::<PlayedGame>(saved)
    }

    fn carried(&self, session: &AnySession) -> Option<CarriedGame> {
        Some(carried::carry(session.of::<PlayedGame>()?.game.as_ref()?))
    }

    fn update(&self, session: &mut AnySession, game: &CarriedGame) -> Option<Result<(), RemoteError>> {
        let session = session.of_mut::<PlayedGame>()?;
        let game = carried::replay(game)?;
        (!session.holds(&game)).then(|| session.update(game))
    }

    fn refusal(&self, t: Texts, reason: &Reason) -> Option<String> {
        Some(super::refusal::rule_text(t, *reason.of::<PlayError>()?))
    }

    fn forged(&self, t: Texts, number: usize, name: &str, piece: &Reason) -> Option<String> {
        let ForgedChip(chip) = piece.of::<ForgedChip>()?;
        Some(t.fill(
            "remote-error.forged-chip",
            &[("n", &number), ("name", &name), ("chip", chip)],
        ))
    }

    fn draw_problem(&self, t: Texts, number: usize, name: &str, reason: &Reason) -> Option<String> {
        let DrawnChip { played, held } = reason.of::<DrawnChip>()?;
        Some(t.fill(
            "verify.chip",
            &[
                ("name", &name),
                ("n", &number),
                ("played", played),
                ("held", held),
            ],
        ))
    }
}

/// A seat's answer: a move made elsewhere as it was recorded, or a bot's in its words.
fn read_answer(answer: &SeatAnswer) -> Option<RecordedAction> {
    answer
        .of::<RecordedAction>()
        .copied()
        .or_else(|| bot::from_text(answer.text()?))
}

impl GameTable for GluxTable {
    fn kind(&self) -> GameKind {
        GameKind::GLUX
    }

    fn seats_rc(&self) -> &Rc<Vec<SeatInfo>> {
        &self.seats
    }

    fn identity(&self) -> usize {
        Rc::as_ptr(&self.game) as usize
    }

    fn actions_played(&self) -> usize {
        self.game.history().len()
    }

    fn is_over(&self) -> bool {
        self.game.game().is_over()
    }

    fn result(&self) -> Option<Vec<(u32, bool)>>
    where
        Self: Sized,
    {
        saved::result(self)
    }

    fn saved_text(&self) -> Option<String> {
        serde_json::to_string(&saved::saved(self)).ok()
    }

    fn file_name(&self) -> String {
        saved::file_name(self)
    }

    fn share_link(&self) -> Option<String> {
        saved::share_link(self)
    }

    fn look_back(&self) -> Replay {
        Replay::new(GluxReplay::new(
            (*self.game).clone(),
            self.seats.to_vec(),
            ReplaySource::InPlay,
        ))
    }

    fn hint_awaited(&self) -> Option<u64> {
        self.current_hint()
            .is_some_and(|h| h.is_none())
            .then_some(self.epoch)
    }

    fn bots_may_move(&self) -> Option<(u64, u32)> {
        (!self.paused || self.step).then(|| (self.epoch, self.speed.delay_ms()))
    }

    fn bot_view(&self) -> Option<(Vec<u8>, u64)> {
        let seat = self.game.game().to_act()?;
        Some((self.game.game().view(seat).to_bytes(), self.bot_seed))
    }

    fn focus_target(&self) -> Option<&'static str> {
        GluxTable::focus_target(self)
    }

    fn act(&mut self, action: TableAction) {
        match action {
            TableAction::Gesture(gesture) => {
                if let Some(gesture) = gesture.of::<GluxAction>() {
                    self.gesture(*gesture);
                }
            }
            TableAction::Answer {
                asked_at,
                driver,
                action,
            } => {
                if let Some(action) = read_answer(&action) {
                    self.answer(asked_at, driver, action);
                }
            }
            TableAction::Hinted {
                asked_at,
                action,
                chance,
            } => {
                if let Some(action) = read_answer(&action) {
                    self.hinted_move(asked_at, action, chance);
                }
            }
            TableAction::TogglePause => self.paused = !self.paused,
            TableAction::Step => self.step = true,
            TableAction::SetSpeed(speed) => self.speed = speed,
            TableAction::TakeBack => self.take_back(),
            TableAction::AskHint => self.ask_hint(),
        }
    }

    fn epoch(&self) -> u64 {
        self.epoch
    }

    fn take_carried(&mut self, remote: &RemoteGame) -> Taken {
        if remote.game.kind() != Some(GameKind::GLUX) {
            return Taken::OtherGame;
        }
        let Some(game) = carried::replay(&remote.game) else {
            return Taken::Unreadable;
        };
        if *self.seats != remote.seats {
            self.seats = Rc::new(remote.seats.clone());
        }
        self.curtain = self.curtain_for(self.game.game().to_act());
        let theirs = &game.record().actions;
        let mine = &self.game.record().actions;
        if *self.game == game || (!remote.reset && behind(theirs, mine)) {
            return Taken::Taken;
        }
        if !remote.reset
            && let Some(answers) = self.answers_in(&game)
        {
            return Taken::Answers(answers);
        }
        self.set_game(game);
        self.pending = None;
        self.face = None;
        self.error = None;
        self.curtain = self.curtain_for(self.game.game().to_act());
        Taken::Taken
    }

    fn carried(&self) -> Option<CarriedGame> {
        Some(carried::carry(&self.game))
    }
}

impl GameReplay for GluxReplay {
    fn kind(&self) -> GameKind {
        GameKind::GLUX
    }

    fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }

    fn len(&self) -> usize {
        GluxReplay::len(self)
    }

    fn at(&self) -> usize {
        self.at
    }

    fn go_to(&mut self, at: usize) {
        self.at = at.min(GluxReplay::len(self));
    }
}
