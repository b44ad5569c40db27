import { expect, test } from "@playwright/test";
import { e2e } from "./support/env.ts";
import { widgetsDefined } from "./support/host-site.ts";
import { bookingConfig, shot } from "./support/widgets.ts";

test("the demo site embeds all three widgets under a strict CSP without errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  const [script, response] = await Promise.all([
    page.waitForResponse((r) => r.url() === `${e2e.url}/widget/couvert.js`),
    page.goto(`${e2e.url}/`),
  ]);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  // The build's brotli file, which Chromium takes.
  expect(script.headers()["content-encoding"]).toBe("br");

  await expect(page.locator("couvert-booking")).toBeAttached();
  await expect(page.locator("couvert-manage")).toBeAttached();
  await expect(page.locator("couvert-events")).toBeAttached();
  // Defined one a task (widget/index.ts): waited for, each.
  await widgetsDefined(page);
  await shot(page, "demo-site");
  expect(problems).toEqual([]);
});

test("the demo site's footer gives the restaurant's own address and phone, those of its e-mails and calendar entries", async ({
  page,
  request,
}) => {
  const { address, phone } = await bookingConfig(request);
  await page.goto(`${e2e.url}/`);
  const footer = page.locator("footer");
  for (const part of address!.split(", ")) await expect(footer.locator("address")).toContainText(part);
  await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute("href", `tel:${phone}`);
});

test.describe("under the host page's CSS", () => {
  // The demo site's CSP forbids inline styles, and these tests bring their own.
  test.use({ bypassCSP: true });

  test("the widgets' text follows the reader's font size, never below 16px, and the host page's CSS stays out", async ({ page }) => {
    await page.goto(`${e2e.url}/`);
    const booking = page.locator("couvert-booking");
    await expect(booking.getByRole("button", { name: "Book table" })).toBeVisible();
    const looks = () =>
      booking.evaluate((el) => {
        const root = el.shadowRoot!.querySelector(".root")!;
        const button = el.shadowRoot!.querySelector("button[type=submit]")!;
        const style = (e: Element) => getComputedStyle(e);
        return {
          text: style(root).fontSize,
          transform: style(root).textTransform,
          heading: style(el.shadowRoot!.querySelector("h2, h3, legend")!).fontSize,
          button: style(button).fontStyle,
        };
      });
    const withPageCss = async (css: string) => {
      await page.evaluate((text) => {
        document.getElementById("test-css")?.remove();
        const style = Object.assign(document.createElement("style"), { id: "test-css", textContent: text });
        document.head.append(style);
      }, css);
      const applied = await page.evaluate(() => (document.getElementById("test-css") as HTMLStyleElement).sheet?.cssRules.length);
      expect(applied, `the page took ${css}`).toBeGreaterThan(0);
      return looks();
    };
    const plain = await looks();
    expect(plain.text).toBe("16px");
    // A reader whose default text is larger (the root follows it): the widget grows with it, headings too.
    const larger = await withPageCss("html { font-size: 20px }");
    expect(larger.text).toBe("20px");
    expect(parseFloat(larger.heading) / parseFloat(plain.heading)).toBeCloseTo(20 / 16, 2);
    await shot(booking, "booking-larger-text");
    // A page that shrinks its root for its own rem arithmetic does not shrink the widget.
    expect((await withPageCss("html { font-size: 62.5% }")).text).toBe("16px");
    // The owner's choice wins.
    expect((await withPageCss("couvert-booking { --couvert-font-size: 18px }")).text).toBe("18px");
    // Rules aimed at everything or at the element itself do not get in.
    const hostile = await withPageCss(
      "body, body *, couvert-booking { font-size: 40px !important; text-transform: uppercase !important; font-style: italic !important }",
    );
    expect(hostile).toEqual(plain);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("h1")!).textTransform), "the page itself took it").toBe(
      "uppercase",
    );
  });
});
