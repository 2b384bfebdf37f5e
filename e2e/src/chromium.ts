/** Debian's Chromium: nothing in this project ever downloads a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless flags that keep Chromium off the network this machine does not have, and ask for reduced
 * motion: without a GPU every frame of a spinner or a transition is drawn on the CPU, which the tests'
 * two cores share (a journey file took a fifth less CPU with it, 220 s against 270 s). Pictures do not
 * change: they are taken with animations finished, and the app honours the setting by making motion
 * near-instant rather than removing what it shows.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--force-prefers-reduced-motion',
];
