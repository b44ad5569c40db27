import { expect, test } from "@playwright/test";
import { bookingConfig, openDay, openDemo, pickDate } from "./support/widgets.ts";

/**
 * The text on the accent (black or white) follows the accent in effect, which the element reads
 * with `getComputedStyle`: only when it can have changed, since each read forces the browser to
 * recalculate styles (issue 11 measured 95 ms of it while the booking widget loaded).
 */
const textOnAccent = (page: import("@playwright/test").Page) =>
  page.locator("couvert-booking").evaluate((element: HTMLElement) => element.style.getPropertyValue("--_auto-on-accent"));

test("the text on the accent follows the page's accent, its colour scheme, and nothing else re-reads styles", async ({ page, request }) => {
  await page.addInitScript(() => {
    const read = window.getComputedStyle;
    (window as unknown as { styleReads: number }).styleReads = 0;
    window.getComputedStyle = function (element: Element, pseudo?: string | null) {
      if (element.localName.startsWith("couvert-")) (window as unknown as { styleReads: number }).styleReads += 1;
      return read.call(window, element, pseudo);
    };
  });
  const { booking } = await openDemo(page);
  const config = await bookingConfig(request);
  // Counted once the browser has drawn a frame and been idle: a read the element scheduled by mistake
  // waits for exactly that (couvert-element.ts readAccentAfterFrame), and would be missed before it.
  const reads = () =>
    page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestIdleCallback(done, { timeout: 1000 })));
      return (window as unknown as { styleReads: number }).styleReads;
    });
  const restaurantsText = await textOnAccent(page);
  expect(restaurantsText).toBe("#fff"); // the demo restaurant's accent is dark: each switch below to a light one is seen

  // Updates that change no style (a date picked, its times shown) read no style.
  const before = await reads();
  await pickDate(page, booking, openDay(config, 3));
  expect(await reads()).toBe(before);

  // The page's own accent, set on the element: light wants black text, dark wants white.
  await booking.evaluate((element: HTMLElement) => element.style.setProperty("--couvert-accent", "#ffe14d"));
  await expect.poll(() => textOnAccent(page)).toBe("#000");
  await booking.evaluate((element: HTMLElement) => element.style.setProperty("--couvert-accent", "#1b2a6b"));
  await expect.poll(() => textOnAccent(page)).toBe("#fff");
  // Any other CSS colour is read by the browser: a light named one, a dark one in another space.
  await booking.evaluate((element: HTMLElement) => element.style.setProperty("--couvert-accent", "gold"));
  await expect.poll(() => textOnAccent(page)).toBe("#000");
  await booking.evaluate((element: HTMLElement) => element.style.setProperty("--couvert-accent", "oklch(0.3 0.1 260)"));
  await expect.poll(() => textOnAccent(page)).toBe("#fff");

  // An accent the page gives only in dark mode applies when the system turns dark.
  await booking.evaluate((element: HTMLElement) => {
    element.style.removeProperty("--couvert-accent");
    // A constructed sheet: the demo page's Content-Security-Policy refuses inline <style>.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("@media (prefers-color-scheme: dark) { couvert-booking { --couvert-accent: #ffe14d; } }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await expect.poll(() => textOnAccent(page)).toBe(restaurantsText);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => textOnAccent(page)).toBe("#000");
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => textOnAccent(page)).toBe(restaurantsText);

  // A site that switches its theme with a class on <html>, or an attribute on <body>: the element
  // inside reads the accent again, and its own updates still read no style.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      'html.night couvert-booking { --couvert-accent: #ffe14d; } body[data-theme="sand"] couvert-booking { --couvert-accent: #f2c94c; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await page.evaluate(() => document.documentElement.classList.add("night"));
  await expect.poll(() => textOnAccent(page)).toBe("#000");
  await page.evaluate(() => document.documentElement.classList.remove("night"));
  await expect.poll(() => textOnAccent(page)).toBe(restaurantsText);
  await page.evaluate(() => document.body.setAttribute("data-theme", "sand"));
  await expect.poll(() => textOnAccent(page)).toBe("#000");
  const afterThemes = await reads();
  await pickDate(page, booking, openDay(config, 4));
  expect(await reads()).toBe(afterThemes);
});
