import { afterEach, expect, onTestFinished, test, vi } from "vitest";
import { page } from "vitest/browser";
import { deferred, expectAccessible, fakeApi, mount, type Reply } from "../testing/browser.ts";
import { event, eventsEnvelope, ZONE } from "../testing/fixtures.ts";
import { formatEventWhen } from "../../ui-shared/event-card/format.ts";

afterEach(() => vi.unstubAllGlobals());

test("the answer in soon: the first render is the list, no loading line before it", async () => {
  fakeApi({ "GET /events": { data: eventsEnvelope([event("Jazz brunch", 3)], []) } });
  let loadingShown = false;
  const element = mount("couvert-events");
  const observer = new MutationObserver(() => (loadingShown ||= element.shadowRoot!.querySelector(".spinner") !== null));
  observer.observe(element.shadowRoot!, { childList: true, subtree: true });
  await expect.element(page.getByRole("heading", { name: "Jazz brunch" })).toBeVisible();
  observer.disconnect();
  expect(loadingShown).toBe(false);
});

test("loading, then the upcoming events in the server's order (pinned first), the past ones behind a toggle", async () => {
  const answer = deferred<Reply>();
  fakeApi({ "GET /events": () => answer.promise });
  const element = mount("couvert-events");
  await expect.element(page.getByRole("status").filter({ hasText: "Loading" })).toBeVisible();
  await expectAccessible(element, "loading");

  const pinned = event("Opera night", 20, { isPinned: true });
  answer.resolve({ data: eventsEnvelope([pinned, event("Jazz brunch", 3), event("Wine tasting", 9)], [event("Pasta class", -5)]) });
  const titles = page.getByRole("heading", { level: 3 });
  await expect.element(titles.first()).toHaveTextContent("Opera night");
  expect(titles.elements().map((h) => h.textContent)).toEqual(["Opera night", "Jazz brunch", "Wine tasting"]);
  await expect.element(page.getByRole("article", { name: "Opera night" }).getByText("Pinned")).toBeVisible();
  await expectAccessible(element, "upcoming");

  const toggle = page.getByRole("button", { name: /Past events/ });
  await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect.element(page.getByRole("heading", { name: "Pasta class" })).toBeVisible();
  await expectAccessible(element, "past open");
});

/** The dates and times the cards show, in order. */
const shownTimes = (element: HTMLElement) => [...element.shadowRoot!.querySelectorAll("time")].map((time) => time.textContent);

test("each event's date and time in the restaurant's zone, as Intl writes them, from the answer's wall times", async () => {
  const concert = event("Concert", 3, { endAt: new Date(Date.now() + 3 * 86_400_000 + 3 * 3_600_000).toISOString() });
  const brunch = event("Brunch", 5);
  for (const [lang, zone] of [
    ["en", ZONE],
    // Another zone than the browser's, named above the list: UTC+14 (or UTC-11 where the browser is at +14).
    ["de", ZONE === "Pacific/Kiritimati" ? "Pacific/Pago_Pago" : "Pacific/Kiritimati"],
  ] as const) {
    fakeApi({ "GET /events": { data: eventsEnvelope([concert, brunch], [], zone) } });
    const element = mount("couvert-events", { lang });
    await expect.element(page.getByRole("heading", { name: "Brunch" })).toBeVisible();
    expect(shownTimes(element)).toEqual([formatEventWhen(concert, lang, zone), formatEventWhen(brunch, lang, zone)]);
    expect(element.shadowRoot!.querySelector(".hint")?.textContent?.startsWith("Zeitzone: ") ?? false).toBe(zone !== ZONE);
  }
});

test("an answer without the events' wall times is an error it shows, not a list of wrong times", async () => {
  const { startLocal: _, ...withoutWallTime } = eventsEnvelope([event("Concert", 3)]).items[0]!;
  fakeApi({ "GET /events": { data: { ...eventsEnvelope([]), items: [withoutWallTime] } } });
  mount("couvert-events");
  await expect.element(page.getByRole("alert")).toBeVisible();
  expect(page.getByRole("article").elements()).toHaveLength(0);
});

test("no events says so", async () => {
  fakeApi({ "GET /events": { data: eventsEnvelope([]) } });
  const element = mount("couvert-events", { lang: "de" });
  await expect.element(page.getByText("Keine bevorstehenden Veranstaltungen")).toBeVisible();
  await expectAccessible(element, "empty");
});

test("a failed load is an alert with a retry that loads again", async () => {
  let calls = 0;
  fakeApi({
    "GET /events": () =>
      ++calls === 1 ? { status: 503, error: { code: "service_unavailable" } } : { data: eventsEnvelope([event("Jazz brunch", 3)]) },
  });
  const element = mount("couvert-events");
  await expect.element(page.getByRole("alert")).toBeVisible();
  await expectAccessible(element, "error");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect.element(page.getByRole("heading", { name: "Jazz brunch" })).toBeVisible();
});

test("a refused key is an alert without a retry", async () => {
  fakeApi({ "GET /events": { status: 403, error: { code: "origin_not_allowed" } } });
  const element = mount("couvert-events");
  await expect.element(page.getByRole("alert")).toBeVisible();
  expect(page.getByRole("button", { name: "Try again" }).elements()).toHaveLength(0);
  await expectAccessible(element, "refused");
});

test("couvert-ready comes once the events are shown, once per load: a new key loads and tells again", async () => {
  fakeApi({ "GET /events": { data: eventsEnvelope([event("Jazz brunch", 3)], []) } });
  const seen: { shown: boolean; upcoming: number | undefined }[] = [];
  const listening = new AbortController();
  onTestFinished(() => listening.abort());
  document.addEventListener(
    "couvert-ready",
    (e) => {
      const shown = !!(e.target as HTMLElement).shadowRoot!.querySelector("[part~='event']");
      seen.push({ shown, upcoming: e.detail.counts?.upcoming });
    },
    { signal: listening.signal },
  );
  const element = mount("couvert-events");
  await expect.poll(() => seen).toEqual([{ shown: true, upcoming: 1 }]);
  element.setAttribute("theme", "dark");
  await element.updateComplete;
  element.setAttribute("api-key", "ck_other");
  await expect.poll(() => seen).toHaveLength(2);
  expect(seen[1]).toEqual({ shown: true, upcoming: 1 });
});
