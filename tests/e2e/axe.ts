// axe-core in Chromium, injected from node_modules (no @axe-core/playwright):
// the violations of the page as it is now. Every rule runs; none is turned off.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding { rule: string; impact: string; help: string; nodes: string[] }

/** Violations found by every audit of the run, by impact (a file prints them at its end: the run's figures). */
export const tally: Record<string, number> = {};
export const audits = { count: 0 };

/** axe's violations on the page as it is now (all of them are tallied; the critical and serious ones returned). */
export async function audit(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const found: Finding[] = await page.evaluate(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axe is a global of the injected script
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axe's result types are not imported into the page
    return result.violations.map((v: any) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      nodes: v.nodes.slice(0, 5).map((n: any) => `${n.target.join(' ')}: ${n.failureSummary.replace(/\s+/g, ' ')}`),
    }));
  });
  audits.count += 1;
  for (const { impact } of found) tally[impact] = (tally[impact] ?? 0) + 1;
  return found.filter(({ impact }) => impact === 'critical' || impact === 'serious');
}
