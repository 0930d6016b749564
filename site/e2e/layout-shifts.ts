import type { Page } from '@playwright/test';

/**
 * Layout shifts as Chromium reports them from the first paint on (the Layout Instability API, which
 * Lighthouse's CLS adds up), with what moved. Call `recordLayoutShifts` before the page loads.
 */
export type LayoutShifts = { total: number; moved: string[] };

export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0, moved: [] as string[] };
    (window as unknown as { layoutShifts: typeof record }).layoutShifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Element }[] }[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources)
          record.moved.push(`${source.node?.nodeName ?? '?'}.${source.node?.className ?? ''} ${entry.value.toFixed(4)}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShifts(page: Page): Promise<LayoutShifts> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShifts }).layoutShifts);
}
