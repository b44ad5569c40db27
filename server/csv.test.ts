import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv.ts";

/**
 * The cells a spreadsheet reads from `text` when it splits on `separator` (and line breaks): a cell
 * that starts with a quote runs to its closing quote (two quotes standing for one), and what follows
 * up to the next separator is appended as written; a quote anywhere else is a plain character. So a
 * file written for commas is read as a German Excel, splitting on semicolons, reads it.
 */
function cellsAsRead(text: string, separator: string): string[] {
  const cells: string[] = [];
  for (let i = 0; i <= text.length; i++) {
    let cell = "";
    if (text[i] === '"') {
      for (i++; i < text.length; i++) {
        if (text[i] !== '"') cell += text[i];
        else if (text[i + 1] === '"') cell += text[i++];
        else {
          i++;
          break;
        }
      }
    }
    for (; i < text.length && text[i] !== separator && text[i] !== "\r" && text[i] !== "\n"; i++) cell += text[i];
    cells.push(cell);
  }
  return cells;
}

/** What a spreadsheet may run as a formula: a cell starting, past any white space or quotes, with = + - @ (OWASP). */
const FORMULA = /^[\s"]*[=+\-@]/;

describe("csvField", () => {
  it("quotes a cell holding a comma, a semicolon, a tab, a quote or a line break", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("")).toBe("");
    expect(csvField("a=1")).toBe("a=1");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField("a\tb")).toBe('"a\tb"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\r\nlf")).toBe('"cr\r\nlf"');
  });

  it("disarms, with a leading ' and quotes, what a spreadsheet would run, wherever a separator may start a cell", () => {
    for (const lead of ["=", "+", "-", "@"]) expect(csvField(`${lead}1+1`)).toBe(`"'${lead}1+1"`);
    expect(csvField("\t=1")).toBe(`"'\t'=1"`);
    expect(csvField("\r\n=1")).toBe(`"'\r\n'=1"`);
    expect(csvField("=1,2")).toBe('"\'=1,2"');
    expect(csvField("Lovelace;=1+1")).toBe(`"Lovelace;'=1+1"`);
    expect(csvField("Lovelace,=1+1")).toBe(`"Lovelace,'=1+1"`);
    expect(csvField('Lovelace;"=1+1"')).toBe(`"Lovelace;'""=1+1"""`);
  });

  it("writes `Lovelace;=1+1` so that neither a comma- nor a semicolon-splitting spreadsheet reads a formula", () => {
    const row = toCsv([["1", "Lovelace;=1+1", "x"]]);
    expect(cellsAsRead(row, ",").slice(0, 3)).toEqual(["1", "Lovelace;'=1+1", "x"]);
    expect(cellsAsRead(row, ";").filter((cell) => FORMULA.test(cell))).toEqual([]);
  });

  it("writes no row of which a cell, split on commas, semicolons or tabs, starts a formula", () => {
    const risky = fc.string({
      unit: fc.constantFrom("a", "1", " ", ",", ";", "\t", "\r", "\n", '"', "'", "=", "+", "-", "@"),
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.array(fc.array(risky, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }), (rows) => {
        const written = toCsv(rows);
        for (const separator of [",", ";", "\t"]) {
          expect(
            cellsAsRead(written, separator).filter((cell) => FORMULA.test(cell)),
            JSON.stringify({ written, separator }),
          ).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("toCsv for Excel", () => {
  it("splits on the separator asked for, quoting fields that hold either", () => {
    expect(toCsv([["a;b", "c,d", "e"]], ";")).toBe('"a;b";"c,d";e\r\n');
  });

  it('keeps a phone number as text with Excel\'s ="…", and guards anything else given so as an ordinary field', () => {
    expect(toCsv([[{ excelText: "+49 30 1234567" }, { excelText: "(212) 555-0100" }]], ";")).toBe(
      '"=""+49 30 1234567""";"=""(212) 555-0100"""\r\n',
    );
    expect(toCsv([[{ excelText: '=HYPERLINK("x")' }, { excelText: '1" & "2' }]])).toBe('"\'=HYPERLINK(""x"")","1"" & ""2"\r\n');
  });
});
