// Post-build hook (Trunk.toml): gives the built page a Content-Security-Policy that allows only the
// app's own files. The one inline script (Trunk's module loader, different in every build) is
// allowed by its SHA-256 hash; WebAssembly needs 'wasm-unsafe-eval'; the seat colours and the
// scoring track's markers are inline style attributes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const page = join(process.env.TRUNK_STAGING_DIR ?? 'dist', 'index.html');
let html = readFileSync(page, 'utf8');
const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
// `trunk serve` fills its live-reload script in as it serves the page, so no hash can match it:
// development builds allow inline scripts; release builds (what is published) allow only these.
const inline = process.env.TRUNK_PROFILE === 'release' ? hashes.join(' ') : "'unsafe-inline'";
const policy = [
  "default-src 'none'",
  `script-src 'self' 'wasm-unsafe-eval' ${inline}`.trim(),
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
// Right after the charset (minified pages have no <head> tag), before any script.
if (!/<meta charset[^>]*>/i.test(html)) throw new Error(`${page}: no <meta charset> to put the policy after`);
html = html.replace(/<meta charset[^>]*>/i, (charset) => charset + meta);
writeFileSync(page, html);
console.log(`csp: ${process.env.TRUNK_PROFILE === 'release' ? `${hashes.length} inline script(s) allowed by hash` : 'development build, inline scripts allowed'}`);
