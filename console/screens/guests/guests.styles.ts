import { css } from "lit";

export const guestsStyles = css`
  ul.guests {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5em;
  }
  .guest,
  .profile-head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 0.75em;
    align-items: baseline;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .guest .name {
    font-weight: bold;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
  }
  .badge.vip {
    font-weight: bold;
  }
  .badge.allergy {
    border-color: currentColor;
  }
  dl.facts {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.25em 1em;
    overflow-wrap: anywhere;
  }
  dl.facts dd {
    margin: 0;
  }
  textarea,
  input[name="tags"] {
    width: 100%;
    box-sizing: border-box;
  }
  ol.bookings {
    padding-left: 1.25em;
  }
  .notes {
    white-space: pre-line;
  }
`;
