import { describe, expect, it } from "vitest";
import type { ServiceSchedule } from "../../core/hours.ts";
import { ALPHA, StubConsoleApi, expectAccessible, mountScreen, query, settle } from "../testing/browser.ts";
import { reservation, settingsData } from "../testing/fixtures.ts";
import "./settings-view.ts";

const CHECK = "POST /restaurants/alpha/hours/check";
const SAVE = "POST /restaurants/alpha/hours";

/** Alpha's settings with the services posted, as the server answers a save of the hours. */
const storedHours = (body: unknown) => {
  const { services } = body as { services: ServiceSchedule };
  return { data: { ...settingsData(ALPHA), services } };
};

async function hoursScreen(api = new StubConsoleApi()) {
  api.answer("GET /restaurants/alpha/settings", { data: settingsData(ALPHA) });
  const view = mountScreen("couvert-settings-view", api, ALPHA);
  await settle(view);
  return { api, view };
}

function focused(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

const hoursForm = (view: Element) => query<HTMLFormElement>(view, 'form[data-section="hours"]');
const hoursStatus = (view: Element) => query(view, 'form[data-section="hours"] > .actions [role="status"]').textContent?.trim();

async function closeWednesdayAndSave(view: Parameters<typeof settle>[0]): Promise<void> {
  query<HTMLInputElement>(view, "#wednesday-closed").click();
  hoursForm(view).requestSubmit();
  await settle(view);
}

describe("couvert-settings-view: opening hours", () => {
  it("saves hours that strand no booking at once, checked first, and says Saved", async () => {
    const { api, view } = await hoursScreen();
    api.answer(CHECK, { data: { affected: [], more: false } }).answer(SAVE, (call) => storedHours(call.body));
    await closeWednesdayAndSave(view);
    const [check] = api.callsTo(CHECK);
    expect((check!.body as { services: ServiceSchedule }).services.weekly.wednesday).toEqual([]);
    expect((check!.body as { services: ServiceSchedule }).services.weekly.thursday).toEqual([
      { service: "main", open: "11:00", close: "22:00" },
    ]);
    expect(api.callsTo(SAVE).map((c) => c.body)).toEqual([check!.body]);
    expect(hoursStatus(view)).toBe("Saved.");
    // The saved hours are what the editor starts from now.
    expect(query<HTMLInputElement>(view, "#wednesday-closed").checked).toBe(true);
    expect(query<HTMLInputElement>(view, "#wednesday-open").disabled).toBe(true);
  });

  it("lists the bookings the new hours would strand and asks, focus on the question; Save anyway saves", async () => {
    const { api, view } = await hoursScreen();
    const booking = reservation(ALPHA);
    api.answer(CHECK, { data: { affected: [booking], more: true } }).answer(SAVE, (call) => storedHours(call.body));
    await closeWednesdayAndSave(view);

    const warning = query(view, '[role="group"][aria-labelledby="stranded-title"]');
    expect(focused()).toBe(query(view, "#stranded-title"));
    expect(warning.querySelector(`li[data-number="${booking.reservation_number}"]`)?.textContent).toContain("Anna Alphason (no. 1001)");
    expect(warning.textContent).toContain("These 1 bookings, and more after them, would no longer fit the opening hours.");
    expect(hoursForm(view).querySelector('button[type="submit"]'), "the form's Save waits for the answer").toBeNull();
    expect(api.callsTo(SAVE)).toEqual([]);
    await expectAccessible(view, "asking about stranded bookings");

    Array.from(warning.querySelectorAll("button"))
      .find((b) => b.textContent === "Save anyway")!
      .click();
    await settle(view);
    expect(api.callsTo(SAVE)).toHaveLength(1);
    expect(view.shadowRoot!.querySelector("couvert-settings-hours")!.shadowRoot!.querySelector("#stranded-title")).toBeNull();
    expect(hoursStatus(view)).toBe("Saved.");
  });

  it("Keep editing saves nothing, keeps the changes and says so, focus back on the week", async () => {
    const { api, view } = await hoursScreen();
    api.answer(CHECK, { data: { affected: [reservation(ALPHA)], more: false } });
    await closeWednesdayAndSave(view);
    Array.from(query(view, '[aria-labelledby="stranded-title"]').querySelectorAll("button"))
      .find((b) => b.textContent === "Keep editing")!
      .click();
    await settle(view);
    expect(api.callsTo(SAVE)).toEqual([]);
    expect(hoursStatus(view)).toBe("Not saved: your changes are still here.");
    expect(query<HTMLInputElement>(view, "#wednesday-closed").checked).toBe(true);
    expect(focused()).toBe(query(view, "#monday-closed"));
    expect(hoursForm(view).querySelector('button[type="submit"]')).not.toBeNull();
    await expectAccessible(view, "kept editing");
  });

  it("a change after the question withdraws it, and withdraws a Saved too", async () => {
    const { api, view } = await hoursScreen();
    api.answer(CHECK, { data: { affected: [reservation(ALPHA)], more: false } });
    await closeWednesdayAndSave(view);
    query<HTMLInputElement>(view, "#thursday-closed").click();
    await settle(view);
    expect(view.shadowRoot!.querySelector("couvert-settings-hours")!.shadowRoot!.querySelector("#stranded-title")).toBeNull();

    api.answer(CHECK, { data: { affected: [], more: false } }).answer(SAVE, (call) => storedHours(call.body));
    hoursForm(view).requestSubmit();
    await settle(view);
    expect(hoursStatus(view)).toBe("Saved.");
    query<HTMLInputElement>(view, "#friday-closed").click();
    await settle(view);
    expect(hoursStatus(view)).toBe("");
  });

  it("adding or removing a special date withdraws the question too, so Save anyway never saves unchecked hours", async () => {
    const { api, view } = await hoursScreen();
    api.answer(CHECK, { data: { affected: [reservation(ALPHA)], more: false } });
    const asked = () => view.shadowRoot!.querySelector("couvert-settings-hours")!.shadowRoot!.querySelector("#stranded-title");
    await closeWednesdayAndSave(view);
    query<HTMLButtonElement>(view, "#add-exception").click();
    await settle(view);
    expect(asked()).toBeNull();

    const date = query<HTMLInputElement>(view, "#exception-0-date");
    date.value = "2030-07-01";
    date.dispatchEvent(new Event("change", { bubbles: true }));
    hoursForm(view).requestSubmit();
    await settle(view);
    expect(asked()).not.toBeNull();
    query<HTMLButtonElement>(view, 'button[aria-label="Remove special date 1"]').click();
    await settle(view);
    expect(asked()).toBeNull();
    expect(api.callsTo(SAVE)).toEqual([]);
  });

  it("refuses an empty time at its field before sending, focused", async () => {
    const { api, view } = await hoursScreen();
    const open = query<HTMLInputElement>(view, "#tuesday-open");
    open.value = "";
    open.dispatchEvent(new Event("change", { bubbles: true }));
    hoursForm(view).requestSubmit();
    await settle(view);
    expect(api.posts()).toEqual([]);
    expect(open.getAttribute("aria-invalid")).toBe("true");
    expect(query(view, "#services-weekly-tuesday-0-open-error").textContent).toBe("Enter a time.");
    expect(open.getAttribute("aria-describedby")).toBe("services-weekly-tuesday-0-open-error");
    expect(focused()).toBe(open);
    expect(hoursStatus(view)).toBe("Please correct the marked fields.");
    await expectAccessible(view, "hours refused here");
  });

  it("shows the server's refusal at the hours field it names, focused", async () => {
    const { api, view } = await hoursScreen();
    api.answer(CHECK, { error: { code: "invalid_request", field: "services.weekly.monday.0.close", message: "Closes too late." } });
    hoursForm(view).requestSubmit();
    await settle(view);
    const close = query<HTMLInputElement>(view, "#monday-close");
    expect(close.getAttribute("aria-invalid")).toBe("true");
    expect(query(view, "#services-weekly-monday-0-close-error").textContent).toBe("Closes too late.");
    expect(focused()).toBe(close);
    expect(hoursStatus(view)).toBe("Please correct the marked fields.");
  });

  it("keeps hours being edited when another section saves", async () => {
    const { api, view } = await hoursScreen();
    api.answer("POST /restaurants/alpha/settings", { data: settingsData(ALPHA) });
    query<HTMLInputElement>(view, "#sunday-closed").click();
    await settle(view);
    query<HTMLFormElement>(view, 'form[data-section="details"]').requestSubmit();
    await settle(view);
    expect(query<HTMLInputElement>(view, "#sunday-closed").checked).toBe(true);
  });
});
