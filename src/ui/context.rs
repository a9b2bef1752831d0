//! What a component takes from its module's root rather than as a prop: the words of the language
//! in use, and the dispatcher of the root's actions (the page's `UiAction`, the carrier's
//! `CarrierAction`). Each root wraps what it draws in [`provide`]; the view functions a component
//! calls take both from it as arguments.
//!
//! One context type for every module ([`Root`]): each type a module provides costs it Yew's
//! provider and subscription code again (the page's module, gzip: 3.2 KB for one type, 4.2 KB for
//! two).

use crate::i18n::{Lang, Texts};
use std::any::Any;
use std::rc::Rc;
use yew::prelude::*;

/// What a module's root provides: its words, and its dispatcher (of the root's own action type).
#[derive(Clone)]
pub struct Root {
    t: Texts,
    dispatch: Rc<dyn Any>,
    /// Whether two dispatchers are the same callback (so that a root drawn again with the same
    /// words and dispatcher draws nothing under it again).
    same: fn(&dyn Any, &dyn Any) -> bool,
}

impl PartialEq for Root {
    fn eq(&self, other: &Root) -> bool {
        self.t == other.t && (self.same)(&*self.dispatch, &*other.dispatch)
    }
}

fn same_callback<A: 'static>(a: &dyn Any, b: &dyn Any) -> bool {
    a.downcast_ref::<Callback<A>>() == b.downcast_ref::<Callback<A>>()
}

/// The words of the language in use. English where no root provides them (a component drawn on
/// its own, as the browser tests draw the board).
#[hook]
pub fn use_words() -> Texts {
    use_context::<Root>().map_or(Texts(Lang::EN), |root| root.t)
}

/// The dispatcher of the root's actions `A`. One that does nothing where no root provides one of
/// that type.
#[hook]
pub fn use_dispatch<A: 'static>() -> Callback<A> {
    use_context::<Root>()
        .and_then(|root| root.dispatch.downcast_ref::<Callback<A>>().cloned())
        .unwrap_or_default()
}

fn provider(root: Root, children: Html) -> Html {
    html! { <ContextProvider<Root> context={root}>{ children }</ContextProvider<Root>> }
}

/// What a root draws, with its words and its dispatcher (one callback for the root's life)
/// provided to every component in it.
pub fn provide<A: 'static>(t: Texts, dispatch: &Callback<A>, children: Html) -> Html {
    let dispatch = Rc::new(dispatch.clone());
    provider(
        Root {
            t,
            dispatch,
            same: same_callback::<A>,
        },
        children,
    )
}

/// What a root whose components send it no actions draws, with its words provided.
pub fn provide_words(t: Texts, children: Html) -> Html {
    provider(
        Root {
            t,
            dispatch: Rc::new(()),
            same: |_, _| true,
        },
        children,
    )
}
