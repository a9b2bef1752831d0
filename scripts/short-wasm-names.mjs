// Release builds only (scripts/build-modules.sh, for each split module: the page's, in the staging
// directory, and the pages', in its folder, the argument): gives the wasm module's imports and
// exports one- or two-letter names, and rewrites the JS glue and the script that loads its parts to
// match.
//
// wasm-bindgen names every import after its JS function plus a 16-digit hash
// (`__wbg_createElementNS_2f7464180077e8e4`); with about 160 imports those names, written once in
// the wasm and once in the glue, cost about 5 KB gzip, noise that compresses badly. Binaryen's own
// pass (`--minify-imports-and-exports-and-modules`, as Emscripten uses it) renames them and prints
// the mapping; this script applies the mapping to the glue and checks that every name it renamed
// was found exactly once, so a change in wasm-bindgen's output fails the build instead of the page.
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

if (process.env.TRUNK_PROFILE !== 'release') process.exit(0);

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? 'dist';
const wasmFiles = readdirSync(dir).filter((f) => f.endsWith('_bg.wasm'));
if (wasmFiles.length !== 1) throw new Error(`short-wasm-names: expected one *_bg.wasm in ${dir}, found ${wasmFiles.length}`);
const wasmPath = join(dir, wasmFiles[0]);
const gluePath = join(dir, wasmFiles[0].replace(/_bg\.wasm$/, '.js'));

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Replaces the one match of `pattern` in `text`; anything else means the glue is not what we expect.
function replaceOnce(text, source, replacement, what) {
  const count = text.match(new RegExp(source, 'gm'))?.length ?? 0;
  if (count !== 1) throw new Error(`short-wasm-names: ${what} found ${count} times in the glue`);
  return text.replace(new RegExp(source, 'm'), replacement);
}

const wasmBefore = readFileSync(wasmPath).length;
// One more -Oz run with the renaming (the names change what is cheapest to encode), dropping the
// custom sections no browser reads. The features come from the module's target_features section.
const mapping = JSON.parse(
  execFileSync('wasm-opt', [
    wasmPath, '-o', wasmPath, '-Oz', '--low-memory-unused', '--strip-producers',
    '--strip-target-features', '--minify-imports-and-exports-and-modules',
  ], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }),
);
const module = new WebAssembly.Module(readFileSync(wasmPath));
// The module imports from wasm-bindgen's glue and, split into parts (scripts/build-modules.sh), from
// the script that loads them (SPLIT), which the glue passes on whole and which reaches the memory,
// the function table and the code the parts share by the module's exports.
const SPLIT = './__wasm_split.js';
const newModule = new Map(WebAssembly.Module.imports(module).map((i) => [i.name, i.module]));
const moduleOf = (old) => {
  const renamed = new Set(mapping.imports.filter(([m]) => m === old).map(([, , n]) => newModule.get(n)));
  if (renamed.size !== 1) throw new Error(`short-wasm-names: the module ${old} became ${renamed.size} modules`);
  return [...renamed][0];
};
const oldModules = [...new Set(mapping.imports.map(([m]) => m))].filter((m) => m !== SPLIT);
if (oldModules.length !== 1) throw new Error(`short-wasm-names: the mapping names ${oldModules.length} modules besides ${SPLIT}`);
const importModules = [moduleOf(oldModules[0])];
const splitImports = mapping.imports.filter(([m]) => m === SPLIT);

let glue = readFileSync(gluePath, 'utf8');
const glueBefore = glue.length;
// The import object: `__wbg_name_hash: function(…` inside `import0`, returned under the module name.
for (const [, oldName, newName] of mapping.imports.filter(([m]) => m !== SPLIT)) {
  glue = replaceOnce(glue, `^(\\s+)${escape(oldName)}:`, `$1${JSON.stringify(newName)}:`, `import ${oldName}`);
}
glue = replaceOnce(glue, `${escape(JSON.stringify(oldModules[0]))}:`, `${JSON.stringify(importModules[0])}:`, `module ${oldModules[0]}`);
if (splitImports.length) {
  // `"./__wasm_split.js": importN,` once per function imported from it: one object of the parts'
  // loaders under their new names instead.
  const entries = [...glue.matchAll(new RegExp(`^\\s*${escape(JSON.stringify(SPLIT))}:\\s*(import\\d+),\\s*$`, 'gm'))];
  if (entries.length !== splitImports.length) throw new Error(`short-wasm-names: ${entries.length} imports of ${SPLIT} in the glue, ${splitImports.length} in the module`);
  const namespace = entries[0][1];
  const loaders = splitImports.map(([, oldName, newName]) => `${JSON.stringify(newName)}: ${namespace}.${oldName}`).join(', ');
  for (const entry of entries) glue = glue.replace(`${entry[0]}`, '');
  if (moduleOf(SPLIT) === importModules[0]) {
    // Binaryen puts every import in one module: the loaders join wasm-bindgen's imports.
    glue = replaceOnce(glue, `^(\\s*)${escape(JSON.stringify(importModules[0]))}:\\s*([\\w$]+),`,
      `$1${JSON.stringify(importModules[0])}: Object.assign($2, { ${loaders} }),`, 'the imports\' module');
  } else {
    glue = replaceOnce(glue, `^(\\s*)${escape(JSON.stringify(importModules[0]))}:`,
      `$1${JSON.stringify(moduleOf(SPLIT))}: { ${loaders} },\n$1${JSON.stringify(importModules[0])}:`, 'the imports\' module');
  }
  // The loading script reaches the module's exports by their names.
  const splitPath = join(dir, '__wasm_split.js');
  let split = readFileSync(splitPath, 'utf8');
  split = replaceOnce(split, '= initSync\\(', '= initSync(', 'initSync in the parts\' script');
  split = split.replace(/const \{([^}]*)\} = initSync\(/, (_, names) => {
    const renamed = names.split(',').map((n) => n.trim()).filter(Boolean).map((n) => {
      const found = mapping.exports.find(([old]) => old === n);
      if (!found) throw new Error(`short-wasm-names: the parts' script uses ${n}, which the module does not export`);
      return `${JSON.stringify(found[1])}: ${n}`;
    });
    return `const { ${renamed.join(', ')} } = initSync(`;
  });
  writeFileSync(splitPath, split);
}
// The glue reaches every export as `wasm.<name>`.
for (const [oldName, newName] of mapping.exports) {
  glue = glue.replace(new RegExp(`\\bwasm\\.${escape(oldName)}\\b`, 'g'), `wasm[${JSON.stringify(newName)}]`);
}
const leftOver = [...glue.matchAll(/\bwasm\.(\w+)/g)].map(([, name]) => name);
if (leftOver.length) throw new Error(`short-wasm-names: the glue still uses exports ${[...new Set(leftOver)].join(', ')}`);
const exported = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
for (const [, newName] of mapping.exports) {
  if (!exported.has(newName)) throw new Error(`short-wasm-names: the module does not export ${newName}`);
}
writeFileSync(gluePath, glue);
console.log(`short-wasm-names: ${mapping.imports.length} imports and ${mapping.exports.length} exports renamed; `
  + `wasm ${wasmBefore} -> ${readFileSync(wasmPath).length} bytes, glue ${glueBefore} -> ${glue.length} bytes`);
