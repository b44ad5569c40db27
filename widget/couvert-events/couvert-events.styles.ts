import { css } from "lit";

/** `<couvert-events>` on top of the shared base styles and the cards' (event-card.styles.ts): the lists, the grid, the filter pills. */
export const eventsStyles = css`
  .root {
    container-type: inline-size;
  }
  .content {
    display: grid;
    gap: 1.25em;
  }
  .events {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1em;
  }
  .events.grid {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 15em), 1fr));
  }
  .events[hidden] {
    display: none;
  }
  .filter {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    border: 0;
    padding: 0;
  }
  .filter label {
    position: relative;
    font-weight: 500;
  }
  .filter input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  .filter span {
    display: inline-block;
    padding: 0.3em 0.9em;
    border: 1px solid var(--_border);
    border-radius: 999px;
    cursor: pointer;
  }
  .filter input:checked + span {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
  }
  .filter input:checked + span::before {
    content: "";
    display: inline-block;
    width: 0.35em;
    height: 0.7em;
    margin: 0 0.5em 0.15em 0.1em;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  .filter input:focus-visible + span {
    outline: 3px solid var(--_ring);
    outline-offset: 2px;
  }
  .empty {
    color: var(--_muted);
  }
  .toggle {
    text-align: start;
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
  }
  .toggle .icon {
    transform: rotate(-90deg);
    transition: transform 0.15s;
  }
  .toggle[aria-expanded="true"] .icon {
    transform: none;
  }
  .past > .events {
    margin-top: 1em;
  }
  @media (prefers-reduced-motion: reduce) {
    .toggle .icon {
      transition: none;
    }
  }
`;
