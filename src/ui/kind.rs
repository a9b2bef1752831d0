//! Which game, and where a replayed game came from: the two small enums the shell and both games'
//! screens share (a leaf module: it imports nothing of the app).

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
