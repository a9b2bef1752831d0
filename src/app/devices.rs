//! The app's state in a game between devices: it reads an invitation opened here for its own join
//! screen ([`Invited::read`]), takes the game the carrier sends ([`take_remote_game`]), and says what the
//! carrier should show ([`shown`]) and which move was made here ([`moved`]). The messages are
//! [`super::bridge`]'s.

use super::bridge::{RemoteGame, RemoteRef, Shown, ToCarrier};
use super::game::Taken;
use super::games::TableAction;
use super::registry::rules;
use super::screens::{Invited, Screen, UiState};
use super::seats::Driver;
use crate::remote::message::{FRAGMENT_KEY, Invitation, Message};

impl Invited {
    /// The invitation in a link's text (`play=...`); `None` for any other text (a live
    /// invitation, with its channel's offer, is the carrier's), another message, or an invitation
    /// to a game this app does not play or whose table cannot be read (the carrier says why, as it
    /// does for every link).
    #[must_use]
    pub fn read(text: &str) -> Option<Invited> {
        if !text.starts_with(FRAGMENT_KEY) {
            return None;
        }
        match Message::from_text(text) {
            Ok(Message::Invitation(invitation)) => Invited::of(&invitation, text.to_string()),
            _ => None,
        }
    }

    /// An invitation as the join screen shows it (`text`: the link's, if it came in one).
    #[must_use]
    pub fn of(invitation: &Invitation, text: String) -> Option<Invited> {
        let game = super::registry::game_of_frame(Some(invitation.game))?;
        let names = super::registry::setup_names(game, &invitation.setup)?;
        (usize::from(invitation.seat.0) < names.len()).then_some(Invited {
            text,
            game,
            id: invitation.id,
            names,
            seat: invitation.seat,
            elsewhere: invitation.elsewhere,
        })
    }
}

/// Puts a game the carrier sends on the table, or brings the table up to it (the table's own
/// [`GameTable::take_carried`](super::game::GameTable::take_carried)): each move made elsewhere
/// since the table's game reaches the table as its seat's answer, the way a bot's does.
pub fn take_remote_game(state: &mut UiState, table: &RemoteGame) {
    let same = state.remote.as_ref().is_some_and(|r| r.id == table.id);
    let taken = match &mut state.screen {
        Screen::Table(on_table) if same => on_table.take_carried(table),
        _ => Taken::OtherGame,
    };
    match taken {
        Taken::Taken => {}
        Taken::Answers(answers) => {
            if let Screen::Table(on_table) = &mut state.screen {
                for action in answers {
                    let asked_at = on_table.epoch();
                    on_table.act(TableAction::Answer {
                        asked_at,
                        driver: Driver::Elsewhere,
                        action,
                    });
                }
            }
        }
        Taken::Unreadable => return,
        Taken::OtherGame => {
            let Some(screen) = table
                .game
                .kind()
                .and_then(|kind| rules(kind).table_for_carried(table))
            else {
                return;
            };
            state.screen = Screen::Table(screen);
            state.suspended = None;
            state.notice = None;
        }
    }
    state.remote = Some(RemoteRef {
        id: table.id.clone(),
        record: table.record.clone(),
    });
}

/// What the carrier should show beside the app's screen.
#[must_use]
pub fn shown(state: &UiState) -> Shown {
    match &state.screen {
        Screen::NewGame { .. } => Shown::NewGame,
        Screen::Carrier => Shown::Carrier,
        // The page draws the invitation; the carrier takes it on Join.
        Screen::Invitation { .. } => Shown::Other,
        Screen::History => Shown::History,
        Screen::Table(_) if state.remote.is_some() => Shown::Table,
        _ => Shown::Other,
    }
}

/// The game on the table as the carrier takes a move made here: Glüx after every action, GLAK
/// after every whole turn (`None` in the middle of one, or with no game between devices in play).
#[must_use]
pub fn moved(state: &UiState) -> Option<ToCarrier> {
    let id = state.remote.as_ref()?.id.clone();
    let Screen::Table(table) = &state.screen else {
        return None;
    };
    let game = table.carried()?;
    Some(ToCarrier::Moved { id, game })
}
