import { css } from "lit";

/** The hours editor's rows: services, weekdays and special dates, each with its periods. */
export const hoursEditorStyles = css`
  input[type="time"],
  input[type="date"] {
    width: auto;
  }
  .days,
  .exceptions {
    list-style: none;
    padding: 0;
    margin: 0 0 1em;
  }
  .services {
    list-style: none;
    padding: 0;
    margin: 0 0 0.5em;
  }
  .service {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em 1em;
    align-items: start;
    margin: 0;
    padding: 0.5em 0;
    border: 0;
    border-bottom: 1px solid var(--_border);
  }
  .service .service-name {
    flex: 1 1 12em;
  }
  .service input[type="number"] {
    width: 8em;
  }
  .service button {
    align-self: center;
  }
  .service .field-error {
    flex-basis: 100%;
  }
  .periods {
    display: flex;
    flex-direction: column;
    gap: 0.35em;
    align-items: start;
  }
  .period {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 1em;
    align-items: center;
  }
  .period .field-error {
    flex-basis: 100%;
  }
  .exception .periods {
    flex-basis: 100%;
  }
  .day {
    display: grid;
    grid-template-columns: 8em 9em 1fr;
    gap: 0.25em 1em;
    align-items: center;
    padding: 0.35em 0;
    border-bottom: 1px solid var(--_border);
  }
  .day .name {
    font-weight: 600;
  }
  .period .time {
    display: flex;
    gap: 0.5em;
    align-items: center;
  }
  .period .time label {
    margin: 0;
    font-weight: 400;
  }
  .day .field-error {
    grid-column: 1 / -1;
  }
  .exception {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em 1em;
    align-items: end;
    margin: 0;
    padding: 0.75em 0;
    border-bottom: 1px solid var(--_border);
  }
  .exception > div {
    min-width: 0;
  }
  .exception .note {
    flex: 1 1 8em;
  }
  .exception .field-error {
    flex-basis: 100%;
  }
  @media (max-width: 36rem) {
    .day {
      grid-template-columns: 1fr 1fr;
    }
    .day .periods {
      grid-column: 1 / -1;
    }
    .period .time {
      flex-direction: column;
      align-items: start;
      gap: 0;
    }
  }
`;
