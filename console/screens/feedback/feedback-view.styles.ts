import { css } from "lit";

export const feedbackStyles = css`
  ol.answers {
    list-style: none;
    padding: 0;
    margin: 1em 0 0;
    display: grid;
    gap: 0.75em;
  }
  li.answer {
    border: 1px solid var(--_line, #c8c8c8);
    border-radius: 8px;
    padding: 0.75em 1em;
    overflow-wrap: anywhere;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 1em;
    align-items: baseline;
    justify-content: space-between;
  }
  .guest {
    font-weight: 600;
  }
  .stars {
    color: #8a5a00;
    letter-spacing: 2px;
  }
  .low .stars {
    color: var(--_danger);
  }
  blockquote {
    margin: 0.5em 0;
    white-space: pre-line;
  }
  .meta,
  .published {
    color: var(--_muted);
    margin: 0.25em 0;
  }
  button {
    margin-top: 0.5em;
  }
`;
