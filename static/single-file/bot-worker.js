// The offline copy's bot worker (static/bot-worker.js, for a worker started from a Blob URL):
// scripts/build-single-file.mjs puts the bots' JS glue before it, as `bots` (an object of its
// exports), and static/single-file/boot.js the bots' module before that, as `BOTS_WASM` (gzip in
// base64). A classic script: Chromium runs no module worker from a Blob URL on file:.
let module;

/** The bots' module, unpacked and started. */
async function start() {
  const binary = atob(BOTS_WASM);
  const packed = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) packed[i] = binary.charCodeAt(i);
  const wasm = await new Response(new Blob([packed]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
  await bots.default({ module_or_path: wasm });
  return bots;
}

self.onmessage = async (event) => {
  const { request } = event.data;
  module ??= start();
  try {
    const m = await module;
    self.postMessage(m.bot_choose(request));
  } catch {
    // No move this time (as static/bot-worker.js answers), and the next request tries again.
    module = undefined;
    self.postMessage(`${String(request).split(' ')[0]} -`);
  }
};
