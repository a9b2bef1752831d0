//! The app's state in a game between devices: it takes the game the carrier sends
//! ([`take_remote_game`]), and says what the carrier should show ([`shown`]) and which move was made here
//! ([`moved`]). The messages are [`super::bridge`]'s.

use super::bridge::{RemoteGame, RemoteRef, Shown, ToCarrier};
use super::game::Taken;
use super::games::TableAction;
use super::registry::rules;
use super::screens::{Screen, UiState};
use super::seats::Driver;

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
        Screen::NewGame => Shown::NewGame,
        Screen::Carrier => Shown::Carrier,
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
