import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { couvertServer } from "./couvert-server.ts";

/**
 * An integration test as a restaurant's web team would write it (docs/testing.md): their page with
 * `<couvert-booking>`, a test key, a free slot found through the availability endpoint, the form
 * filled by roles and accessible names, and the `couvert-*` events the page listens to. The test
 * key's bookings stay in the test space: no guest or owner hears of them, and they expire by themselves.
 */

test("a guest books a table, changes it and cancels it through the widgets, and the page hears of each", async ({ page, request }) => {
  // Three flows through two widgets: more than the default minute on a busy two-core machine.
  test.slow();
  const { url, testKey } = await couvertServer();
  const api: Api = (path) => getData(request, `${url}/api/v1${path}`, testKey);
  const config = await api<BookingConfig>("/reservation");
  const slot = await firstFreeSlot(api, config.timezone);

  // Your page with the widget, where your tests run against it; here a stand-in on a port of its own.
  const site = await servePage(`<!doctype html><html lang="en"><title>Book a table</title>
    <couvert-booking api-key="${testKey}" party-size="2" date="${slot.date}"></couvert-booking>
    <couvert-manage api-key="${testKey}"></couvert-manage>
    <script src="${url}/widget/couvert.js" defer></script></html>`);
  // The page records the widget's events, as its analytics would.
  await page.addInitScript(() => {
    const seen: CouvertEvent[] = [];
    (window as unknown as { couvertEvents: CouvertEvent[] }).couvertEvents = seen;
    for (const type of ["couvert-ready", "couvert-booked", "couvert-changed", "couvert-cancelled", "couvert-error"]) {
      document.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
    }
  });
  const events = () => page.evaluate(() => (window as unknown as { couvertEvents: CouvertEvent[] }).couvertEvents);

  await page.goto(site.url);
  const booking = page.locator("couvert-booking");
  await expect.poll(async () => (await events()).map((e) => e.type)).toContain("couvert-ready");

  // The times of the prefilled date; the form first offers a few around the preferred time.
  const times = booking.getByRole("radiogroup", { name: /^Time\b/ });
  await expect(times).toBeVisible();
  const allTimes = booking.getByRole("button", { name: /^All times/ });
  if ((await allTimes.count()) > 0 && (await allTimes.getAttribute("aria-expanded")) === "false") await allTimes.click();
  const time = times.locator(`[data-starts-at="${slot.startsAt}"]`);
  await time.click();
  await expect(time).toHaveAttribute("aria-checked", "true");

  await booking.getByRole("textbox", { name: "First name" }).fill("Quinn");
  await booking.getByRole("textbox", { name: "Last name" }).fill("Tester");
  await booking.getByRole("textbox", { name: "E-mail", exact: true }).fill("qa@example.com");
  await booking.getByRole("checkbox", { name: "Notify me by e-mail" }).check();
  if (config.termsUrl) await booking.getByRole("checkbox", { name: /^I accept the/ }).check();
  await booking.getByRole("button", { name: "Book table" }).click();

  const confirmation = booking.getByRole("region", { name: /^Thank you!/ });
  await expect(confirmation).toBeVisible();
  // The guest reads the number and PIN on screen; events never carry the PIN.
  const text = await confirmation.innerText();
  const number = Number(/Reservation number\s+(\d{6,8})/.exec(text)![1]);
  const pin = /PIN\s+([2-9A-HJ-NP-Z]{6})/.exec(text)![1]!;

  const booked = (await events()).filter((e) => e.type === "couvert-booked");
  expect(booked).toEqual([
    { type: "couvert-booked", detail: { reservationNumber: number, startsAt: slot.startsAt, endsAt: expect.any(String), partySize: 2 } },
  ]);
  expect((await events()).filter((e) => e.type === "couvert-error")).toEqual([]);

  // The booking is there, in the test space, for the number and PIN the guest was shown.
  const loaded = await postData<Loaded>(request, `${url}/api/v1/reservation/manage`, testKey, {
    action: "load",
    reservation_number: number,
    pin,
  });
  expect(loaded.reservation).toMatchObject({
    reservation_number: number,
    starts_at: slot.startsAt,
    party_size: 2,
    guest_last_name: "Tester",
  });

  // The guest comes back with the number and PIN, makes it three guests, then cancels.
  const manage = page.locator("couvert-manage");
  await manage.getByRole("textbox", { name: "Reservation number" }).fill(String(number));
  await manage.getByRole("textbox", { name: "PIN", exact: true }).fill(pin);
  await manage.getByRole("button", { name: "Show reservation" }).click();
  await expect(manage.getByRole("heading", { name: `Reservation ${number}` })).toBeVisible();
  await manage.getByRole("button", { name: "Change reservation" }).click();
  const change = manage.getByRole("form", { name: "Change your reservation" });
  await change.getByRole("combobox", { name: "Party size" }).selectOption({ label: "3 guests" });
  if (config.termsUrl) await change.getByRole("checkbox", { name: /^I accept the/ }).check();
  await change.getByRole("button", { name: "Send change" }).click();
  await expect.poll(async () => (await events()).filter((e) => e.type === "couvert-changed").length).toBe(1);

  await manage.getByRole("button", { name: "Cancel reservation" }).click();
  await manage.getByRole("button", { name: "Yes, cancel reservation" }).click();
  await expect
    .poll(async () => (await events()).filter((e) => e.type === "couvert-cancelled"))
    .toEqual([{ type: "couvert-cancelled", detail: { reservationNumber: number } }]);
  expect((await events()).filter((e) => e.type === "couvert-error")).toEqual([]);

  const after = await postData<Loaded>(request, `${url}/api/v1/reservation/manage`, testKey, {
    action: "load",
    reservation_number: number,
    pin,
  });
  expect(after.reservation).toMatchObject({ status: "cancelled" });
});

/** What the page saw of one widget event. */
interface CouvertEvent {
  type: string;
  detail: unknown;
}

/** The parts of the API's answers (docs/api.md §13) this test reads. */
interface BookingConfig {
  timezone: string;
  termsUrl: string | null;
}
interface Availability {
  days: { date: string; slots: { startsAt: string; available: boolean }[] }[];
}
interface Loaded {
  reservation: { reservation_number: number; starts_at: string; party_size: number; guest_last_name: string; status: string };
}

type Api = <T>(path: string) => Promise<T>;

/** Serves `html` on 127.0.0.1 until the test ends. */
async function servePage(html: string): Promise<{ url: string }> {
  const server = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html));
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  closeAfter.push(() => new Promise<void>((closed) => server.close(() => closed())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

const closeAfter: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const close of closeAfter.splice(0)) await close();
});

/** The first slot with room for two in the next two weeks, from GET /reservation/availability. */
async function firstFreeSlot(api: Api, timezone: string): Promise<{ date: string; startsAt: string }> {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: timezone }).format(new Date());
  const { days } = await api<Availability>(`/reservation/availability?date=${today}&party_size=2&days=14`);
  for (const day of days) {
    const free = day.slots.find((s) => s.available);
    if (free) return { date: day.date, startsAt: free.startsAt };
  }
  throw new Error("No free slot for two in the next two weeks");
}

/** The `data` of a GET that must succeed. */
async function getData<T>(request: APIRequestContext, address: string, key: string): Promise<T> {
  const res = await request.get(address, { headers: { authorization: `Bearer ${key}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The `data` of a POST that must succeed. */
async function postData<T>(request: APIRequestContext, address: string, key: string, body: unknown): Promise<T> {
  const res = await request.post(address, { headers: { authorization: `Bearer ${key}` }, data: body });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
