/**
 * The journeys' accessibility check (fixtures.ts `axe`) for a Tab in any engine: axe-core's own
 * source is injected as the driver runs a script, then the page as it is now is scanned for every
 * WCAG 2.2 AA violation, which fail the journey by rule and element.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { WCAG_TAGS } from '../fixtures.ts';
import type { Tab } from './tab.ts';

// The same axe-core that @axe-core/playwright injects in the Chromium journeys (one version in the lock).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Scan = { tags: string[] };

/** Fails with each violation axe finds on the page shown in `tab` (`where` names the moment in the report). */
export async function expectAxeClean(tab: Tab, where: string): Promise<void> {
  if (!(await tab.run(() => 'axe' in window))) await tab.inject(axeSource);
  const found = await tab.run(
    async ({ tags }: Scan) => {
      // As fixtures.ts does: running animations make every style axe reads be computed again (a scan
      // many times slower). Held by the Web Animations API, not a <style> the page's CSP would refuse.
      const running = document.getAnimations().filter((animation) => animation.playState === 'running');
      for (const animation of running) animation.pause();
      try {
        const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
        const { violations, passes } = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
        return {
          passed: passes.length,
          violations: violations.map(
            (violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        };
      } finally {
        for (const animation of running) animation.play();
      }
    },
    { tags: WCAG_TAGS },
  );
  // A driver that dropped the scan's promise would answer nothing at all: that is no pass.
  if (!Array.isArray(found?.violations) || !(found.passed > 0)) {
    throw new Error(`${tab.engine}: axe on ${where} did not run (it answered ${JSON.stringify(found)})`);
  }
  if (found.violations.length) {
    throw new Error(`${tab.engine}: axe on ${where} (${await tab.path()}):\n${found.violations.join('\n')}`);
  }
}
