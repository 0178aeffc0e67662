// The accessibility bar of the journeys: axe-core (through @axe-core/playwright) with zero serious or critical
// violations, and nothing wider than the screen. Lesser violations are attached to the report.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Runs axe on the page as it is now; fails on serious or critical violations, naming each. */
export async function axe(page: Page, info: TestInfo, state: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const blocking = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lesser = result.violations.filter((v) => !blocking.includes(v));
  if (lesser.length)
    await info.attach(`axe ${state} (minor/moderate)`, {
      body: JSON.stringify(
        lesser.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) })),
        null,
        2,
      ),
      contentType: 'application/json',
    });
  const described = blocking.map(
    (v) => `${state}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(described, `axe: ${state}`).toEqual([]);
  // Nothing runs off a phone screen sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${state}: page wider than the screen`).toBeLessThanOrEqual(0);
}
