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
import { firefox, firefoxPath, firefoxProblem, firefoxVersion, oldestFirefoxPath } from './engines/firefox.ts';
import { journeys, type Shop } from './engines/journeys.ts';
import { reviewJourneys } from './engines/review-journeys.ts';
import { type ScriptGate, scriptGate } from './engines/script-gate.ts';
import type { Engine, Tab } from './engines/tab.ts';
import { miniBrowserPath, webkit, webkitDriverPath } from './engines/webkit.ts';
import { newShopper, urls } from './fixtures.ts';
import { e2ePorts } from './ports.ts';

type Product = { slug: string; name: string; sizes: { label: string }[]; gallery: unknown[] | null };

/** What keeps an engine from running here, in one line with its fix; null when it can run. */
type Problem = () => string | null;

const missing =
  (paths: string[], install: string): Problem =>
  () => {
    const absent = paths.filter((path) => !existsSync(path));
    return absent.length ? `not installed (${absent.join(', ')}): ${install}` : null;
  };

/**
 * The oldest Firefox ESR apt offers, beside the installed one (scripts/install-oldest-firefox-esr.sh;
 * `.ci/run` puts it there, so on CI it must be there). On a developer's machine without it, its
 * journeys are skipped with the command that adds it: `npm test` needs only the README's packages.
 * Where apt offers nothing older, the script links the installed one there: nothing more to prove.
 */
const oldestFirefoxSkip = (): string | null => {
  const command = 'bash scripts/install-oldest-firefox-esr.sh';
  if (!existsSync(oldestFirefoxPath)) return process.env.CI ? null : `no older Firefox ESR beside the installed one: ${command}`;
  if (existsSync(firefoxPath) && firefoxVersion(oldestFirefoxPath) === firefoxVersion(firefoxPath)) {
    return 'apt offers no Firefox ESR older than the installed one';
  }
  return null;
};

/**
 * `review`: the engine also runs UX review 2's journeys (engines/review-journeys.ts). Safari's and
 * Firefox's engines as shipped; the oldest ESR and Chromium 111 are there for the fallbacks, which
 * those pages do not use, and each engine adds a minute or more to CI.
 */
const engines: { engine: Engine; problem: Problem; skip?: () => string | null; review?: boolean }[] = [
  {
    engine: webkit(e2ePorts.webkitDriver),
    problem: missing([webkitDriverPath, miniBrowserPath, '/usr/bin/xvfb-run'], 'apt-get install webkit2gtk-driver xvfb'),
    review: true,
  },
  { engine: firefox('Firefox ESR', firefoxPath), problem: () => firefoxProblem(firefoxPath), review: true },
  {
    engine: firefox('Firefox ESR, oldest', oldestFirefoxPath),
    problem: () => firefoxProblem(oldestFirefoxPath, 'bash scripts/install-oldest-firefox-esr.sh'),
    skip: oldestFirefoxSkip,
  },
  { engine: chromium111(), problem: () => null },
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

for (const { engine, problem, skip, review } of engines) {
  test.describe(engine.name, () => {
    const skipped = skip?.() ?? null;
    test.skip(skipped !== null, skipped ?? '');
    // An engine that cannot run fails its first journey with one line that says why and how to
    // fix it; its other journeys are skipped (a wall of identical failures hides that line).
    let cannotRun: string | null = null;

    let tab: Tab;
    let shop: Shop;
    let gate: ScriptGate | undefined;

    test.beforeAll(async () => {
      // Starting an engine the first time includes unpacking the old Chromium (a few seconds).
      test.setTimeout(120_000);
      cannotRun = problem();
      if (cannotRun) return;
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

    for (const [index, journey] of [...journeys, ...(review ? reviewJourneys : [])].entries()) {
      test(journey.name, async () => {
        if (cannotRun) {
          if (index === 0) throw new Error(`${engine.name}: ${cannotRun}`);
          test.skip(true, `${engine.name} cannot run here (see its first journey)`);
        }
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
