import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "../../../core/time.ts";
import { expectAccessible } from "../../testing/browser.ts";
import type { EditedHours } from "../hours-editing.ts";
import "./hours-editor.ts";
import type { CouvertHoursEditor } from "./hours-editor.ts";

/** Issue 28's lunch, 12:00–14:30, every day but Monday, with 120-minute stays every 30 minutes. */
function lunches(): EditedHours {
  return {
    definitions: [{ id: "main", name: null, maxCoversPerSlot: null }],
    weekly: Object.fromEntries(
      WEEKDAYS.map((day) => [day, { closed: day === "monday", periods: [{ service: "main", open: "12:00", close: "14:30" }] }]),
    ) as EditedHours["weekly"],
    exceptions: [],
  };
}

async function mountEditor() {
  document.body.replaceChildren();
  const editor = document.createElement("couvert-hours-editor");
  editor.value = lunches();
  editor.today = "2030-06-03";
  editor.previewRules = { timezone: "Europe/Berlin", defaultDwellMinutes: 120, minMinutesBeforeClosing: 0, slotIntervalMinutes: 30 };
  const edited: EditedHours[] = [];
  editor.addEventListener("couvert-hours-edited", (event) => edited.push(event.detail));
  document.body.append(editor);
  await editor.updateComplete;
  return { editor, edited };
}

const $ = <E extends HTMLElement = HTMLInputElement>(editor: CouvertHoursEditor, selector: string) => {
  const found = editor.shadowRoot!.querySelector<E>(selector);
  expect(found, selector).not.toBeNull();
  return found!;
};

async function change(editor: CouvertHoursEditor, input: HTMLInputElement, value: string | boolean): Promise<void> {
  if (typeof value === "boolean") input.checked = value;
  else input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  await editor.updateComplete;
}

describe("couvert-hours-editor: last seating and the bookable times", () => {
  it("previews each open weekday's bookable times as the owner edits, by the server's own rule", async () => {
    const { editor, edited } = await mountEditor();
    expect($(editor, '[data-preview="tuesday"]').textContent).toBe("Guests can book 12:00–12:30 (2 times)");
    expect(editor.shadowRoot!.querySelector('[data-preview="monday"]')).toBeNull();
    await expectAccessible(editor, "with the preview");

    await change(editor, $(editor, "#tuesday-close"), "16:30");
    await change(editor, $(editor, "#tuesday-lastSeating"), "14:30");
    expect($(editor, '[data-preview="tuesday"]').textContent).toBe("Guests can book 12:00–14:30 (6 times)");
    expect(edited.at(-1)!.weekly.tuesday.periods[0]).toEqual({ service: "main", open: "12:00", close: "16:30", lastSeating: "14:30" });

    // Stays past closing: arrivals to 14:30 on Wednesday's 12:00–14:30 too.
    await change(editor, $(editor, 'input[data-key="staysPastClosing"]'), true);
    expect($(editor, '[data-preview="wednesday"]').textContent).toBe("Guests can book 12:00–14:30 (6 times)");
    expect(edited.at(-1)!.definitions[0]!.staysPastClosing).toBe(true);

    await change(editor, $(editor, "#tuesday-lastSeating"), "");
    expect(edited.at(-1)!.weekly.tuesday.periods[0]!.lastSeating).toBeNull();
  });
});
