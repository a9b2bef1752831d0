#!/usr/bin/env node
// The languages' files as the web app serves them. A language is one file, src/locales/<code>.txt
// (src/i18n.rs, docs/i18n/README.md), in sections; a page loads only the section it shows.
//
//   node scripts/locales.mjs split          before the build (Trunk's pre_build hook): each file's
//       sections into target/locales/<code>.txt (the app's words), target/locales/pages/<code>.txt
//       (the pages opened on demand) and target/locales/tutorial/<code>.txt (the tutorial's page),
//       which index.html copies beside the page.
//   node scripts/locales.mjs finish STAGING after the build: the installed app's manifest in each
//       language (manifest-<code>.webmanifest, from static/manifest.webmanifest, which has no words,
//       and the file's [manifest] section; manifest.webmanifest is English's), and the list of languages written into the page's early-download
//       script (index.html's `data-langs`), the service worker's precache (sw.js's
//       `const LANGS = [...]`) and the pages' start script (static/module-start.js, staged as
//       module-start.template for scripts/build-modules.sh); and the words' version (a hash of the
//       tables) into the page's early-download script (`data-words`) and the service worker
//       (`const WORDS`).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = 'src/locales';
const HEADINGS = { '[pages]': 'pages', '[tutorial]': 'tutorial', '[manifest]': 'manifest' };

/** Every language: its code (the file's name) and its sections' text, by section. */
function languages() {
  return readdirSync(SOURCE)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((file) => {
      const sections = { app: [] };
      let current = 'app';
      for (const line of readFileSync(join(SOURCE, file), 'utf8').split('\n')) {
        // A heading is a line of its own, as src/i18n.rs reads it (build.rs checks each is there once).
        if (Object.hasOwn(HEADINGS, line)) {
          current = HEADINGS[line];
          if (sections[current]) throw new Error(`${SOURCE}/${file}: ${line} twice`);
          sections[current] = [];
        } else {
          sections[current].push(line);
        }
      }
      const code = file.slice(0, -'.txt'.length);
      for (const name of ['pages', 'tutorial', 'manifest']) {
        if (!sections[name]) throw new Error(`${SOURCE}/${file}: no ${name} section ([${name}])`);
      }
      return { code, sections: Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, v.join('\n').trim() + '\n'])) };
    });
}

/** A section's `key = text` lines as a map (comments and blank lines skipped). */
function words(text) {
  const map = new Map();
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const at = line.indexOf(' = ');
    if (at > 0) map.set(line.slice(0, at).trim(), line.slice(at + 3));
  }
  return map;
}

function split() {
  const out = 'target/locales';
  // Afresh: a language whose file is gone leaves nothing behind.
  rmSync(out, { recursive: true, force: true });
  for (const dir of [out, join(out, 'pages'), join(out, 'tutorial')]) mkdirSync(dir, { recursive: true });
  // Only the words: the files' comments are for translators, not for a phone's download.
  const served = (text) => `${text.split('\n').filter((l) => l.trim() && !l.startsWith('#')).join('\n')}\n`;
  for (const { code, sections } of languages()) {
    writeFileSync(join(out, `${code}.txt`), served(sections.app));
    writeFileSync(join(out, 'pages', `${code}.txt`), served(sections.pages));
    writeFileSync(join(out, 'tutorial', `${code}.txt`), served(sections.tutorial));
  }
}

/** A hash of every file under `dir` (their paths and contents), 16 hex digits. */
function wordsVersion(dir) {
  const files = (sub) => readdirSync(join(dir, sub), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(join(sub, e.name)) : [join(sub, e.name)]));
  const hash = createHash('sha256');
  for (const file of files('').sort()) hash.update(`${file}\n`).update(readFileSync(join(dir, file))).update('\n');
  return hash.digest('hex').slice(0, 16);
}

function finish(stage) {
  const all = languages();
  const template = JSON.parse(readFileSync('static/manifest.webmanifest', 'utf8'));
  for (const { code, sections } of all) {
    const w = words(sections.manifest);
    const get = (key) => {
      const text = w.get(key);
      if (!text) throw new Error(`${SOURCE}/${code}.txt: no ${key} in its [manifest] section`);
      return text;
    };
    const { id, ...rest } = structuredClone(template);
    const manifest = {
      id,
      name: get('manifest.name'),
      short_name: get('manifest.short-name'),
      description: get('manifest.description'),
      lang: code,
      dir: 'ltr',
      ...rest,
    };
    manifest.shortcuts[0].name = get('manifest.shortcut-glux');
    manifest.shortcuts[1].name = get('manifest.shortcut-glak');
    manifest.screenshots[0].label = get('manifest.screenshot-wide');
    manifest.screenshots[1].label = get('manifest.screenshot-narrow');
    const text = `${JSON.stringify(manifest, null, 2)}\n`;
    writeFileSync(join(stage, `manifest-${code}.webmanifest`), text);
    // The one the page names before its module has chosen a language (index.html): English's.
    if (code === 'en') writeFileSync(join(stage, 'manifest.webmanifest'), text);
  }
  // Before anything is minified (scripts/build-modules.sh runs this first): the page's script is
  // minified by Trunk already, so it reads its list from its `data-langs` attribute.
  const codes = all.map(({ code }) => code);
  const write = (file, pattern, replacement) => {
    const path = join(stage, file);
    const text = readFileSync(path, 'utf8');
    if (!pattern.test(text)) throw new Error(`${path}: no ${pattern} to write the languages into`);
    writeFileSync(path, text.replace(pattern, replacement));
  };
  write('index.html', /data-langs=("[^"]*"|'[^']*'|[^\s>]+)/, `data-langs="${codes.join(' ')}"`);
  const list = `const LANGS = [${codes.map((c) => `'${c}'`).join(', ')}];`;
  write('sw.js', /const LANGS = \[[^\]]*\];/, list);
  // The words' version: a hash of every table served (issue 40). The page asks for its tables
  // with it (`locales/en.txt?v=...`: index.html's `data-words`, src/ui/language.rs), and the
  // service worker answers a table asked for with its own build's version from its cache, without
  // a round trip; another version (a page of a newer build, whose words may differ) goes to the
  // network first, as before.
  const version = wordsVersion(join(stage, 'locales'));
  write('index.html', /data-words=("[^"]*"|'[^']*'|[^\s>]+)/, `data-words="${version}"`);
  write('sw.js', /const WORDS = '[^']*';/, `const WORDS = '${version}';`);
  write('module-start.template', /const LANGS = \[[^\]]*\];/, list);
}

const [command, stage] = process.argv.slice(2);
if (command === 'split') split();
else if (command === 'finish' && stage) finish(stage);
else {
  console.error('usage: node scripts/locales.mjs split | finish STAGING_DIR');
  process.exit(2);
}
