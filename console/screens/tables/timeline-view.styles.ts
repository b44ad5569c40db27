import { css } from "lit";

/**
 * The timeline: the tables' states as compact cards, then the grid in its own box that scrolls
 * sideways (the page never does), table names sticky at its left, one hour `--_hour` wide.
 */
export const timelineStyles = css`
  .toolbar {
    margin-bottom: 1em;
  }
  .walk-in-open {
    margin-bottom: 1em;
  }
  .area-filter {
    margin-bottom: 1em;
    gap: 0.5em;
    align-items: center;
  }
  .states ul {
    list-style: none;
    padding: 0;
    margin: 0 0 1em;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(14em, 1fr));
    gap: 0.5em;
  }
  .states li {
    background: var(--_card);
    border: 1px solid var(--_border);
    border-left: 6px solid var(--_ok);
    border-radius: var(--_radius);
    padding: 0.4em 0.6em;
    display: flex;
    flex-wrap: wrap;
    gap: 0.1em 0.5em;
    align-items: baseline;
  }
  .states li.state-seated {
    border-left-color: #1a4f9c;
  }
  .states li.state-due {
    border-left-color: var(--_warn);
  }
  .states .hint {
    flex-basis: 100%;
  }
  .grid-box {
    --_hour: 7rem;
    --_name: 6.5rem;
    --_lane: 2.6rem;
    overflow-x: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_card);
    margin-bottom: 1em;
  }
  .grid {
    min-width: calc(var(--_name) + var(--_hours) * var(--_hour));
  }
  .hours,
  .table-row {
    display: grid;
    grid-template-columns: var(--_name) 1fr;
  }
  .rows {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  .table-row {
    border-top: 1px solid var(--_border);
  }
  .name {
    position: sticky;
    left: 0;
    z-index: 2;
    background: var(--_card);
    border-right: 1px solid var(--_border);
    padding: 0.3em 0.5em;
    font-weight: 600;
    overflow-wrap: break-word;
  }
  .table-row.unassigned .name {
    font-weight: 400;
    font-style: italic;
    font-size: 0.85em;
  }
  .track {
    position: relative;
    min-height: calc(var(--_lanes, 1) * var(--_lane) + 0.3em);
    background-image: linear-gradient(to right, #ebe6e0 1px, transparent 1px);
    background-size: calc(100% / var(--_hours)) 100%;
  }
  .hours .track {
    min-height: 1.75em;
    background: none;
  }
  .hour,
  .now-label {
    position: absolute;
    top: 0.2em;
    font-size: 0.85em;
    color: var(--_muted);
    translate: -50% 0;
    font-variant-numeric: tabular-nums;
  }
  .hour:first-child {
    translate: 0 0;
  }
  .hour.last {
    translate: -100% 0;
  }
  .now-label {
    color: var(--_danger);
    font-weight: 600;
    background: var(--_card);
  }
  .now {
    position: absolute;
    top: 0;
    bottom: 0;
    width: 2px;
    background: var(--_danger);
    z-index: 1;
    pointer-events: none;
  }
  .bar {
    position: absolute;
    top: calc(0.15em + var(--_lane-index, 0) * var(--_lane));
    height: calc(var(--_lane) - 0.3em);
    min-height: 0;
    padding: 0 0.4em;
    display: flex;
    gap: 0.35em;
    align-items: center;
    overflow: hidden;
    white-space: nowrap;
    font-size: 0.9em;
    text-align: start;
    border: 1px solid currentColor;
    border-left-width: 5px;
    background: #fff;
    touch-action: pan-x pan-y;
  }
  .bar[aria-pressed="true"] {
    outline: 3px solid var(--_ring);
    outline-offset: 1px;
    z-index: 3;
  }
  .bar.dragging {
    z-index: 4;
    opacity: 0.85;
    cursor: grabbing;
    box-shadow: 0 4px 12px rgb(0 0 0 / 0.25);
  }
  .bar.status-pending {
    background: #fbf4e6;
  }
  .bar.status-confirmed {
    background: #eef6f0;
  }
  .bar.status-seated {
    background: #e8f0fb;
  }
  .bar.status-completed {
    background: #f1efec;
  }
  .bar.walk-in {
    border-style: dashed;
  }
  .bar-time {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  .lock-icon {
    width: 0.9em;
    height: 0.9em;
    flex: none;
  }
  .bar-party::before {
    content: "·";
    margin-right: 0.35em;
  }
  .panel,
  .walk-in {
    margin-bottom: 1em;
  }
  .panel .field,
  .walk-in .field {
    margin-bottom: 0.5em;
  }
  .move {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.75em;
    align-items: end;
  }
  .move h3 {
    flex-basis: 100%;
  }
  .move button {
    margin-bottom: 0.5em;
  }
  .lock {
    margin: 0.5em 0;
  }
  .lock .hint {
    margin: 0;
  }
  @media (max-width: 36rem) {
    .grid-box {
      --_hour: 5.5rem;
      --_name: 4.5rem;
    }
  }
`;
