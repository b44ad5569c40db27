import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Availability } from "../../core/bookability/availability.ts";
import { compactAvailability } from "../../core/bookability/compact-availability.ts";
import { addDays, type LocalDate } from "../../core/time.ts";
import { expectAccessible, fakeApi, mount } from "../testing/browser.ts";
import { availability, bookingConfig, openDayFrom, schedule, today } from "../testing/fixtures.ts";

afterEach(() => vi.unstubAllGlobals());

/** A booking element whose `evening` day has lunch free and dinner taken. */
function fullEvening(evening: LocalDate) {
  const config = bookingConfig({}, schedule("lunch-dinner"));
  const calls = fakeApi({
    "GET /reservation": { data: config },
    "GET /reservation/availability": ({ query }) => {
      const plain = new URLSearchParams(query);
      plain.delete("format");
      const answer = availability(config, plain) as Availability;
      for (const day of answer.days) {
        if (day.date === evening) for (const slot of day.slots) slot.available = slot.service === "lunch";
      }
      return { data: query.get("format") === "compact" ? compactAvailability(answer) : answer };
    },
    "POST /reservation/waitlist": { data: { ok: true, status: "waiting", position: 0 } },
  });
  const element = mount("couvert-booking", { date: evening });
  return { element, calls };
}

/** A booking element on `night`, open 22:00–03:00 and fully booked, whose waitlist takes every join. */
function fullNight(night: LocalDate) {
  const config = bookingConfig(
    {},
    {
      ...schedule("plain"),
      exceptions: [{ date: night, closed: false, note: null, periods: [{ service: "main", open: "22:00", close: "03:00" }] }],
    },
  );
  const calls = fakeApi({
    "GET /reservation": { data: config },
    "GET /reservation/availability": ({ query }) => ({ data: availability(config, query, new Set([night])) }),
    "POST /reservation/waitlist": { data: { ok: true, status: "waiting", position: 0 } },
  });
  mount("couvert-booking", { date: night });
  return { calls };
}

test("a day full around the preferred time says so and offers the nearest days' times in one tap", async () => {
  const evening = openDayFrom(addDays(today(), 3));
  const { element } = fullEvening(evening);
  await expect.element(page.getByRole("button", { name: "Notify me if a table frees up" })).toBeVisible();
  await expect.element(page.getByText(/^Nothing free for 2 guests around 7:00 PM on /)).toBeVisible();
  const nearest = page.getByRole("list", { name: "The nearest days with free times:" }).getByRole("button");
  await expect.element(nearest.first()).toBeVisible();
  expect(nearest.first().element().textContent).toMatch(/7:00 PM/);
  await expectAccessible(element, "full around the preferred time");
  // Lunch is still there, under "All times".
  await page.getByRole("button", { name: /^All times/ }).click();
  await expect.element(page.getByRole("radio").first()).toHaveAttribute("aria-disabled", "false");

  const startsAt = nearest.first().element().getAttribute("data-starts-at");
  await nearest.first().click();
  await expect.element(page.getByRole("radio", { checked: true })).toHaveAttribute("data-starts-at", startsAt!);
});

test("Notify me puts the guest on the waitlist for a window around the preferred time", async () => {
  const evening = openDayFrom(addDays(today(), 3));
  const { element, calls } = fullEvening(evening);
  await page.getByRole("button", { name: "Notify me if a table frees up" }).click();
  await expect.element(page.getByRole("combobox", { name: "From" })).toHaveValue("18:00");
  await expect.element(page.getByRole("combobox", { name: "Until" })).toHaveValue("20:00");
  // Written as the rest of the widget writes times (the page is in American English).
  const from = page.getByRole("combobox", { name: "From" }).element() as HTMLSelectElement;
  expect(from.selectedOptions[0]!.textContent).toBe("6:00 PM");
  await expectAccessible(element, "notify me");
  await userEvent.fill(page.getByRole("group", { name: /^Leave your details/ }).getByRole("textbox", { name: /^Last name/ }), "Hopper");
  await userEvent.fill(
    page.getByRole("group", { name: /^Leave your details/ }).getByRole("textbox", { name: /^E-mail/ }),
    "grace@example.org",
  );
  await page.getByRole("button", { name: "Put me on the waitlist" }).click();
  await expect.element(page.getByText("You are on the waitlist.", { exact: false })).toBeVisible();
  const joined = calls.find((c) => c.route === "POST /reservation/waitlist");
  expect(joined?.body).toMatchObject({
    date: evening,
    party_size: 2,
    window_start: "18:00",
    window_end: "20:00",
    guest_last_name: "Hopper",
    guest_email: "grace@example.org",
  });
});

test("Notify me says at each field what is missing, in the widget's words, and sends nothing", async () => {
  const { element, calls } = fullEvening(openDayFrom(addDays(today(), 3)));
  await page.getByRole("button", { name: "Notify me if a table frees up" }).click();
  const details = page.getByRole("group", { name: /^Leave your details/ });
  await expect.element(details.getByRole("textbox", { name: "Last name (required)" })).toBeVisible();
  await userEvent.fill(details.getByRole("textbox", { name: /^E-mail/ }), "grace@example");
  await page.getByRole("button", { name: "Put me on the waitlist" }).click();
  const last = details.getByRole("textbox", { name: /^Last name/ });
  await expect.element(last).toHaveAttribute("aria-invalid", "true");
  const described = (id: string) =>
    element.shadowRoot!.getElementById(element.shadowRoot!.getElementById(id)!.getAttribute("aria-describedby")!)!.textContent;
  expect(described("w-last")).toBe("Please enter your last name.");
  const email = details.getByRole("textbox", { name: /^E-mail/ });
  await expect.element(email).toHaveAttribute("aria-invalid", "true");
  expect(described("w-email")).toMatch(/^Please enter a valid e-mail address/);
  expect(element.shadowRoot!.activeElement).toBe(last.element());
  expect(calls.some((c) => c.route === "POST /reservation/waitlist")).toBe(false);
  await expectAccessible(element, "notify me errors");
});

/** Fills the waitlist form's last name and e-mail, sends it, and returns the join's body once the form says it is done. */
async function sendJoin(calls: ReturnType<typeof fakeApi>): Promise<unknown> {
  const details = page.getByRole("group", { name: /^Leave your details/ });
  await userEvent.fill(details.getByRole("textbox", { name: /^Last name/ }), "Hopper");
  await userEvent.fill(details.getByRole("textbox", { name: /^E-mail/ }), "grace@example.org");
  await page.getByRole("button", { name: "Put me on the waitlist" }).click();
  await expect.element(page.getByText("You are on the waitlist.", { exact: false })).toBeVisible();
  return calls.find((c) => c.route === "POST /reservation/waitlist")?.body;
}

test("on a full night past midnight, the window around 11:30 PM runs into the small hours", async () => {
  const night = openDayFrom(addDays(today(), 3));
  const { calls } = fullNight(night);
  await page.getByRole("combobox", { name: "Preferred time" }).selectOptions("23:30");
  await page.getByRole("button", { name: "Notify me if a table frees up" }).click();
  await expect.element(page.getByRole("combobox", { name: "From" })).toHaveValue("22:30");
  await expect.element(page.getByRole("combobox", { name: "Until" })).toHaveValue("00:30");
  const until = page.getByRole("combobox", { name: "Until" }).element() as HTMLSelectElement;
  expect(until.selectedOptions[0]!.textContent).toBe("12:30 AM (next day)");
  expect(await sendJoin(calls)).toMatchObject({ window_start: "22:30", window_end: "00:30" });
});

test("the window's ends stay in the night's order: the end not moved follows the other", async () => {
  const night = openDayFrom(addDays(today(), 3));
  const { calls } = fullNight(night);
  await page.getByRole("combobox", { name: "Preferred time" }).selectOptions("00:00");
  await page.getByRole("button", { name: "Notify me if a table frees up" }).click();
  const [from, until] = [page.getByRole("combobox", { name: "From" }), page.getByRole("combobox", { name: "Until" })];
  await expect.element(until).toHaveValue("01:00");
  await from.selectOptions("00:30");
  await expect.element(until).toHaveValue("01:00");
  await until.selectOptions("22:00");
  await expect.element(from).toHaveValue("22:00");
  // Another preferred time: both ends start again from its window (Until's, the list's last, too).
  await page.getByRole("combobox", { name: "Preferred time" }).selectOptions("00:30");
  await expect.element(from).toHaveValue("23:30");
  await expect.element(until).toHaveValue("01:00");
  await from.selectOptions("01:00");
  await expect.element(until).toHaveValue("01:00");
  // Never a reversed window such as 00:30–23:00, which the API would read as the whole day but the night.
  expect(await sendJoin(calls)).toMatchObject({ window_start: "01:00", window_end: "01:00" });
});
