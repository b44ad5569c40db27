/**
 * A phone number for Excel: `="+49 30 1234567"`, which Excel shows as the text it is, where the
 * bare number would be read as a sum and a guarded one shows its apostrophe. Only a leading `+`,
 * digits, spaces, brackets and dashes are written so; anything else is an ordinary field.
 */
export interface ExcelText {
  excelText: string;
}
export type CsvCell = string | ExcelText;

/** The separator between fields: `,` (RFC 4180), or `;` where Excel's list separator is (German, French…). */
export type CsvSeparator = "," | ";";

/**
 * RFC 4180 CSV for spreadsheets: every record ends with CRLF; a field holding a separator (`,`,
 * `;` or a tab, whichever a spreadsheet splits on), a quote or a line break is quoted, quotes
 * doubled; what a spreadsheet would run is disarmed (csvField).
 */
export const toCsv = (records: readonly (readonly CsvCell[])[], separator: CsvSeparator = ","): string =>
  records.map((record) => `${record.map(cellField).join(separator)}\r\n`).join("");

/** What makes Excel read a file as UTF-8 rather than its locale's code page (a "Krüger" stays one). */
export const UTF8_BOM = "\uFEFF";

const PHONE_TEXT = /^\+?[\d ()-]+$/;
const cellField = (cell: CsvCell): string =>
  typeof cell === "string" ? csvField(cell) : PHONE_TEXT.test(cell.excelText) ? `"=""${cell.excelText}"""` : csvField(cell.excelText);

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
