// Where a journey's time goes (issue 40): reads a Chromium trace written by the journeys test
// (`JOURNEY_TRACE=DIR`, tests/e2e/journeys.test.mjs) and prints, from the page's navigation, the
// files it asked for, the page's main-thread tasks of at least MIN ms with what ran in them, and
// the main thread's time by kind of work (compiling wasm lazily, running scripts and wasm, layout).
//
// With V8's sampling profile in the trace (the journeys test records it with JOURNEY_PROFILE=1), it
// also prints the functions the main thread spent its time in, by their own time: JavaScript by
// name, wasm by its name section (a release build drops it: keep it with wasm-opt's -g for such a
// build), from FROM_MS after navigation on (the work after a journey's last byte, say).
//
// Usage: node scripts/trace-summary.mjs TRACE.json [MIN_MS=10] [FROM_MS=0]
import { readFileSync } from 'node:fs';

const [file, min = '10', from = '0'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/trace-summary.mjs TRACE.json [MIN_MS] [FROM_MS]');
  process.exit(2);
}
const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents;
const ms = (us) => (us / 1000).toFixed(0);
// The page's navigation: the last one of a main frame to an http(s) address (a new tab opens
// about:blank first).
const navigations = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame
  && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''));
if (!navigations.length) {
  console.error(`${file}: no navigation in the trace`);
  process.exit(1);
}
const start = navigations.at(-1).ts;
// The page's main thread: the one that parsed its HTML.
const parse = events.find((e) => e.name === 'ParseHTML' && e.ts >= start);
if (!parse) {
  console.error(`${file}: the page's HTML is not parsed in the trace`);
  process.exit(1);
}
const onMain = (e) => e.pid === parse.pid && e.tid === parse.tid;
const after = events.filter((e) => e.ts >= start).sort((a, b) => a.ts - b.ts);
const end = after.filter((e) => onMain(e) && e.ph === 'X').reduce((last, e) => Math.max(last, e.ts + e.dur), start);

console.log(`requests (ms from navigation):`);
for (const e of after.filter((x) => x.name === 'ResourceSendRequest')) {
  console.log(`${ms(e.ts - start).padStart(6)}  ${e.args.data.url.split('/').pop().split('#')[0].slice(0, 60) || '(the page)'}`);
}

// The thread's tasks: the outermost of its run-task events (Chromium nests two kinds, and a task
// that only runs microtasks, as a wasm future's continuation, has the outer kind alone).
const tasks = [];
for (const e of after.filter((x) => onMain(x) && x.ph === 'X' && /^(ThreadControllerImpl::)?RunTask$/.test(x.name))) {
  const last = tasks.at(-1);
  if (!last || e.ts >= last.ts + last.dur) tasks.push(e);
}
const inside = after.filter((e) => onMain(e) && e.ph === 'X' && e.dur >= 1000
  && !/RunTask|mojo|SimpleWatcher|^v8\.(callFunction|run)$/.test(e.name));
console.log(`\nmain-thread tasks of at least ${min} ms (start, length, what ran in them):`);
for (const t of tasks.filter((x) => x.dur >= Number(min) * 1000)) {
  const what = inside.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.name !== 'wasm.CompileLazy' && e !== t)
    .slice(0, 6)
    .map((e) => {
      const d = e.args?.data ?? {};
      const detail = d.url ? `(${d.url.split('/').pop().split('#')[0].slice(0, 28)})` : d.type ? `(${d.type})` : '';
      return `${e.name}${detail} ${ms(e.dur)}`;
    });
  console.log(`${ms(t.ts - start).padStart(6)} +${ms(t.dur).padStart(4)}  ${what.join(' | ')}`);
}

// Time by kind of work, each event's own time (less what ran inside it on the same thread).
const mainEvents = after.filter((e) => onMain(e) && e.ph === 'X' && e.ts + e.dur <= end);
const own = new Map();
const count = new Map();
const stack = [];
for (const e of mainEvents) {
  while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
  if (stack.length) own.set(stack.at(-1).name, (own.get(stack.at(-1).name) ?? 0) - e.dur);
  own.set(e.name, (own.get(e.name) ?? 0) + e.dur);
  count.set(e.name, (count.get(e.name) ?? 0) + 1);
  stack.push(e);
}
const busy = tasks.reduce((sum, t) => sum + t.dur, 0);
console.log(`\nthe main thread: busy ${ms(busy)} of ${ms(end - start)} ms; its own time by kind of work:`);
for (const [name, us] of [...own].filter(([, us]) => us >= 5000).sort((a, b) => b[1] - a[1])) {
  console.log(`${ms(us).padStart(6)} ms  ${name} (${count.get(name)})`);
}

// V8's sampling profile of the main thread (a `Profile` and its `ProfileChunk`s, named by process
// and id): each sample's function, counted for the time to the next sample.
const profile = events.find((e) => e.name === 'Profile' && e.pid === parse.pid && e.tid === parse.tid);
if (profile) {
  const nodes = new Map();
  const samples = [];
  const deltas = [];
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === profile.pid && x.id === profile.id)) {
    for (const n of e.args.data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    samples.push(...(e.args.data.cpuProfile?.samples ?? []));
    deltas.push(...(e.args.data.timeDeltas ?? []));
  }
  const selfTime = new Map();
  let at = profile.args.data.startTime;
  samples.forEach((id, i) => {
    at += deltas[i];
    if (at < start + Number(from) * 1000 || at > end) return;
    const frame = nodes.get(id)?.callFrame ?? {};
    const key = `${frame.functionName || '(anonymous)'}${frame.url ? ` (${frame.url.split('/').pop().slice(0, 28)})` : ''}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + (deltas[i + 1] ?? 0));
  });
  console.log(`\nthe main thread's functions from ${from} ms on, by their own time (sampled):`);
  for (const [name, us] of [...selfTime].filter(([n]) => n !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`${ms(us).padStart(6)} ms  ${name.slice(0, 150)}`);
  }
}
