// Browser tests drive Debian's Chromium; nothing here ever downloads a browser of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const ensureChromium = () => {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromiumPath}. Install it: sudo apt-get install -y chromium fonts-dejavu-core`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium (about a minute)…");
  execSync('apt-get update && apt-get install -y --no-install-recommends chromium fonts-dejavu-core', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};
