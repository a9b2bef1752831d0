//! Soft sounds for placing a chip and scoring a room, made on the spot with Web Audio (no sound
//! files). Off by default; the choice is remembered. No sound plays while they are off.

use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

/// Where the choice is remembered.
pub const SOUND_KEY: &str = "glux.sound";

/// What a sound marks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cue {
    /// A chip was placed.
    Place,
    /// A room was scored at the end.
    Score,
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Whether sounds were turned on last time.
#[must_use]
pub fn remembered() -> bool {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(SOUND_KEY).ok().flatten())
        .is_some_and(|v| v == "on")
}

/// Remembers the choice.
pub fn remember(on: bool) {
    if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = storage.set_item(SOUND_KEY, if on { "on" } else { "off" });
    }
}

/// Plays a cue: a short sine tone that swells and fades (about a fifth of a second).
pub fn play(cue: Cue) {
    let (frequency, length) = match cue {
        Cue::Place => (523.25, 0.18),
        Cue::Score => (784.0, 0.28),
    };
    CONTEXT.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell.is_none() {
            *cell = AudioContext::new().ok();
        }
        let Some(ctx) = cell.as_ref() else {
            return;
        };
        let _ = ctx.resume();
        let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else {
            return;
        };
        let now = ctx.current_time();
        osc.set_type(OscillatorType::Sine);
        osc.frequency().set_value(frequency);
        let level = gain.gain();
        let _ = level.set_value_at_time(0.0, now);
        let _ = level.linear_ramp_to_value_at_time(0.12, now + 0.02);
        let _ = level.exponential_ramp_to_value_at_time(0.0001, now + length);
        let _ = osc.connect_with_audio_node(&gain);
        let _ = gain.connect_with_audio_node(&ctx.destination());
        let _ = osc.start();
        let _ = osc.stop_with_when(now + length + 0.02);
    });
}
