import { css } from "lit";

/** The hours section's own: the list of bookings the new hours would strand. */
export const settingsHoursStyles = css`
  .warning ul {
    margin: 0.5em 0;
    padding-left: 1.25em;
  }
  .warning h3:focus {
    outline: none;
  }
`;
