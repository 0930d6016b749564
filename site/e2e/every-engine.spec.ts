/**
 * The shopper's journeys in every other engine the shop supports, against the same shop as the
 * Chromium journeys: WebKit (Safari, iPhones), Firefox ESR, and Chromium 111 (the oldest Chromium
 * we support; it takes the fallbacks that older Safari and Firefox need). The journeys themselves
 * are in engines/journeys.ts; pictures of the home and a product page at 390 px are kept under
 * test-results…/engines/. The early-tap journeys see the shop through a proxy that can hold the
 * page's scripts back (engines/script-gate.ts).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { chromium111 } from './engines/chromium-111.ts';
import { firefox, firefoxPath } from './engines/firefox.ts';
import { journeys, type Shop } from './engines/journeys.ts';
import { type ScriptGate, scriptGate } from './engines/script-gate.ts';
import type { Engine, Tab } from './engines/tab.ts';
import { miniBrowserPath, webkit, webkitDriverPath } from './engines/webkit.ts';
import { newShopper, urls } from './fixtures.ts';
import { e2ePorts } from './ports.ts';

type Product = { slug: string; name: string; sizes: { label: string }[]; gallery: unknown[] | null };

const engines: { engine: Engine; needs: string[]; install: string }[] = [
  {
    engine: webkit(e2ePorts.webkitDriver),
    needs: [webkitDriverPath, miniBrowserPath, '/usr/bin/xvfb-run'],
    install: 'apt-get install webkit2gtk-driver xvfb',
  },
  { engine: firefox(), needs: [firefoxPath], install: 'apt-get install firefox-esr' },
  { engine: chromium111(), needs: [], install: 'npm install (it ships in @sparticuz/chromium@111)' },
];

async function shopFor(engineName: string, artifactsDir: string, gate: ScriptGate): Promise<Shop> {
  const response = await fetch(`${urls.cms}/api/products?pagination[pageSize]=100&sort=order`);
  const products = ((await response.json()) as { data: Product[] }).data;
  const product = products.find((candidate) => candidate.sizes.length > 1 && (candidate.gallery?.length ?? 0) > 1);
  if (!product) throw new Error('the seed has a product with two sizes and two pictures');
  const prefix = engineName.toLowerCase().replace(/\W+/g, '-');
  return {
    product,
    scriptGate: gate,
    artifact: (name) => join(artifactsDir, `${prefix}-${name}`),
    newShopper: async () => {
      const who = newShopper();
      const answer = await fetch(`${urls.site}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: urls.site },
        body: JSON.stringify({
          name: who.name,
          email: who.email,
          phoneNumber: who.phone,
          password: who.password,
          confirmPassword: who.password,
        }),
      });
      if (answer.status !== 201) throw new Error(`register: ${answer.status} ${await answer.text()}`);
      return who;
    },
  };
}

for (const { engine, needs, install } of engines) {
  test.describe(engine.name, () => {
    let tab: Tab;
    let shop: Shop;
    let gate: ScriptGate | undefined;

    test.beforeAll(async () => {
      // Starting an engine the first time includes unpacking the old Chromium (a few seconds).
      test.setTimeout(120_000);
      const missing = needs.filter((path) => !existsSync(path));
      if (missing.length) throw new Error(`${engine.name} is not installed (${missing.join(', ')}): ${install}`);
      const artifactsDir = join(test.info().project.outputDir, 'engines');
      mkdirSync(artifactsDir, { recursive: true });
      gate = await scriptGate(urls.site);
      shop = await shopFor(engine.name, artifactsDir, gate);
      await engine.start(urls.site);
      tab = await engine.open();
    });

    test.afterAll(async () => {
      await tab?.close().catch(() => {});
      await engine.stop();
      await gate?.close();
    });

    for (const journey of journeys) {
      test(journey.name, async () => {
        if (journey.beforeScripts) {
          // A tab of its own (a new visitor too), through the gate, that does not wait for pages to
          // load. It takes the shared tab's place: WebKitWebDriver drives one session at a time.
          // Starting a browser twice more (WebKit's MiniBrowser) takes seconds on a busy machine.
          test.setTimeout(90_000);
          await tab.close();
          const early = await engine.open({ site: shop.scriptGate.url, waitForLoad: false });
          try {
            if (journey.viewport) await early.resize(journey.viewport.width, journey.viewport.height);
            await journey.run(early, shop);
          } finally {
            shop.scriptGate.release();
            await early.close().catch(() => {});
            tab = await engine.open();
          }
          return;
        }
        // Each journey starts as a new visitor: on the site, logged out, with an empty cart.
        await tab.goto('/404');
        await tab.run(() => fetch('/api/auth/logout', { method: 'POST' }).then(() => localStorage.clear()));
        if (journey.viewport) await tab.resize(journey.viewport.width, journey.viewport.height);
        await journey.run(tab, shop);
      });
    }
  });
}
