/**
 * Top self-time functions of a V8 `.cpuprofile` (from `node --cpu-prof`), and the share of time
 * spent under each package or source folder.
 *
 *   node scripts/bench/summarize-profile.ts <file.cpuprofile> [rows] [last seconds]
 */
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, rowsArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error('usage: summarize-profile.ts <file.cpuprofile> [rows] [last seconds]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const rows = Number(rowsArg ?? 40);
// Only the last N seconds (the load, without start-up and set-up), when asked.
if (lastArg) {
  const end = profile.timeDeltas.reduce((a, b) => a + b, 0);
  let at = 0;
  const keep = profile.timeDeltas.map((delta) => {
    at += delta;
    return at >= end - Number(lastArg) * 1e6;
  });
  profile.samples = profile.samples.filter((_, i) => keep[i]);
  profile.timeDeltas = profile.timeDeltas.filter((_, i) => keep[i]);
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (node: Node) => {
  const { url, lineNumber } = node.callFrame;
  const short = url.replace(/^file:\/\/\/work\/main\//, '').replace(/^.*node_modules\//, '~');
  return `${short}:${lineNumber + 1}`;
};
const group = (url: string) => {
  if (!url) return '(native/vm)';
  if (url.startsWith('node:')) return url.split('/')[0] ?? url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  return url.replace(/^file:\/\/\/work\/main\//, '').replace(/\/[^/]+$/, '');
};

const selfByFunction = new Map<string, number>();
const selfByGroup = new Map<string, number>();
for (const [id, time] of self) {
  const node = byId.get(id);
  if (!node) continue;
  const key = `${node.callFrame.functionName || '(anonymous)'}  ${where(node)}`;
  selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + time);
  const g = group(node.callFrame.url);
  selfByGroup.set(g, (selfByGroup.get(g) ?? 0) + time);
}

// Inclusive time per function of our own code (src/), counted once per sample.
const inclusive = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const node = byId.get(at);
    if (!node) break;
    const key = `${node.callFrame.functionName || '(anonymous)'}  ${where(node)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
});

const pct = (time: number) => `${((time / total) * 100).toFixed(1).padStart(5)}%`;
console.log(`total ${(total / 1e6).toFixed(2)} s sampled\n\nself time by function:`);
for (const [key, time] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${pct(time)}  ${key}`);
console.log('\nself time by package / folder:');
for (const [key, time] of [...selfByGroup].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${pct(time)}  ${key}`);
console.log('\ninclusive time, functions of commerce-api/src and selected packages:');
for (const [key, time] of [...inclusive]
  .filter(([key]) => /commerce-api\/src|~(pino|helmet|express|body-parser|kysely|razorpay|axios|zod|better-sqlite3|router)/.test(key))
  .sort((a, b) => b[1] - a[1])
  .slice(0, rows))
  console.log(`${pct(time)}  ${key}`);
