import { css } from "lit";

export const bookingStyles = css`
  /* Party, date and preferred time, in the order they are read and tabbed through: party and date
     on a row on a phone, the date as wide as its text and the party the rest (fixed shares cut
     one or the other in some language), the time below, full width like the fields after it; all
     three in a row when wide. Where party and date do not both fit (a narrow phone, German, text
     zoomed), they wrap and each takes the row: a party size squeezed beside the date broke its
     label letter by letter. */
  .choice {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75em 1em;
    align-items: flex-end;
  }
  .choice > * {
    /* Never wider than the form: a label's one long word ("Personenzahl" at twice the text size) may break. */
    min-width: 0;
  }
  .choice > .party {
    flex: 100 1 7.5em;
  }
  .choice > .date-field {
    flex: 1 1 auto;
  }
  .choice > .preferred,
  .choice > :only-child {
    /* Alone (more guests than booked online: no date or time), the party size takes the row. */
    flex: 1 1 100%;
  }
  @container (min-width: 36em) {
    .choice > .party {
      flex: 1 1 0;
    }
    .choice > .date-field {
      flex: 1.6 1 0;
    }
    .choice > .preferred {
      flex: 1 1 0;
    }
    .choice > :only-child {
      max-width: 24em;
    }
  }
  .date-button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5em;
    width: 100%;
    margin-top: 0.25em;
    padding: 0.55em 0.7em;
    font-weight: 500;
    text-align: start;
    background: var(--_field);
  }
  /* The disclosures (date, all times) say open or closed at a glance. */
  [aria-expanded]::after {
    content: "\\a0▾" / "";
  }
  [aria-expanded="true"]::after {
    content: "\\a0▴" / "";
  }
  #calendar:empty {
    display: none;
  }
  .slot-groups h4 {
    margin: 0.75em 0 0.35em;
    font-size: 0.95em;
  }
  .slot-groups h4:first-child {
    margin-top: 0;
  }
  .no-times > * + * {
    margin-top: 0.75em;
  }
  .nearest {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    margin: 0.5em 0 0;
    padding: 0;
    list-style: none;
  }
  .confirmation > * + * {
    margin-top: 1em;
  }
  .confirmation h2:focus {
    outline: none;
  }
  .large-party {
    margin-top: 1em;
  }
  .large-party p {
    margin: 0 0 0.5em;
  }
  .codes {
    display: flex;
    flex-wrap: wrap;
    gap: 1em;
  }
  .codes > div {
    flex: 1 1 12em;
    /* As narrow as the form: the code and its button wrap (below), they never push past it. */
    min-width: 0;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.75em 1em;
  }
  .codes dt {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .codes dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.75em;
  }
  .code {
    font:
      700 1.6em/1.2 ui-monospace,
      "SF Mono",
      Menlo,
      Consolas,
      monospace;
    letter-spacing: 0.12em;
  }
  .codes button {
    padding: 0.3em 0.8em;
  }
  .codes dd.copied {
    display: block;
    margin-top: 0.35em;
    font-size: 0.875em;
    color: var(--_muted);
  }
  a.button {
    display: inline-block;
    font-weight: 600;
    text-decoration: none;
    border-radius: var(--_radius);
    padding: 0.6em 1.2em;
    background: var(--_accent);
    color: var(--_on-accent);
  }
`;
