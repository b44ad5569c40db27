import { expect, test, type Locator, type Page } from "@playwright/test";
import { e2e } from "./support/env.ts";
import { apiGet, shot } from "./support/widgets.ts";

interface ApiEvent {
  title: string;
  platform: string;
  isPinned: boolean;
  startAt: string;
}
interface Envelope {
  connectedPlatforms: string[];
  showAllPlatformFilter: boolean;
  items: ApiEvent[];
  pastItems: ApiEvent[];
}

const PLATFORM_LABELS: Record<string, string> = {
  native: "Our website",
  social_network: "Social network",
  photo_sharing: "Photo sharing",
  business_listing: "Business listing",
  messaging_channel: "Messaging channel",
};

const titles = (events: readonly ApiEvent[]) => events.map((e) => e.title);

/** The events widget on the demo site, loaded, with its upcoming list. */
async function openEvents(page: Page, envelope: Envelope) {
  await page.goto(`${e2e.url}/`);
  const events = page.locator("couvert-events");
  // The upcoming list is the first list; the past one is hidden (so not in the tree) until opened.
  const upcoming = events.getByRole("list").first();
  await expect(upcoming.getByRole("heading", { level: 3 })).toHaveCount(envelope.items.length);
  return { events, upcoming };
}

const headingsOf = (list: Locator) => list.getByRole("heading", { level: 3 }).allInnerTexts();

test("upcoming events come in the API's order, pinned ones first and marked Pinned", async ({ page, request }) => {
  const envelope = await apiGet<Envelope>(request, "/events");
  const pinned = envelope.items.filter((e) => e.isPinned);
  expect(pinned.length, "the demo data pins events").toBeGreaterThan(0);
  // The server's order: every pinned event before every other, each group by start time.
  expect(envelope.items.map((e) => e.isPinned)).toEqual([
    ...pinned.map(() => true),
    ...envelope.items.slice(pinned.length).map(() => false),
  ]);
  for (const group of [pinned, envelope.items.filter((e) => !e.isPinned)]) {
    expect(group.map((e) => e.startAt)).toEqual(group.map((e) => e.startAt).sort((a, b) => Date.parse(a) - Date.parse(b)));
  }

  const { events, upcoming } = await openEvents(page, envelope);
  expect(await headingsOf(upcoming)).toEqual(titles(envelope.items));
  const marked = upcoming.getByRole("article").filter({ has: page.getByText("Pinned", { exact: true }) });
  expect(await headingsOf(marked)).toEqual(titles(pinned));
  await shot(events, "events-list");
});

test("past events are collapsed at first and open on click, newest first", async ({ page, request }) => {
  const envelope = await apiGet<Envelope>(request, "/events");
  expect(envelope.pastItems.length, "the demo data has past events").toBeGreaterThan(0);
  const starts = envelope.pastItems.map((e) => e.startAt);
  expect(starts).toEqual([...starts].sort((a, b) => Date.parse(b) - Date.parse(a)));

  const { events } = await openEvents(page, envelope);
  const toggle = events.getByRole("button", { name: `Past events (${envelope.pastItems.length})` });
  const past = events.getByRole("list", { name: `Past events (${envelope.pastItems.length})`, includeHidden: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(past).toBeAttached();
  await expect(past).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(past).toBeVisible();
  expect(await headingsOf(past)).toEqual(titles(envelope.pastItems));
  // Past events offer no tickets.
  await expect(past.getByRole("link", { name: "Tickets" })).toHaveCount(0);
  await toggle.scrollIntoViewIfNeeded();
  await shot(page, "events-past-open", { viewportOnly: true });

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(past).toBeHidden();
});

test("the platform filter narrows both lists to one platform, and All restores them", async ({ page, request }) => {
  const envelope = await apiGet<Envelope>(request, "/events");
  expect(envelope.showAllPlatformFilter).toBe(true);
  const { events, upcoming } = await openEvents(page, envelope);
  const filter = events.getByRole("group", { name: "Show events from" });
  expect(await filter.getByRole("radio").evaluateAll((radios) => radios.map((r) => r.parentElement!.textContent!.trim()))).toEqual([
    "All",
    ...[...new Set(envelope.connectedPlatforms)].map((p) => PLATFORM_LABELS[p]),
  ]);
  await expect(filter.getByRole("radio", { name: "All" })).toBeChecked();

  const only = envelope.items.filter((e) => e.platform === "native");
  const onlyPast = envelope.pastItems.filter((e) => e.platform === "native");
  expect(only.length, "some but not all upcoming events are the restaurant's own").toBeGreaterThan(0);
  expect(only.length).toBeLessThan(envelope.items.length);

  await filter.getByRole("radio", { name: "Our website" }).check();
  await expect(upcoming.getByRole("heading", { level: 3 })).toHaveCount(only.length);
  expect(await headingsOf(upcoming)).toEqual(titles(only));
  await expect(events.getByRole("button", { name: /^Past events/ })).toHaveText(`Past events (${onlyPast.length})`);
  await expect(events.getByRole("status")).toHaveText(`${only.length} upcoming events, ${onlyPast.length} past events`);
  await shot(events, "events-filtered");

  await filter.getByRole("radio", { name: "All" }).check();
  await expect(upcoming.getByRole("heading", { level: 3 })).toHaveCount(envelope.items.length);
  expect(await headingsOf(upcoming)).toEqual(titles(envelope.items));
  await expect(events.getByRole("button", { name: /^Past events/ })).toHaveText(`Past events (${envelope.pastItems.length})`);
});
