import { css } from "lit";

/** The form styles every Settings section shares (the console's own come first, in `consoleStyles`). */
export const settingsFormStyles = css`
  section {
    margin: 0 0 1.25em;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(15em, 1fr));
    gap: 0 1.25em;
  }
  .grid .wide {
    grid-column: 1 / -1;
  }
  input:not([type="checkbox"], [type="radio"], [type="color"]) {
    width: 100%;
  }
  input:disabled {
    background: #eeeae5;
    border-color: var(--_border);
    color: var(--_muted);
  }
  h3 {
    margin-top: 1.25em;
  }
  .card > h3:first-child {
    margin-top: 0;
  }
  .field-error {
    color: var(--_danger);
    font-weight: 600;
    font-size: 0.9em;
    margin: 0.25em 0 0;
  }
  .hint {
    margin: 0.25em 0 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75em;
    align-items: center;
  }
  .actions p {
    margin: 0;
  }
`;
