// Starts the board editor's wasm module (editor.html; scripts/build-modules.sh).
import init from './editor.js';

init({ module_or_path: new URL('./editor_bg.wasm', import.meta.url) });
