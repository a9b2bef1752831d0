// Starts the carrier of games between devices (src/carrier.rs): the app adds this script the first
// time a game between devices is needed.
import init from './carrier/carrier.js';

init({ module_or_path: new URL('carrier/carrier_bg.wasm', import.meta.url) });
