// Starts the carrier of games between devices (src/modules/carrier.rs): the app adds this script the first
// time a game between devices is needed. If the carrier's wasm cannot be loaded (the connection failed),
// this says so to the app (src/ui/modules.rs), which adds this script again (as `carrier-boot.js?try=N`:
// a page runs a module script once per address) when asked to try again.
import init from './carrier/carrier.js';

// The carrier's screens' own styles (the History screen), which the game's page does not carry.
const styles = document.createElement('link');
styles.rel = 'stylesheet';
styles.href = new URL('carrier/carrier.css', import.meta.url).href;
document.head.append(styles);

init({ module_or_path: new URL('carrier/carrier_bg.wasm', import.meta.url) })
  .catch(() => dispatchEvent(new CustomEvent('glux-module-failed', { detail: 'carrier-boot.js' })));
