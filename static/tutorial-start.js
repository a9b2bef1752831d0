// Starts the tutorial's wasm module (tutorial.html; scripts/build-modules.sh).
import init from './tutorial.js';

init({ module_or_path: new URL('./tutorial_bg.wasm', import.meta.url) });
