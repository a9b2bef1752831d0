// Browsers and workers: `import init, { Glux, Glak } from "glux-games"; await init();`
import load, * as bindings from './web/glux_games.js';
import { api } from './api.js';

export { isGluxError } from './api.js';
export const { Glux, Glak } = api(bindings);

/** Loads the wasm module (from beside this file, or `input`: a URL, a Response or bytes). */
export default async function init(input) {
  await load(input === undefined ? undefined : { module_or_path: input });
}
