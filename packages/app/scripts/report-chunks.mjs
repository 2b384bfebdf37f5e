// Prints, after `vite build`, the JS each route loads (gzip), and what the first page loads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The chunk of a manifest key plus every chunk it imports statically, transitively. */
const staticClosure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
};
const bytesOf = (keys) => [...keys].reduce((sum, key) => sum + gzipBytes(manifest[key].file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// The scripts index.html loads: the entry's code sits in the start-up chunk, so the manifest may mark no
// entry of its own; the page's module scripts are what a first visit runs.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const pageScripts = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map(([, file]) => file);
const firstPage = new Set();
for (const file of pageScripts) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === file);
  if (key) staticClosure(key, firstPage);
}
console.log(`first page (entry and its static imports): ${kb(bytesOf(firstPage))} gzip`);

const routeModules = Object.keys(manifest).filter(
  (key) => key.includes('/pages/') && manifest[key].isDynamicEntry,
);
for (const key of routeModules.sort()) {
  const extra = [...staticClosure(key)].filter((chunk) => !firstPage.has(chunk));
  console.log(`  ${key.replace(/^src\/pages\//, '').padEnd(40)} +${kb(bytesOf(extra))} gzip`);
}
