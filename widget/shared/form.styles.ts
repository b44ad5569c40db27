import { css } from "lit";

/** The reservation form and the date/time picker, shared by booking and manage. */
export const formStyles = css`
  .root {
    container-type: inline-size;
  }
  form > * + *,
  fieldset > * + *:not(legend),
  .notify > * + * {
    margin-top: 1em;
  }
  fieldset > legend + * {
    margin-top: 0;
  }
  textarea {
    display: block;
    box-sizing: border-box;
    width: 100%;
    min-height: 4.5em;
    margin-top: 0.25em;
    padding: 0.55em 0.7em;
    font: inherit;
    color: inherit;
    background: var(--_field);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    resize: vertical;
  }
  textarea:focus-visible {
    outline-offset: 0;
  }
  .count:empty {
    display: none;
  }
  .req {
    color: var(--_muted);
    font-weight: 400;
    font-size: 0.875em;
  }
  .when {
    display: grid;
    gap: 1em;
    align-items: start;
  }
  @container (min-width: 40em) {
    .when {
      grid-template-columns: 1.2fr 1fr;
    }
  }
  .month {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5em;
    margin-bottom: 0.5em;
  }
  .nav {
    padding: 0.25em 0.75em;
    font-size: 1.25em;
    line-height: 1.2;
  }
  .days {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 4px;
    text-align: center;
  }
  .weekday {
    font-size: 0.8em;
    color: var(--_muted);
  }
  .day,
  .slot {
    position: relative;
    padding: 0.45em 0.25em;
    background: transparent;
    color: inherit;
    border: 1px solid var(--_border);
    font-weight: 500;
  }
  /* A date that cannot be chosen (before today, past the horizon): no border, so it reads as no button, yet legible (WCAG 1.4.3). */
  .day.empty {
    border-color: transparent;
    color: var(--_muted);
  }
  .day[aria-disabled="true"],
  .slot[aria-disabled="true"] .t {
    text-decoration: line-through;
  }
  .day[aria-disabled="true"],
  .slot[aria-disabled="true"] {
    border-style: dashed;
    color: var(--_muted);
    opacity: 0.75;
    cursor: not-allowed;
  }
  .day[aria-pressed="true"],
  .slot[aria-checked="true"] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
    text-decoration: underline;
  }
  /* Not the chosen time: its tick marks it, and "✓ 11:30 AM" in bold is wider than a narrow time column. */
  .day[aria-pressed="true"] {
    font-weight: 700;
  }
  .mark {
    position: absolute;
    top: 3px;
    right: 4px;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
  .notes {
    margin: 0.75em 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.875em;
    color: var(--_muted);
  }
  .notes li::before {
    content: "•\\a0" / "";
  }
  .slot-list {
    display: grid;
    /* The narrowest column holds the widest chosen time, "✓ 11:30 AM", with a few pixels to spare
       (couvert-booking.browser.test.ts); in a widget narrower than that (text zoomed on a phone), one. */
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 6.8em), 1fr));
    gap: 6px;
  }
  /* The time never wraps (the tick included); "(next day)" and "fully booked" go below it. */
  .slot .t {
    white-space: nowrap;
  }
  .slot small {
    display: block;
    font-weight: 400;
  }
  .slot[aria-checked="true"] .t::before {
    content: "✓\\a0" / "";
  }
  .footer {
    color: var(--_muted);
    font-size: 0.875em;
  }
`;
