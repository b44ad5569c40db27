import { css } from "lit";

/** The console's shell: the header with the restaurant's accent, its live mark and navigation, and the main column. */
export const couvertConsoleStyles = css`
  :host {
    min-height: 100vh;
    background: var(--_bg);
  }
  header {
    background: var(--_card);
    border-bottom: 1px solid var(--_border);
    border-top: 4px solid var(--_accent, var(--_primary));
  }
  .bar {
    max-width: 72rem;
    margin: 0 auto;
    padding: 0.5em 1em;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em 1.25em;
    align-items: center;
  }
  .brand {
    font-weight: 700;
    margin-right: auto;
  }
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  nav a {
    display: inline-block;
    padding: 0.5em 0.75em;
    border-radius: var(--_radius);
    text-decoration: none;
    color: var(--_fg);
  }
  nav a[aria-current="page"] {
    background: var(--_fg);
    color: var(--_card);
  }
  .live {
    margin-left: 0.75em;
    font-size: 0.85em;
    font-weight: 400;
    white-space: nowrap;
    color: var(--_muted);
  }
  .live::before {
    content: "";
    display: inline-block;
    width: 0.6em;
    height: 0.6em;
    margin-right: 0.35em;
    border-radius: 50%;
    border: 1px solid currentColor;
  }
  .live.on {
    color: var(--_ok);
  }
  .live.on::before {
    background: currentColor;
  }
  .publication {
    margin-left: 0.75em;
    padding: 0.1em 0.5em;
    border-radius: 1em;
    font-size: 0.85em;
    font-weight: 600;
    color: var(--_warn);
    border: 1px solid currentColor;
  }
  .publication.on {
    color: var(--_ok);
    border: none;
    padding: 0;
    font-weight: 400;
  }
  main {
    max-width: 72rem;
    margin: 0 auto;
    padding: 1em;
  }
  .account {
    display: flex;
    gap: 0.5em;
    align-items: center;
    flex-wrap: wrap;
  }
  .account-menu summary {
    padding: 0.5em 0.75em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    cursor: pointer;
  }
  .account-menu[open] {
    flex-basis: 100%;
  }
  .account-menu[open] > :not(summary) {
    margin-top: 0.5em;
  }
  @media (max-width: 40rem) {
    /* One row of screens to swipe through, so the day's bookings start high on a phone. */
    nav ul {
      flex-wrap: nowrap;
      overflow-x: auto;
      scrollbar-width: thin;
    }
    nav a {
      white-space: nowrap;
    }
  }
  @media print {
    header {
      display: none;
    }
    :host {
      background: #fff;
    }
  }
`;
