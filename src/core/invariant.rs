//! Invariants that cannot fail. `Result::expect` would format the error for the panic message, and
//! that links every error type's `Debug` code into the browser bundle; this says why it cannot fail
//! instead.

/// Unwraps a result that cannot be an error here, for the reason given.
pub(crate) trait Invariant<T> {
    /// The value; panics with `why` (without formatting the error) if the invariant was broken.
    fn invariant(self, why: &'static str) -> T;
}

impl<T, E> Invariant<T> for Result<T, E> {
    #[inline]
    #[track_caller]
    fn invariant(self, why: &'static str) -> T {
        match self {
            Ok(value) => value,
            Err(_) => panic!("{why}"),
        }
    }
}

impl<T> Invariant<T> for Option<T> {
    #[inline]
    #[track_caller]
    fn invariant(self, why: &'static str) -> T {
        match self {
            Some(value) => value,
            None => panic!("{why}"),
        }
    }
}
