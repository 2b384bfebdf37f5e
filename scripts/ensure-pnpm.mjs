// Makes sure the pnpm that package.json pins is on PATH (a fresh machine has only Node and npm).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = packageManager.replace(/^pnpm@/, '');

const installedVersion = () => {
  try {
    return execSync('pnpm --version', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};

export const ensurePnpm = () => {
  const found = installedVersion();
  if (found === wanted) return;
  console.log(`Installing pnpm ${wanted} (found ${found ?? 'none'}) with npm…`);
  // pnpm must equal the pin exactly: another version tries to switch itself and stops.
  execSync(`npm install --global --save-exact pnpm@${wanted}`, { stdio: 'inherit' });
};

if (import.meta.url === `file://${process.argv[1]}`) ensurePnpm();
