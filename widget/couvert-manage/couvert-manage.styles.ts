import { css } from "lit";

export const manageStyles = css`
  section > * + *,
  .login > * + * {
    margin-top: 1em;
  }
  h2:focus {
    outline: none;
  }
  .details {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.35em 1em;
  }
  /* A long e-mail address has no space to break at. */
  .details dd,
  .changes li,
  .reset-done p {
    overflow-wrap: anywhere;
  }
  .details .guest-notes,
  .changes li {
    white-space: pre-line;
  }
  .details dt {
    color: var(--_muted);
  }
  .changes {
    margin: 0.5em 0 0;
    padding-inline-start: 1.25em;
  }
  @container (max-width: 28em) {
    .details {
      grid-template-columns: minmax(0, 1fr);
    }
    .details dd + dt {
      margin-top: 0.5em;
    }
  }
`;
