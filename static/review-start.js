// Starts the review's wasm module (review.html; scripts/build-modules.sh).
import init from './review.js';

init({ module_or_path: new URL('./review_bg.wasm', import.meta.url) });
