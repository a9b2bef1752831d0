//! Which game, and where a replayed game came from: the two small types the shell and every game's
//! screens share (a leaf module: it imports nothing of the app, so every module may).

#[cfg(not(target_arch = "wasm32"))]
use std::sync::RwLock;

/// Which game: its name in records, saves and hooks (`glux`, `glak`). The app ships two
/// ([`GameKind::ALL`]), and answers for each through the registry (`super::registry`); a game can
/// also be given to the registry with its name ([`GameKind::named`]: the tests' third game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameKind(&'static str);

/// The games given beside those the app ships ([`GameKind::named`]). Only natively: the web app
/// is given none, and its modules carry no code for them.
#[cfg(not(target_arch = "wasm32"))]
static GIVEN: RwLock<Vec<GameKind>> = RwLock::new(Vec::new());

impl Default for GameKind {
    /// Glüx: a text naming no game is Glüx's, written before GLAK existed.
    fn default() -> GameKind {
        GameKind::GLUX
    }
}

impl GameKind {
    /// Glüx: light chips counted across a board of rooms.
    pub const GLUX: GameKind = GameKind(crate::glux::record::GAME_NAME);
    /// GLAK: small boards, action points and stones walling in territory.
    pub const GLAK: GameKind = GameKind(crate::glak::record::GAME_NAME);

    /// The games the app ships, as its screens offer them.
    pub const ALL: [GameKind; 2] = [GameKind::GLUX, GameKind::GLAK];

    /// A game by its name, for a game to give the registry beside those the app ships (its
    /// `register` makes it known: from then on its saves, links and bots' words are known as its).
    #[must_use]
    pub const fn named(id: &'static str) -> GameKind {
        GameKind(id)
    }

    /// Makes a game given to the registry known by its name.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn make_known(self) {
        let mut given = GIVEN.write().unwrap_or_else(std::sync::PoisonError::into_inner);
        if !GameKind::ALL.contains(&self) && !given.contains(&self) {
            given.push(self);
        }
    }

    /// Every game known: those the app ships (the web app is given no other).
    #[cfg(target_arch = "wasm32")]
    fn known() -> [GameKind; 2] {
        GameKind::ALL
    }

    /// Every game known: those the app ships, then those given.
    #[cfg(not(target_arch = "wasm32"))]
    fn known() -> Vec<GameKind> {
        let given = GIVEN.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        GameKind::ALL.iter().chain(given.iter()).copied().collect()
    }

    /// The game's name in records, saves and hooks (`glux`, `glak`).
    #[must_use]
    pub fn id(self) -> &'static str {
        self.0
    }

    /// The game's name in the language in use (a game given beside the app's has only its id).
    #[must_use]
    pub fn name(self, t: crate::i18n::Texts) -> &'static str {
        match self {
            GameKind::GLUX => t.get("game.glux"),
            GameKind::GLAK => t.get("game.glak"),
            other => other.0,
        }
    }

    /// The game's line on the new-game screen (which offers only the games the app ships).
    #[must_use]
    pub fn line(self, t: crate::i18n::Texts) -> &'static str {
        match self {
            GameKind::GLUX => t.get("new-game.glux-line"),
            GameKind::GLAK => t.get("new-game.glak-line"),
            _ => "",
        }
    }

    /// The game a saved or exported text is of: its `"game"` field says so; texts naming no game
    /// are Glüx's, written before GLAK existed.
    #[must_use]
    pub fn of_saved(text: &str) -> GameKind {
        let named = match crate::core::envelope::game_named(text) {
            Ok(name) => name.as_deref().and_then(GameKind::from_id),
            // A text cut short is still of the game it names, so that its problem is told in
            // that game's words.
            Err(_) => {
                let compact: String = text.chars().take(200).filter(|c| !c.is_whitespace()).collect();
                GameKind::known()
                    .into_iter()
                    .find(|g| compact.contains(&format!("\"game\":\"{}\"", g.id())))
            }
        };
        named.unwrap_or_default()
    }

    /// The game for a name written by [`GameKind::id`].
    #[must_use]
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::known().into_iter().find(|g| g.id() == id)
    }
}

/// Where a replayed game came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplaySource {
    /// The game in play: looking back at past turns (public information only).
    InPlay,
    /// A share link.
    Link,
    /// An opened file.
    File,
}
