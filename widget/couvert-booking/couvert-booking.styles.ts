import { css } from "lit";

export const bookingStyles = css`
  .confirmation > * + * {
    margin-top: 1em;
  }
  .confirmation h2:focus {
    outline: none;
  }
  .codes {
    display: flex;
    flex-wrap: wrap;
    gap: 1em;
  }
  .codes > div {
    flex: 1 1 12em;
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
