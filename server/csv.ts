/**
 * RFC 4180 CSV for spreadsheets: every record ends with CRLF; a field holding a separator (`,`,
 * `;` or a tab, whichever a spreadsheet splits on), a quote or a line break is quoted, quotes
 * doubled; what a spreadsheet would run is disarmed (csvField).
 */
export const toCsv = (records: readonly (readonly string[])[]): string =>
  records.map((record) => `${record.map(csvField).join(",")}\r\n`).join("");

/**
 * Where a spreadsheet may start a cell inside a value (its start, or after a separator or line
 * break: Excel in many languages splits on `;`, and only honours a quote at a cell's start) that
 * goes on, past spaces and quotes, with a character that starts a formula.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])(?=[ "]*[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV field. Each place a formula could start gets a leading apostrophe and the field is
 * quoted, so a guest's name cannot run in the owner's spreadsheet whatever it splits on (OWASP's
 * CSV injection guard).
 */
export function csvField(value: string): string {
  const inert = value.replace(FORMULA_START, "'");
  return inert !== value || NEEDS_QUOTES.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}
