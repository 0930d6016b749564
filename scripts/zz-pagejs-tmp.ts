import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './lib/chromium.ts';
import { scriptsBeforeInteraction, totalBytes } from './bench/page-js.ts';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
for (const path of process.argv.slice(2)) {
  const { scripts } = await scriptsBeforeInteraction(browser, 'http://127.0.0.1:15021', path);
  console.log(path, totalBytes(scripts), 'B of', 81 * 1024);
}
await browser.close();
