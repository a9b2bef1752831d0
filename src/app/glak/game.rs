//! GLAK through the seam every game goes through (`crate::app::game`): its rules for the shell
//! ([`Glak`]), its table in play and its replay.

use super::replay::GlakReplay;
use super::table::{GlakAction, GlakTable};
use super::{bot, carried, saved};
use crate::app::bridge::{CarriedGame, RemoteGame, behind};
use crate::app::game::{
    GameBots, GameFiles, GameHistory, GameJudge, GameRemote, GameReplay, GameRules, GameTable, Replay, Table,
    Taken,
};
use crate::app::games::{GameProblem, SeatAnswer, TableAction};
use crate::app::kind::{GameKind, ReplaySource};
use crate::app::seats::{NewGameForm, SeatInfo};
use crate::core::history::FinishedGame;
use crate::core::level::Level;
use crate::core::seat::SeatSet;
use crate::glak::PlayError;
use crate::glak::{Action, Recorder};
use crate::i18n::Texts;
use crate::remote::any::AnySession;
use crate::remote::message::Invitation;
use crate::remote::record::SavedSession;
use crate::remote::session::Random;
use crate::remote::{Reason, RemoteError};
use std::rc::Rc;

/// GLAK, as the registry lists it.
pub struct Glak;

/// The game's byte in its share links' frame (Glüx's links name no game).
pub const LINK_GAME: Option<u8> = Some(crate::glak::record::LINK_GAME);

impl GameRules for Glak {
    fn start(&self, form: &NewGameForm, bot_seed: u64) -> Option<Table> {
        saved::start(form, bot_seed).map(Table::new)
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
            .map_err(|e| GameProblem::new(GameKind::GLAK, e))
    }

    fn table_for_carried(&self, remote: &RemoteGame) -> Option<Table> {
        let play = carried::replay(&remote.game)?;
        Some(Table::new(GlakTable::new(
            play,
            remote.seats.clone(),
            remote.bot_seed,
        )))
    }

    fn play_on(&self, replay: &Replay, seats: Vec<SeatInfo>, bot_seed: u64) -> Option<Table> {
        let replay = replay.of::<GlakReplay>()?;
        Some(Table::new(GlakTable::new(
            replay.recorder_at(replay.at),
            seats,
            bot_seed,
        )))
    }

    fn setup_names(&self, setup: &[u8]) -> Option<Vec<String>> {
        // Read without making the game (the page's join screen draws before the games in play
        // are in); the carrier checks the whole invitation on joining.
        let link = crate::core::link::frame(crate::glak::record::LINK_GAME, setup);
        crate::glak::link::names(&link).ok()
    }
}

impl GameFiles for Glak {
    fn read_file(&self, text: &str) -> Result<Replay, GameProblem> {
        saved::read_file(text)
            .map(Replay::new)
            .map_err(|e| GameProblem::new(GameKind::GLAK, e))
    }

    fn open_link(&self, text: &str) -> Result<Replay, GameProblem> {
        saved::open_link(text)
            .map(Replay::new)
            .map_err(|e| GameProblem::new(GameKind::GLAK, e))
    }
}

impl GameHistory for Glak {
    fn finished(&self, text: &str, finished: f64) -> Option<FinishedGame> {
        saved::resume(text).ok()?.finished(finished)
    }
}

impl GameJudge for Glak {
    fn review(
        &self,
        text: &str,
        link: bool,
        progress: &mut dyn FnMut(usize, usize) -> bool,
    ) -> Option<(serde_json::Value, Vec<Vec<f64>>)> {
        use crate::glak::bots::judge;
        let replay = if link {
            saved::open_link(text).ok()?
        } else {
            saved::read_file(text).ok()?
        };
        let recorder = replay.recorder_at(replay.len());
        let review = judge::review_game(&recorder, &mut judge::GlakJudge::default(), progress).ok()?;
        let start = judge::start_of(recorder.record()).ok()?;
        Some((judge::review_json(&start, &review), review.chances))
    }
}

impl GameBots for Glak {
    fn answer(&self, view: &[u8], level: Level, seed: u64) -> Option<SeatAnswer> {
        bot::answer(view, level, seed)
            .and_then(|action| bot::to_text(&action))
            .map(SeatAnswer::new)
    }

    fn hint(&self, view: &[u8]) -> Option<(SeatAnswer, f64)> {
        let (action, chance) = bot::hint(view)?;
        Some((SeatAnswer::new(bot::to_text(&action)?), chance))
    }
}

impl GameRemote for Glak {
    fn create(
        &self,
        setup: Vec<u8>,
        elsewhere: SeatSet,
        random: Random<'_>,
    ) -> Result<AnySession, RemoteError> {
        AnySession::create::<Recorder>(setup, elsewhere, random)
    }

    fn join(
        &self,
        invitation: &Invitation,
        name: &str,
        random: Random<'_>,
    ) -> Result<(AnySession, String), RemoteError> {
        AnySession::join::<Recorder>(invitation, name, random)
    }

    fn kept(&self, saved: &SavedSession) -> Result<AnySession, String> {
        AnySession::from_saved::<Recorder>(saved)
    }

    fn carried(&self, session: &AnySession) -> Option<CarriedGame> {
        Some(carried::carry(session.of::<Recorder>()?.game.as_ref()?))
    }

    fn update(&self, session: &mut AnySession, game: &CarriedGame) -> Option<Result<(), RemoteError>> {
        let session = session.of_mut::<Recorder>()?;
        let game = carried::replay(game)?;
        (!session.holds(&game)).then(|| session.update(game))
    }

    fn refusal(&self, t: Texts, reason: &Reason) -> Option<String> {
        Some(super::refusal::refusal(t, *reason.of::<PlayError>()?).to_string())
    }

    /// GLAK hides nothing: every move is checked whole as it arrives.
    fn forged(&self, _: Texts, _: usize, _: &str, _: &Reason) -> Option<String> {
        None
    }

    /// GLAK draws nothing in secret.
    fn draw_problem(&self, _: Texts, _: usize, _: &str, _: &Reason) -> Option<String> {
        None
    }
}

impl GameTable for GlakTable {
    fn kind(&self) -> GameKind {
        GameKind::GLAK
    }

    fn seats_rc(&self) -> &Rc<Vec<SeatInfo>> {
        &self.seats
    }

    fn identity(&self) -> usize {
        Rc::as_ptr(&self.play) as usize
    }

    /// A GLAK record holds the turn in progress, so it grows with every action (and the end of
    /// every turn).
    fn actions_played(&self) -> usize {
        self.play
            .record()
            .turns
            .iter()
            .map(|turn| turn.actions.len() + 1)
            .sum()
    }

    fn is_over(&self) -> bool {
        self.game().is_over()
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
        Replay::new(GlakReplay::new(
            self.play.record(),
            self.seats.to_vec(),
            ReplaySource::InPlay,
        ))
    }

    fn hint_awaited(&self) -> Option<u64> {
        self.current_hint()
            .is_some_and(|h| h.is_none())
            .then_some(self.epoch)
    }

    /// A GLAK turn is several actions: each is shown for a part of a Glüx move's time.
    fn bots_may_move(&self) -> Option<(u64, u32)> {
        (!self.paused || self.step).then(|| (self.epoch, self.speed.delay_ms() * 3 / 5))
    }

    /// GLAK hides nothing: the bots see the game's share link.
    fn bot_view(&self) -> Option<(Vec<u8>, u64)> {
        let link = crate::glak::link::encode(self.play.record()).ok()?;
        Some((link.into_bytes(), self.bot_seed))
    }

    fn act(&mut self, action: TableAction) {
        match action {
            TableAction::Gesture(gesture) => {
                if let Some(gesture) = gesture.of::<GlakAction>() {
                    self.gesture(gesture.clone());
                }
            }
            TableAction::Answer {
                asked_at,
                driver,
                action,
            } => {
                // A move made elsewhere comes as the engine's action, a bot's in its words.
                let action = match action.of::<Action>() {
                    Some(&action) => Some(action),
                    None => action
                        .text()
                        .and_then(bot::from_text)
                        .and_then(|a| a.to_action(self.game().area().tiles())),
                };
                self.answer(asked_at, driver, action);
            }
            TableAction::Hinted {
                asked_at,
                action,
                chance,
            } => {
                if let Some(action) = action.text().and_then(bot::from_text) {
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
        if remote.game.kind() != Some(GameKind::GLAK) {
            return Taken::OtherGame;
        }
        let Some(play) = carried::replay(&remote.game) else {
            return Taken::Unreadable;
        };
        if *self.seats != remote.seats {
            self.seats = Rc::new(remote.seats.clone());
        }
        let behind = behind(&play.record().turns, &self.play.record().turns);
        if self.play.record() == play.record() || (!remote.reset && behind) {
            return Taken::Taken;
        }
        if !remote.reset
            && let Some(answers) = self.answers_in(&play)
        {
            return Taken::Answers(answers);
        }
        self.receive(play);
        Taken::Taken
    }

    /// A GLAK move is handed over after every whole turn.
    fn carried(&self) -> Option<CarriedGame> {
        self.between_turns().then(|| carried::carry(&self.play))
    }
}

impl GameReplay for GlakReplay {
    fn kind(&self) -> GameKind {
        GameKind::GLAK
    }

    fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }

    fn len(&self) -> usize {
        GlakReplay::len(self)
    }

    fn at(&self) -> usize {
        self.at
    }

    fn go_to(&mut self, at: usize) {
        self.at = at.min(GlakReplay::len(self));
    }
}
