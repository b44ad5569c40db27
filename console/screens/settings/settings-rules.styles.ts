import { css } from "lit";

/** The booking rules' own: short number fields, and the confirmation mode's choices with their hints. */
export const settingsRulesStyles = css`
  input[type="number"] {
    max-width: 10em;
  }
  .choice {
    display: flex;
    gap: 0.5em;
    align-items: flex-start;
    margin-bottom: 0.5em;
  }
  .choice input {
    width: 1.25em;
    height: 1.25em;
    min-height: 0;
    margin: 0.15em 0 0;
    flex: none;
  }
  .choice label {
    margin: 0;
  }
`;
