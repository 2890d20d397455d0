// axe-core run inside a page. The product's CSP forbids inline scripts, so the page's context
// must be made with `bypassCSP: true` (browserSuite({ bypassCSP: true })).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** Each offending element: its selector and the start of its HTML. */
  nodes: string[];
}

interface AxeApi {
  run(
    context: Document,
    options: object,
  ): Promise<{
    violations: {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[]; html: string }[];
    }[];
  }>;
}

/** The WCAG A/AA and best-practice violations axe finds on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`),
    }));
  });
}

/** The serious and critical ones, one line each, for an assertion that names what is wrong. */
export function seriousOf(violations: readonly AxeViolation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.join(' | ')}`);
}
