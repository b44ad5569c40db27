import fs from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** What to check, and how a failure names the state it was found in. */
export interface AxeCheck {
  /** A CSS selector: only this part of the page is checked; the whole page when absent. */
  include?: string;
  /** Only the rules with these tags (e.g. WCAG 2.1 AA); every rule, of any impact, when absent. */
  tags?: string[];
  /** Only these rules (axe rule ids); overrides `tags`. */
  rules?: string[];
  /** Names the state in the failure message. */
  state?: string;
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * What AxeBuilder evaluates in the page before each run (twice in legacy mode), in place of axe's
 * own 1.3 MB source: evaluating that, even to find axe already there, cost 0.2–0.7 s a time on a
 * busy machine. `putAxeInto` puts the minified axe-core into each page once instead.
 */
const AXE_ALREADY_THERE = `if (!window.axe) throw new Error("axe-core is not in this page: put it in with putAxeInto")`;

async function putAxeInto(page: Page): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
}

/**
 * No axe violation on what the page shows now, through @axe-core/playwright (issue 11).
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode finishes every run in a blank tab
 * it opens, fills with axe and closes again, which doubled each run's time on a busy machine; what
 * it buys, checking cross-origin frames, Couvert's pages have no use for: they render no frames.
 */
export async function expectNoAxeViolations(page: Page, check: AxeCheck = {}): Promise<void> {
  await putAxeInto(page);
  const builder = new AxeBuilder({ page, axeSource: AXE_ALREADY_THERE }).setLegacyMode().options({ resultTypes: ["violations"] });
  if (check.include) builder.include(check.include);
  if (check.tags) builder.withTags(check.tags);
  if (check.rules) builder.withRules(check.rules);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`).join("; ")}`,
  );
  expect(found, check.state).toEqual([]);
}
