import type { Locator } from "@playwright/test";
import { shot } from "./widgets.ts";

/** A phone (390 px, as an iPhone 12–15) and the suite's desktop viewport. */
export const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/**
 * Screenshots of one element at a phone's width and at the desktop's (`NAME-phone`, `NAME-desktop`
 * in test-results/screens), leaving the page at the desktop width. What has the focus keeps it.
 */
export async function shotAtWidths(widget: Locator, name: string): Promise<void> {
  const page = widget.page();
  for (const { name: size, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await widget.scrollIntoViewIfNeeded();
    await shot(widget, `${name}-${size}`);
  }
}
