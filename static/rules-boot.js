// Starts the rules page's module (src/modules/rules.rs): the app adds this script the first time someone
// opens the rules.
import init from './rules-page/rules-page.js';

// The rules page's own styles, which the game's page does not carry.
const styles = document.createElement('link');
styles.rel = 'stylesheet';
styles.href = new URL('rules-page/rules-page.css', import.meta.url).href;
document.head.append(styles);

init({ module_or_path: new URL('rules-page/rules-page_bg.wasm', import.meta.url) });
