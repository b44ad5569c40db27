import { css } from "lit";

/** The Events screen's lists and cards, on top of the console's shared styles. */
export const eventsViewStyles = css`
  :host {
    max-width: 60rem;
  }
  couvert-event-form {
    display: block;
    margin-bottom: 1.5em;
  }
  .list {
    margin: 1.5em 0 0;
  }
  .list h2:focus {
    outline: none;
  }
  .count {
    color: var(--_muted);
    font-weight: 400;
  }
  .events {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.75em;
  }
  /* What the event is on the left, its actions on the right; below each other on a phone. */
  .event {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5em 1.5em;
    padding: 0.75em 1em;
  }
  .summary {
    flex: 1 1 20rem;
    min-width: 0;
  }
  .event h3 {
    margin-bottom: 0.15em;
    overflow-wrap: anywhere;
  }
  .event h3:focus {
    outline: none;
  }
  .event p {
    margin-bottom: 0.35em;
  }
  .event p:last-child {
    margin-bottom: 0;
  }
  .when {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1em;
  }
  .when > :first-child {
    font-weight: 600;
  }
  .location {
    color: var(--_muted);
  }
  .confirm {
    flex-basis: 100%;
  }
  .confirm p:focus {
    outline: none;
  }
  .notice-done {
    color: var(--_ok);
    font-weight: 600;
  }
  .notice-failed {
    color: var(--_danger);
    font-weight: 600;
  }
  /* Status badges: text on white, each at least 4.5:1. */
  .status-draft {
    color: #8a5a00;
  }
  .status-published {
    color: #22613a;
  }
  .status-archived {
    color: #4d4842;
  }
  .pinned {
    color: var(--_primary);
  }
`;
