/**
 * Debian's Chromium (browser downloads fail here and in CI) with the flags this machine needs: no
 * sandbox as root, no background networking (the closed network refuses it). CHROME_PATH points
 * elsewhere. Used by the Playwright journeys and the site benchmarks.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
