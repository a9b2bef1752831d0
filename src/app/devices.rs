//! The app's state in a game between devices: it takes the game the carrier sends
//! ([`take_remote_game`]), and says what the carrier should show ([`shown`]) and which move was made here
//! ([`moved`]). The messages are [`super::bridge`]'s.

use super::bridge::{CarriedGame, RemoteGame, RemoteRef, Shown, ToCarrier};
use super::games::Table;
use super::glak::table::GlakTable;
use super::glux::table::GluxTable;
use super::screens::{Screen, UiState};
use std::rc::Rc;

/// Puts a game the carrier sends on the table, or brings the table up to it (a move from another
/// device, a seat handed to a bot). The table's own state (the face chosen, the board shown) stays
/// when the game goes on. A game behind the table's, on its line, is one the carrier sent before it
/// took the moves made here since (the messages crossed): the table keeps them, unless the carrier
/// refused one ([`RemoteGame::reset`]).
pub fn take_remote_game(state: &mut UiState, table: &RemoteGame) {
    let same = state.remote.as_ref().is_some_and(|r| r.id == table.id);
    let seats = Rc::new(table.seats.clone());
    match (&mut state.screen, &table.game) {
        (Screen::Table(Table::Glux(on_table)), CarriedGame::Glux { .. }) if same => {
            let Some(game) = table.game.glux() else { return };
            let behind = behind(&game.record().actions, &on_table.game.record().actions);
            if *on_table.game != game && (table.reset || !behind) {
                on_table.set_game(game);
                on_table.pending = None;
                on_table.face = None;
                on_table.error = None;
            }
            if *on_table.seats != table.seats {
                on_table.seats = seats;
            }
            on_table.curtain = on_table.curtain_for(on_table.game.game().to_act());
        }
        (Screen::Table(Table::Glak(on_table)), CarriedGame::Glak { .. }) if same => {
            let Some(play) = table.game.glak() else { return };
            let behind = behind(&play.record().turns, &on_table.play.record().turns);
            if on_table.play.record() != play.record() && (table.reset || !behind) {
                on_table.receive(play);
            }
            if *on_table.seats != table.seats {
                on_table.seats = seats;
            }
        }
        _ => {
            let screen = match &table.game {
                CarriedGame::Glux { .. } => match table.game.glux() {
                    Some(game) => Table::Glux(GluxTable::new(game, table.seats.clone(), table.bot_seed)),
                    None => return,
                },
                CarriedGame::Glak { .. } => match table.game.glak() {
                    Some(play) => Table::Glak(GlakTable::new(play, table.seats.clone(), table.bot_seed)),
                    None => return,
                },
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

/// Whether `theirs` is a strict beginning of `mine`.
fn behind<T: PartialEq>(theirs: &[T], mine: &[T]) -> bool {
    theirs.len() < mine.len() && mine.starts_with(theirs)
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
    let game = match &state.screen {
        Screen::Table(Table::Glux(table)) => CarriedGame::of_glux(&table.game),
        Screen::Table(Table::Glak(table)) if table.between_turns() => CarriedGame::Glak {
            record: table.play.record().clone(),
        },
        _ => return None,
    };
    Some(ToCarrier::Moved { id, game })
}
