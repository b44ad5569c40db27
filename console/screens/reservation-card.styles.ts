import { css } from "lit";

export const cardStyles = css`
  ol.reservations {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5em;
  }
  .reservation {
    display: grid;
    grid-template-columns: 7.5em minmax(0, 1fr) auto;
    grid-template-areas: "when who state" "when actions actions";
    gap: 0.25em 1em;
    align-items: start;
  }
  .when {
    grid-area: when;
    display: flex;
    flex-direction: column;
  }
  .time {
    font-size: 1.2em;
  }
  .who {
    grid-area: who;
    /* A guest's long name or e-mail address wraps inside the card, never widens the page (QA pass). */
    min-width: 0;
    overflow-wrap: anywhere;
    display: flex;
    flex-wrap: wrap;
    gap: 0.1em 0.75em;
    align-items: baseline;
  }
  .contact {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.75em;
    width: 100%;
  }
  .contact > a {
    min-width: 0;
  }
  .requests {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 0.5em;
    align-items: baseline;
    width: 100%;
  }
  /* The guest's history at a glance, a link to their profile (issue 29). */
  .history {
    margin: 0;
    width: 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 0.5em;
    align-items: baseline;
  }
  .notes {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
    font-style: italic;
  }
  .state {
    grid-area: state;
    display: flex;
    flex-direction: column;
    gap: 0.25em;
    align-items: flex-end;
  }
  .actions {
    grid-area: actions;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4em;
  }
  .reservation[data-status="cancelled"],
  .reservation[data-status="rejected"],
  .reservation[data-status="no_show"] {
    /* No fainter: at 0.75 the hints and badges fell below WCAG AA contrast (axe). */
    opacity: 0.85;
  }
  @media (max-width: 36rem) {
    .reservation {
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: "when state" "who who" "actions actions";
    }
    .when {
      flex-direction: row;
      gap: 0.75em;
      align-items: baseline;
    }
  }
  @media print {
    .reservation {
      break-inside: avoid;
      grid-template-areas: "when who state";
      border: none;
      border-bottom: 1px solid #999;
      border-radius: 0;
      padding: 0.3em 0;
    }
  }
  /* Undo after a status tap: in view at the bottom of the screen, above the content, for a few seconds. */
  .undo-toast {
    position: sticky;
    bottom: 0.75em;
    z-index: 2;
    display: flex;
    gap: 1em;
    align-items: center;
    justify-content: space-between;
    margin: 1em 0 0;
    padding: 0.6em 0.8em;
    border-radius: 8px;
    background: var(--_fg);
    color: var(--_card);
    box-shadow: 0 2px 8px rgb(0 0 0 / 25%);
  }
`;
