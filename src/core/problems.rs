//! What is wrong with a text, found by one set of checks that either stops at the first problem (a
//! reader that refuses the text) or lists every problem (an editor that shows them all at once).
//! Both run the same code, so the first problem of the list is always the one the reader refuses
//! the text with.
//!
//! The checks are generic over the two ways of noting a problem rather than told by a flag, so a
//! module that only reads (the app's page) is built with [`First`] alone: every path that goes on
//! after a problem is dead code there, and left out of its size.

/// The checks stopped: at the first problem when only that one is wanted, or at a problem that
/// leaves nothing more to check (a layout with no rows has no squares to check).
#[derive(Debug)]
pub(crate) struct Stop;

/// Where the checks note the problems they find.
pub(crate) trait Problems<E> {
    /// Notes a problem; the checks go on (`Ok`) only when every problem is wanted.
    ///
    /// # Errors
    /// [`Stop`] when only the first problem is wanted.
    fn add(&mut self, problem: E) -> Result<(), Stop>;

    /// Notes a problem after which nothing more can be checked.
    fn last(&mut self, problem: E) -> Stop {
        let _ = self.add(problem);
        Stop
    }

    /// What the checks end with before building the thing read: [`Stop`] if any problem was noted.
    ///
    /// # Errors
    /// [`Stop`] when there were problems.
    fn done(&self) -> Result<(), Stop>;
}

/// The first problem only, if there is one.
pub(crate) struct First<E>(pub(crate) Option<E>);

impl<E> Problems<E> for First<E> {
    fn add(&mut self, problem: E) -> Result<(), Stop> {
        self.0 = Some(problem);
        Err(Stop)
    }

    fn done(&self) -> Result<(), Stop> {
        if self.0.is_some() { Err(Stop) } else { Ok(()) }
    }
}

/// Every problem, in the order they were found.
pub(crate) struct All<E>(pub(crate) Vec<E>);

impl<E> Problems<E> for All<E> {
    fn add(&mut self, problem: E) -> Result<(), Stop> {
        self.0.push(problem);
        Ok(())
    }

    fn done(&self) -> Result<(), Stop> {
        if self.0.is_empty() { Ok(()) } else { Err(Stop) }
    }
}
