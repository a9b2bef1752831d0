// Node: ready on import. `import { Glux, Glak } from "glux-games"`.
import * as bindings from './node/glux_games.js';
import { api } from './api.js';

export { isGluxError } from './api.js';
export const { Glux, Glak } = api(bindings);

/** Nothing to load in Node (the module is ready on import); here so that code written for the
 * browser entry runs unchanged. */
export default async function init() {}
