//! Which game, and where a replayed game came from: the two small enums the shell and both games'
//! screens share (a leaf module: it imports nothing of the app, so every module may).

/// The games the app plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum GameKind {
    /// Glüx: light chips counted across a board of rooms.
    #[default]
    Glux,
    /// GLAK: small boards, action points and stones walling in territory.
    Glak,
}

impl GameKind {
    /// Both games, as the new-game screen offers them.
    pub const ALL: [GameKind; 2] = [GameKind::Glux, GameKind::Glak];

    /// The game's name in records, saves and hooks (`glux`, `glak`).
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Glux => crate::glux::record::GAME_NAME,
            GameKind::Glak => crate::glak::record::GAME_NAME,
        }
    }

    /// The game's name in the language in use.
    #[must_use]
    pub fn name(self, t: crate::i18n::Texts) -> &'static str {
        match self {
            GameKind::Glux => t.get("game.glux"),
            GameKind::Glak => t.get("game.glak"),
        }
    }

    /// The game's line on the new-game screen.
    #[must_use]
    pub fn line(self, t: crate::i18n::Texts) -> &'static str {
        match self {
            GameKind::Glux => t.get("new-game.glux-line"),
            GameKind::Glak => t.get("new-game.glak-line"),
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
                GameKind::ALL
                    .into_iter()
                    .find(|g| compact.contains(&format!("\"game\":\"{}\"", g.id())))
            }
        };
        named.unwrap_or_default()
    }

    /// The game for a name written by [`GameKind::id`].
    #[must_use]
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.id() == id)
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
