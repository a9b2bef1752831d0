// Starts the rules page's module (src/modules/rules.rs): the app adds this script the first time someone
// opens the rules. If the module's wasm cannot be loaded (the connection failed), this says so to the app
// (src/ui/modules.rs), which adds this script again (as `rules-boot.js?try=N`: a page runs a module
// script once per address) when the rules are opened again.
import init from './rules-page/rules-page.js';

// The rules page's own styles, which the game's page does not carry.
const styles = document.createElement('link');
styles.rel = 'stylesheet';
styles.href = new URL('rules-page/rules-page.css', import.meta.url).href;
document.head.append(styles);

init({ module_or_path: new URL('rules-page/rules-page_bg.wasm', import.meta.url) })
  .catch(() => dispatchEvent(new CustomEvent('glux-module-failed', { detail: 'rules-boot.js' })));
