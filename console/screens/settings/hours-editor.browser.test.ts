import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { WEEKDAYS } from "../../../core/time.ts";
import { expectAccessible } from "../../testing/browser.ts";
import type { EditedHours } from "../hours-editing.ts";
import "./hours-editor.ts";
import type { CouvertHoursEditor } from "./hours-editor.ts";

/** Lunch every day but Monday, one service, and one closed special date. */
function lunches(): EditedHours {
  return {
    definitions: [{ id: "main", name: null, maxCoversPerSlot: null }],
    weekly: Object.fromEntries(
      WEEKDAYS.map((day) => [day, { closed: day === "monday", periods: [{ service: "main", open: "12:00", close: "15:00" }] }]),
    ) as EditedHours["weekly"],
    exceptions: [{ date: "2030-06-14", closed: true, note: "Staff party", periods: [{ service: "main", open: "12:00", close: "22:00" }] }],
  };
}

async function mountEditor(value = lunches()) {
  document.body.replaceChildren();
  const editor = document.createElement("couvert-hours-editor");
  editor.value = value;
  editor.today = "2030-06-03";
  const edited: EditedHours[] = [];
  editor.addEventListener("couvert-hours-edited", (event) => edited.push(event.detail));
  document.body.append(editor);
  await editor.updateComplete;
  return { editor, edited };
}

const $ = <E extends Element = HTMLInputElement>(editor: CouvertHoursEditor, selector: string) => {
  const found = editor.shadowRoot!.querySelector<E>(selector);
  expect(found, selector).not.toBeNull();
  return found!;
};

const focused = (editor: CouvertHoursEditor) => editor.shadowRoot!.activeElement;

async function change(editor: CouvertHoursEditor, selector: string, value: string): Promise<void> {
  const input = $(editor, selector);
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  await editor.updateComplete;
}

describe("couvert-hours-editor", () => {
  it("shows the hours it is given, a closed day's times disabled, accessibly", async () => {
    const { editor } = await mountEditor();
    expect($(editor, "#monday-closed").checked).toBe(true);
    expect($(editor, "#monday-open").disabled).toBe(true);
    expect($(editor, "#tuesday-open").value).toBe("12:00");
    expect($(editor, "#exception-0-date").value).toBe("2030-06-14");
    expect($(editor, "#exception-0-note").value).toBe("Staff party");
    await expectAccessible(editor, "hours editor");
  });

  it("holds the owner's changes in `hours` and tells each, leaving `value` as given", async () => {
    const value = lunches();
    const { editor, edited } = await mountEditor(value);
    $(editor, "#tuesday-closed").click();
    await change(editor, "#wednesday-close", "16:30");
    expect(editor.hours.weekly.tuesday.closed).toBe(true);
    expect(editor.hours.weekly.wednesday.periods).toEqual([{ service: "main", open: "12:00", close: "16:30" }]);
    expect(edited).toHaveLength(2);
    expect(edited.at(-1)).toBe(editor.hours);
    expect(value.weekly.tuesday.closed).toBe(false);
  });

  it("keeps the changes when given the same value again, and starts over from another", async () => {
    const value = lunches();
    const { editor } = await mountEditor(value);
    $(editor, "#tuesday-closed").click();
    editor.value = value;
    await editor.updateComplete;
    expect($(editor, "#tuesday-closed").checked).toBe(true);
    editor.value = lunches();
    await editor.updateComplete;
    expect($(editor, "#tuesday-closed").checked).toBe(false);
  });

  it("adds hours to a day after its last, focused on their opening, and removes them back to the add button", async () => {
    const { editor } = await mountEditor();
    $<HTMLButtonElement>(editor, 'button[aria-label="Add hours on Friday"]').click();
    await editor.updateComplete;
    const second = $(editor, "#friday-1-open");
    expect(focused(editor)).toBe(second);
    expect(second.value).toBe("15:00");
    expect($(editor, "#friday-1-close").value).toBe("23:00");
    expect(editor.hours.weekly.friday.periods).toHaveLength(2);

    $<HTMLButtonElement>(editor, 'button[aria-label="Remove hours 2 on Friday"]').click();
    await editor.updateComplete;
    expect(editor.hours.weekly.friday.periods).toHaveLength(1);
    expect(focused(editor)?.getAttribute("aria-label")).toBe("Add hours on Friday");
  });

  it("adds a service, focused on its name, and removing one gives its hours to the first left", async () => {
    const { editor } = await mountEditor();
    $<HTMLButtonElement>(editor, "#add-service").click();
    await editor.updateComplete;
    expect(focused(editor)).toBe($(editor, "#service-1-name"));
    await change(editor, "#service-1-name", "Dinner");
    const dinner = editor.hours.definitions[1]!.id;
    // With two services each period says which it is.
    await change(editor, "#saturday-service", dinner);
    expect(editor.hours.weekly.saturday.periods[0]!.service).toBe(dinner);

    $<HTMLButtonElement>(editor, 'button[aria-label="Remove service 2"]').click();
    await editor.updateComplete;
    expect(editor.hours.definitions.map((d) => d.id)).toEqual(["main"]);
    expect(editor.hours.weekly.saturday.periods[0]!.service).toBe("main");
    expect(focused(editor)).toBe($(editor, "#add-service"));
    expect(editor.shadowRoot!.querySelector("#saturday-service")).toBeNull();
  });

  it("a day chosen in the calendar gets a closed special date, focused; a day listed already is found", async () => {
    const { editor, edited } = await mountEditor();
    const calendar = $(editor, "couvert-hours-calendar");
    calendar.dispatchEvent(new CustomEvent("couvert-day-chosen", { detail: "2030-06-20" }));
    await editor.updateComplete;
    expect(editor.hours.exceptions.map((e) => [e.date, e.closed])).toEqual([
      ["2030-06-14", true],
      ["2030-06-20", true],
    ]);
    expect(focused(editor)).toBe($(editor, "#exception-1-date"));
    expect(edited).toHaveLength(1);

    calendar.dispatchEvent(new CustomEvent("couvert-day-chosen", { detail: "2030-06-14" }));
    await editor.updateComplete;
    expect(editor.hours.exceptions).toHaveLength(2);
    expect(focused(editor)).toBe($(editor, "#exception-0-date"));
  });

  it("adds and removes special dates with the keyboard, focus following", async () => {
    const { editor } = await mountEditor();
    $<HTMLButtonElement>(editor, "#add-exception").focus();
    await userEvent.keyboard("{Enter}");
    await editor.updateComplete;
    expect(focused(editor)).toBe($(editor, "#exception-1-date"));
    expect(editor.hours.exceptions[1]).toMatchObject({ date: "", closed: true, note: null });

    $<HTMLButtonElement>(editor, 'button[aria-label="Remove special date 1"]').focus();
    await userEvent.keyboard("{Enter}");
    await editor.updateComplete;
    expect(editor.hours.exceptions.map((e) => e.date)).toEqual([""]);
    expect(focused(editor)).toBe($(editor, "#exception-0-date"));
  });

  it("shows errors at their fields, and a removed row takes its errors along", async () => {
    const { editor } = await mountEditor();
    editor.errors = { "services.weekly.friday.1.open": "Enter a time.", "services.exceptions.0.date": "This date is listed twice." };
    $<HTMLButtonElement>(editor, 'button[aria-label="Add hours on Friday"]').click();
    await editor.updateComplete;
    expect($(editor, "#friday-1-open").getAttribute("aria-invalid")).toBe("true");
    expect($(editor, "#friday-1-open").getAttribute("aria-describedby")).toBe("services-weekly-friday-1-open-error");
    expect($(editor, "#services-weekly-friday-1-open-error").textContent).toBe("Enter a time.");
    expect($(editor, "#exception-0-date").getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(editor, "with errors");

    $<HTMLButtonElement>(editor, 'button[aria-label="Remove special date 1"]').click();
    await editor.updateComplete;
    expect(editor.shadowRoot!.querySelector("#services-exceptions-0-date-error")).toBeNull();
    expect($(editor, "#friday-1-open").getAttribute("aria-invalid"), "the week's errors stay").toBe("true");
  });

  it("fits the month in the width a phone leaves it (309 px inside the card at 375 px)", async () => {
    const { editor } = await mountEditor();
    editor.style.width = "309px";
    await editor.updateComplete;
    const calendar = $(editor, "couvert-hours-calendar");
    const days = Array.from(calendar.shadowRoot!.querySelectorAll("button.day"));
    const right = Math.max(...days.map((day) => day.getBoundingClientRect().right));
    expect(right).toBeLessThanOrEqual(editor.getBoundingClientRect().right);
  });
});
