import { css } from "lit";

/**
 * One event card (event-card.ts) on top of the shared base styles: stacked, or side by side with
 * its cover in a list (`.list`) at least 34em wide (the nearest container: `.root` in the widget).
 */
export const eventCardStyles = css`
  .event {
    height: 100%;
    display: flex;
    flex-direction: column;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    overflow: hidden;
  }
  .cover {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: color-mix(in srgb, var(--_muted) 15%, transparent);
  }
  /* A cover that failed to load is hidden (display: block above would override [hidden]). */
  .cover[hidden] {
    display: none;
  }
  .event h3 {
    overflow-wrap: anywhere;
  }
  @container (min-width: 34em) {
    .list .event {
      flex-direction: row;
    }
    .list .cover {
      width: 13em;
      aspect-ratio: 4 / 3;
      flex: none;
    }
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 0.35em;
    padding: 0.85em 1em 1em;
    flex: 1;
    min-width: 0;
  }
  .pinned {
    order: -1;
    align-self: flex-start;
    display: inline-flex;
    align-items: center;
    gap: 0.25em;
    font-size: 0.8em;
    font-weight: 600;
    padding: 0.05em 0.5em 0.05em 0.35em;
    border-radius: 999px;
    border: 1px solid var(--_accent);
    color: var(--_fg);
  }
  .icon {
    width: 1.1em;
    height: 1.1em;
    flex: none;
  }
  .meta {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .description {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .links {
    margin-top: auto;
    padding-top: 0.4em;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em 1em;
  }
  .tickets {
    font-weight: 600;
    text-decoration: none;
    padding: 0.35em 0.9em;
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--_on-accent);
  }
`;
