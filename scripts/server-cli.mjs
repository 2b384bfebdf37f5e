// Runs one of the server's command-line tools (packages/server/src/cli/<name>.ts) from the project folder,
// so that the embedded database is the same ./data the server uses.
import { runOrExit } from './run.mjs';

const tools = ['create-admin', 'seed', 'generate-people', 'backup', 'restore'];
const [name, ...args] = process.argv.slice(2);
if (!tools.includes(name)) {
  console.error(`Usage: node scripts/server-cli.mjs <${tools.join('|')}> [arguments]`);
  process.exit(2);
}
const serverPackage = new URL('../packages/server/', import.meta.url).pathname;
await runOrExit(`${serverPackage}node_modules/.bin/tsx`, [`${serverPackage}src/cli/${name}.ts`, ...args]);
