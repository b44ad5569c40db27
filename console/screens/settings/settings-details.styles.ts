import { css } from "lit";

/** The details section's own: the accent colour's swatch. */
export const settingsDetailsStyles = css`
  input[type="color"] {
    width: 4em;
    padding: 0.2em;
  }
`;
