//! What the app asks the bots, and what they answer, as the lines of text that travel to and from
//! their Web Worker (`crate::ui::bot_worker`), and the answering itself, done in the worker by the
//! bots' own module (`src/modules/bots.rs`). A request carries only the bot seat's view (never the game's
//! seed, which fixes the bags).

use super::games::SeatAnswer;
use super::kind::GameKind;
use super::registry::bots;
use crate::core::level::Level;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// What the page asks a bot.
#[derive(Clone, Debug, PartialEq)]
pub struct BotRequest {
    /// Which question this answers: the table's epoch when asked.
    pub id: u64,
    /// Which game.
    pub game: GameKind,
    /// The bot.
    pub level: Level,
    /// Seeds the bot's own choices.
    pub seed: u64,
    /// What the bot's seat may see, in its game's words (`game::GameTable::bot_view`).
    pub view: Vec<u8>,
    /// A hint for a person (Expert's suggestion and its win chance), not a bot's move.
    pub hint: bool,
}

/// What a bot answers.
#[derive(Clone, Debug, PartialEq)]
pub struct BotAnswer {
    /// The request's id.
    pub id: u64,
    /// The action, or `None` if the bot had nothing to do (or the request was not understood).
    pub action: Option<SeatAnswer>,
    /// For a hint: the mover's chance of winning after the action, in ten-thousandths (whole
    /// numbers, so that the page carries no code to write or read decimals).
    pub chance: Option<u16>,
}

impl BotRequest {
    /// The request as one line of text: `id game level seed view`, the game's name (`glux`,
    /// `glak`), the level `hint` for a hint, the view in base64url.
    #[must_use]
    pub fn to_text(&self) -> String {
        let level = if self.hint {
            "hint".to_string()
        } else {
            self.level.to_string()
        };
        format!(
            "{} {} {level} {} {}",
            self.id,
            self.game.id(),
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
        let level = parts.next()?;
        let hint = level == "hint";
        let request = BotRequest {
            id,
            game,
            level: if hint { Level::Expert } else { level.parse().ok()? },
            seed: parts.next()?.parse().ok()?,
            view: URL_SAFE_NO_PAD.decode(parts.next()?).ok()?,
            hint,
        };
        parts.next().is_none().then_some(request)
    }
}

impl BotAnswer {
    /// The answer as one line of text: `id -` (nothing), or `id ACTION` with the action in its
    /// game's words ([`SeatAnswer`]); a hint's is `id ~CHANCE ACTION`, the chance in
    /// ten-thousandths.
    #[must_use]
    pub fn to_text(&self) -> String {
        match (self.action.as_ref().and_then(SeatAnswer::text), self.chance) {
            (Some(action), Some(chance)) => format!("{} ~{chance} {action}", self.id),
            (Some(action), None) => format!("{} {action}", self.id),
            (None, _) => format!("{} -", self.id),
        }
    }

    /// Reads [`BotAnswer::to_text`]; `None` for anything else. The action's words are read by the
    /// table it is for, which checks it as it checks every action.
    #[must_use]
    pub fn from_text(text: &str) -> Option<BotAnswer> {
        let (id, mut action) = text.split_once(' ')?;
        let mut chance = None;
        if let Some(rest) = action.strip_prefix('~') {
            let (c, rest) = rest.split_once(' ')?;
            chance = Some(c.parse::<u16>().ok().filter(|&c| c <= 10_000)?);
            action = rest;
        }
        let action = match action {
            "-" => None,
            action => Some(SeatAnswer::new(action.to_string())),
        };
        Some(BotAnswer {
            id: id.parse().ok()?,
            action,
            chance,
        })
    }
}

/// Answers a request: the work done inside the worker (or on the page, if workers are unavailable).
#[must_use]
pub fn answer(request: &BotRequest) -> BotAnswer {
    if request.hint {
        let hint = bots(request.game).hint(&request.view);
        return BotAnswer {
            id: request.id,
            chance: hint
                .as_ref()
                .map(|(_, chance)| (chance.clamp(0.0, 1.0) * 10_000.0).round() as u16),
            action: hint.map(|(action, _)| action),
        };
    }
    BotAnswer {
        id: request.id,
        action: bots(request.game).answer(&request.view, request.level, request.seed),
        chance: None,
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
