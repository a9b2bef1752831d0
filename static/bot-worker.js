// The computer opponents' thread: loads the app's own wasm module (URLs sent by the page) and answers
// each request with `bot_choose`, so the page never freezes while a bot thinks.
let module;

self.onmessage = async (event) => {
  const { glue, wasm, request } = event.data;
  if (!module) {
    module = import(glue).then(async (m) => {
      await m.default({ module_or_path: wasm });
      return m;
    });
  }
  const m = await module;
  self.postMessage(m.bot_choose(request));
};
