import { afterEach, expect, onTestFinished, test, vi } from "vitest";
import { page } from "vitest/browser";
import { deferred, expectAccessible, fakeApi, mount, type Reply } from "../testing/browser.ts";
import { event, eventsEnvelope } from "../testing/fixtures.ts";

afterEach(() => vi.unstubAllGlobals());

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
