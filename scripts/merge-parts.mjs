// Fewer, larger parts for a split module (scripts/build-modules.sh, after `wasm-split-cli`).
//
//   node scripts/merge-parts.mjs DIR [--late SPLIT,...] [--no-merge]
//
// wasm-split-cli makes a file for every set of split points that share code (a "chunk": a function
// two split points reach is in neither's own part): with four split points, seven chunks, some under
// a kilobyte. A person pays per file as well as per byte (a request, a module compiled and
// instantiated): a replay link fetched a game's part in five files (docs/performance.md). Every
// chunk imports the same memory, table and stack pointer from the main part and fills its own
// places in them (its data and table entries at fixed addresses), so two chunks are one module
// once their contents are put side by side. Here they are, where no one downloads more for it
// (or only a part that comes late anyway):
//
// - chunks that the same split points need, apart from the `--late` ones, become one: a late split
//   point (the rules: opened from the app, whose games in play it draws, once their parts are in)
//   then loads code it does not run, which the app has loaded already;
// - a chunk of at most SMALL_BYTES (without its custom sections) joins a group of chunks that every
//   split point needing it needs too: of those, the one the fewest split points need (the largest,
//   if two are needed by as many), so that no split point loads more than a few KB it did not;
// - a split point's own part that is only its entry (a stub: at most STUB_BYTES of code as
//   wasm-split-cli writes it, where a game in play's is a few hundred) joins the chunk of its own
//   game, the one needed by the fewest split points, and gives it its name (`split_NAME.wasm`):
//   the others that need that chunk instantiate the stub too, and never call it.
//
// The chunks' loader (DIR/__wasm_split.js) is written again for the new files, and DIR/parts-of.txt
// lists each split point's files (`NAME FILE...`, largest first: on a connection that takes six
// requests at a time, the large ones start first). `--no-merge` (debug builds) keeps wasm-split's
// files and writes the list only. Merging: binaryen's wasm-merge, then the copies of the shared
// imports it keeps per input made one (in its text format), then wasm-as. The merged file keeps
// every data and table segment of its inputs, but not their functions that nothing reaches (there
// are none once wasm-opt has run on the parts, as the build does next) nor their names.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, statSync, unlinkSync, renameSync } from 'node:fs';
import { join } from 'node:path';

const STUB_BYTES = 1024;
const SMALL_BYTES = 4096;

const args = process.argv.slice(2);
const dir = args[0];
if (!dir) {
  console.error('usage: merge-parts.mjs DIR [--late SPLIT,...] [--no-merge]');
  process.exit(2);
}
const late = new Set((args.includes('--late') ? args[args.indexOf('--late') + 1] : '').split(',').filter(Boolean));
const merging = !args.includes('--no-merge');
const fail = (message) => {
  console.error(`merge-parts: ${message}`);
  process.exit(1);
};

// wasm-split-cli's loader: its functions, then a loader per chunk (with the split points that need
// it in a comment), then one per split point (its own file and the chunks it needs).
const jsFile = join(dir, '__wasm_split.js');
const js = readFileSync(jsFile, 'utf8');
const CHUNK = /\/\* ([^*]*?) \*\/\nconst (__chunk_\d+) = makeLoad\(\(\) => \{\n {4}const src = fetch\(new URL\("\.\/(chunk_\d+)\.wasm", import\.meta\.url\)\);\n {4}src\.catch\(\(\) => \{\}\);\n {4}return async \(imports\) => \(WebAssembly\.instantiateStreaming\(src, imports\)\);\n\}\n, \[\]\);\n/g;
const SPLIT = /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(\(\) => \{\n {4}const src = fetch\(new URL\("\.\/(split_\w+)\.wasm", import\.meta\.url\)\);\n {4}src\.catch\(\(\) => \{\}\);\n {4}return async \(imports\) => \(WebAssembly\.instantiateStreaming\(src, imports\)\);\n\}\n, \[([^\]]*)\]\)\);\n?/g;
const chunks = [...js.matchAll(CHUNK)].map((m) => ({ reach: m[1].split(', ').map((s) => s.trim()), id: m[2], files: [m[3]] }));
const splits = [...js.matchAll(SPLIT)].map((m) => ({ name: m[1], own: m[2], deps: m[3].split(',').map((d) => d.trim()).filter(Boolean) }));
const preamble = js.slice(0, Math.min(...[...js.matchAll(/\n\/\* |\nexport const __wasm_split_load_/g)].map((m) => m.index)) + 1);
// Nothing of the file unread: a wasm-split-cli that writes its loader otherwise stops the build.
if (!splits.length || js.replace(CHUNK, '').replace(SPLIT, '') !== preamble) fail(`${jsFile} is not as wasm-split-cli 0.2.4 writes it`);
for (const s of splits) {
  for (const d of s.deps) if (!chunks.some((c) => c.id === d)) fail(`${s.name} needs an unknown chunk ${d}`);
}

// Every chunk is needed by the split points its comment names, and by no other.
for (const c of chunks) {
  const needing = splits.filter((s) => s.deps.includes(c.id)).map((s) => s.name).sort().join(', ');
  if (needing !== [...c.reach].sort().join(', ')) fail(`${c.id} is for ${c.reach.join(', ')}, but needed by ${needing}`);
}
for (const s of late) if (!splits.some((split) => split.name === s)) fail(`--late ${s}: no such split point`);

// A wasm file's sections, as { id, start, body, end } (byte offsets; `body` after the section's
// id and length), with the reader of an unsigned LEB128 number at an offset.
const leb = (b, at) => {
  let value = 0;
  let shift = 0;
  let p = at;
  let x;
  do {
    x = b[p++];
    value += (x & 0x7f) * 2 ** shift;
    shift += 7;
  } while (x & 0x80);
  return { value, next: p };
};
function* sections(b) {
  for (let p = 8; p < b.length;) {
    const { value: length, next: body } = leb(b, p + 1);
    yield { id: b[p], start: p, body, end: body + length };
    p = body + length;
  }
}

// A file's size without its custom sections (the names, which the merged files no longer have and
// wasm-opt drops from all): what is compared, to list a split point's files largest first. Read
// once per file.
const sizes = new Map();
const size = (file) => {
  if (!sizes.has(file)) {
    let total = 0;
    for (const s of sections(readFileSync(join(dir, `${file}.wasm`)))) if (s.id !== 0) total += s.end - s.body;
    sizes.set(file, total);
  }
  return sizes.get(file);
};

// The groups of chunks that become one file: by the split points that need them, the late ones
// aside. A group's reach is every split point that needs any of its chunks.
const groups = [];
for (const chunk of chunks) {
  const key = chunk.reach.filter((s) => !late.has(s)).sort().join(' ');
  let group = merging ? groups.find((g) => g.key === key) : undefined;
  if (!group) {
    group = { key, id: chunk.id, reach: new Set(), members: [], name: chunk.files[0] };
    groups.push(group);
  }
  group.members.push(chunk);
  chunk.reach.forEach((s) => group.reach.add(s));
}
const groupOf = (id) => groups.find((g) => g.members.some((c) => c.id === id));
const weight = (g) => g.members.reduce((sum, c) => sum + size(c.files[0]), 0);
const covers = (big, small) => [...small.reach].every((s) => big.reach.has(s));

// A small chunk (at most SMALL_BYTES) joins the group that the fewest split points need among those
// needed by every split point that needs it: a few hundred bytes more for some, a file less for
// each of its own.
for (let changed = merging; changed;) {
  changed = false;
  for (const small of groups.filter((g) => weight(g) <= SMALL_BYTES)) {
    const into = groups.filter((g) => g !== small && covers(g, small))
      .sort((a, b) => a.reach.size - b.reach.size || weight(b) - weight(a))[0];
    if (!into) continue;
    into.members.push(...small.members);
    groups.splice(groups.indexOf(small), 1);
    changed = true;
    break;
  }
}

// Entry stubs into their game's chunk: the group among their own that the fewest split points need
// (the largest, if two are needed by as many).
for (const split of splits) {
  split.merged = false;
  if (!merging || size(split.own) > STUB_BYTES) continue;
  const own = [...new Set(split.deps.map(groupOf))].filter((g) => !g.stub);
  if (!own.length) continue;
  own.sort((a, b) => a.reach.size - b.reach.size || weight(b) - weight(a));
  own[0].stub = split;
  own[0].name = split.own;
  split.merged = true;
}

// A wasm file's `target_features` section (the features its code may use, as rustc wrote them):
// its bytes, and the features' names.
const featuresOf = (file) => {
  const b = readFileSync(file);
  for (const s of sections(b)) {
    if (s.id !== 0) continue;
    let { value: n, next: p } = leb(b, s.body);
    if (b.subarray(p, p + n).toString() !== 'target_features') continue;
    p += n;
    const names = [];
    let count;
    ({ value: count, next: p } = leb(b, p));
    for (; count > 0; count--) {
      if (b[p++] !== 0x2b) fail(`${file}: a feature it may not use or must use ('+' only)`);
      ({ value: n, next: p } = leb(b, p));
      names.push(b.subarray(p, p + n).toString());
      p += n;
    }
    return { bytes: b.subarray(s.start, s.end), names };
  }
  return null;
};

// LLVM's names of features that binaryen names otherwise.
const BINARYEN_FEATURE = { 'nontrapping-fptoint': 'nontrapping-float-to-int', simd128: 'simd' };

// The merged files. Binaryen's tools warn of every input's names they do not read (the chunks keep
// their functions' names until wasm-opt): those warnings are left out.
const run = (name, toolArgs) => {
  const done = spawnSync(join('node_modules', '.bin', name), toolArgs, { encoding: 'utf8' });
  const said = (done.stderr ?? '').split('\n').filter((l) => l && !/^warning: unknown name subsection/.test(l));
  if (said.length) console.error(said.join('\n'));
  if (done.status !== 0) fail(`${name} ${toolArgs.join(' ')} failed`);
};
for (const group of groups) {
  const inputs = group.members.map((c) => c.files[0]);
  if (group.stub) inputs.unshift(group.stub.own);
  if (inputs.length === 1) continue;
  const merged = join(dir, `${group.name}.merged.wasm`);
  const wat = join(dir, `${group.name}.merged.wat`);
  run('wasm-merge', [...inputs.flatMap((f, i) => [join(dir, `${f}.wasm`), `m${i}`]), '--all-features', '--no-validation', '-o', merged]);
  run('wasm-dis', ['--all-features', merged, '-o', wat]);
  // wasm-merge keeps each input's imports of the main part's memory, table and globals apart
  // ($mimport$1, $timport$1...): one of each, named as the first.
  let text = readFileSync(wat, 'utf8');
  const first = new Map();
  const rename = new Map();
  text = text.replace(/^ \(import "([^"]+)" "([^"]+)" \((\w+) (\$[\w$.]+) [^\n]*\n/gm, (line, module, base, kind, name) => {
    const key = `${module}\0${base}\0${kind}`;
    if (!first.has(key)) {
      first.set(key, name);
      return line;
    }
    rename.set(name, first.get(key));
    return '';
  });
  if (rename.size) {
    const escape = (n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const names = new RegExp(`(?<![\\w$.])(${[...rename.keys()].map(escape).join('|')})(?![\\w$.])`, 'g');
    text = text.replace(names, (n) => rename.get(n));
  }
  writeFileSync(wat, text);
  // Assembled with the features the inputs were compiled with, which the merged file declares as
  // they did (wasm-as writes no such section): wasm-opt then optimises it as it does every part.
  const [features, ...others] = inputs.map((f) => featuresOf(join(dir, `${f}.wasm`)));
  if (!features || others.some((f) => f?.names.join() !== features.names.join())) fail(`${inputs.join(', ')}: not the same target features`);
  run('wasm-as', ['--mvp-features', ...features.names.map((f) => `--enable-${BINARYEN_FEATURE[f] ?? f}`), wat, '-o', merged]);
  writeFileSync(merged, Buffer.concat([readFileSync(merged), features.bytes]));
  unlinkSync(wat);
  for (const f of inputs) unlinkSync(join(dir, `${f}.wasm`));
  renameSync(merged, join(dir, `${group.name}.wasm`));
  for (const f of inputs) sizes.delete(f);
}

// The loader again: a loader per file that split points share, then one per split point.
const load = (file) => `() => {\n    const src = fetch(new URL("./${file}.wasm", import.meta.url));\n    src.catch(() => {});\n    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));\n}\n`;
let out = preamble;
for (const g of groups) out += `/* ${[...g.reach].sort().join(', ')} */\nconst ${g.id} = makeLoad(${load(g.name)}, []);\n`;
const lines = [];
for (const s of splits) {
  const deps = [...new Set(s.deps.map((d) => groupOf(d)))];
  // A stub merged into a chunk: the split point's own load is that chunk's, among its needs.
  const own = s.merged ? '() => async () => {}' : load(s.own);
  out += `export const __wasm_split_load_${s.name} = wrapAsyncCb(makeLoad(${own}, [${deps.map((g) => g.id).join(', ')}]));\n`;
  const files = [...(s.merged ? [] : [s.own]), ...deps.map((g) => g.name)];
  files.sort((a, b) => size(b) - size(a));
  lines.push([s.name, ...files].join(' '));
}
writeFileSync(jsFile, out);
writeFileSync(join(dir, 'parts-of.txt'), `${lines.join('\n')}\n`);
