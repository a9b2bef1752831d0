// The computer opponents' thread: loads the bots' own wasm module (bots/, built from src/modules/bots.rs) the
// first time a bot has to think, and answers each request with `bot_choose`, so the page never
// freezes while a bot thinks.
let module;

self.onmessage = async (event) => {
  const { request } = event.data;
  if (!module) {
    module = import('./bots/bots.js').then(async (m) => {
      await m.default();
      return m;
    });
  }
  try {
    const m = await module;
    self.postMessage(m.bot_choose(request));
  } catch (problem) {
    // The module could not be had (offline before it was ever cached): no move this time, and the
    // next request tries again.
    module = undefined;
    self.postMessage(`${String(request).split(' ')[0]} -`);
  }
};
