import { describe, expect, it } from "vitest";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { minifyCss, minifyHtml, minifyTemplates, minifyTemplatesMapped } from "./template-whitespace.ts";

describe("minifyHtml", () => {
  it("turns each run of line breaks and indentation in text and between attributes into one space", () => {
    const [out] = minifyHtml(['\n  <div\n      part="field"\n      class="x">\n    <p>Hi</p>\n  </div>\n']);
    expect(out).toBe(' <div part="field" class="x"> <p>Hi</p> </div> ');
  });

  it("leaves quoted attribute values, comments, <pre> and <textarea> as they are, across ${…}", () => {
    const texts = [
      '<p title="one\n    two" class="a\n    ',
      '\n    b">\n  <!--\n    keep\n  -->\n  <pre>\n    code\n  </pre>\n  <textarea>\n  x</textarea>\n  end',
    ];
    expect(minifyHtml(texts)).toEqual([
      '<p title="one\n    two" class="a\n    ',
      '\n    b"> <!--\n    keep\n  --> <pre>\n    code\n  </pre> <textarea>\n  x</textarea> end',
    ]);
  });

  it("keeps whitespace between words and a `<` that opens no tag", () => {
    expect(minifyHtml(["<p>a  b < c</p>"])).toEqual(["<p>a  b < c</p>"]);
  });
});

describe("minifyCss", () => {
  it("drops comments and whitespace around braces, semicolons, commas, `>` and after `:`; other runs become one space", () => {
    const [out] = minifyCss(["\n  /* one\n     two */\n  .a > .b,\n  .c {\n    color: red;\n    margin: 0 auto;\n  }\n"]);
    expect(out).toBe(" .a>.b,.c{color:red;margin:0 auto;}");
  });

  it("keeps whitespace that separates: descendant combinators, `and (`, calc's `-`, and strings", () => {
    const [out] = minifyCss(['.a :hover { content: " ,  { } "; width: calc(100% - 2px); }\n@media (min-width: 1px) and (hover: hover) {}']);
    expect(out).toBe('.a :hover{content:" ,  { } ";width:calc(100% - 2px);}@media (min-width:1px) and (hover:hover){}');
  });

  it("keeps a string that an interpolation splits", () => {
    expect(minifyCss(['a { content: "x  ', '  y"; }'])).toEqual(['a{content:"x  ', '  y";}']);
  });
});

describe("minifyTemplates", () => {
  it("changes only html, svg and css tagged templates", () => {
    const code = [
      "const a = html`",
      "  <p>${x}</p>",
      "`;",
      "const b = `keep",
      "    this`;",
      "const c = other`",
      "    too`;",
      "const d = css`",
      "  .a { color: red; }",
      "`;",
    ].join("\n");
    const out = minifyTemplates(code, "example.ts");
    expect(out).toBe(
      [
        "const a = html` <p>${x}</p> `;",
        "const b = `keep",
        "    this`;",
        "const c = other`",
        "    too`;",
        "const d = css` .a{color:red;}`;",
      ].join("\n"),
    );
  });

  it("places edits right after non-ASCII text and nested templates", () => {
    const code = 'const é = "ü"; const t = html`<ul>\n  ${items.map((i) => html`<li>\n    ${i}</li>`)}\n</ul>`;';
    expect(minifyTemplates(code, "example.ts")).toBe(
      'const é = "ü"; const t = html`<ul> ${items.map((i) => html`<li> ${i}</li>`)} </ul>`;',
    );
  });

  it("maps the code after a template that lost its lines back to its own line and column", () => {
    const code = "const a = html`\n  <p>\n    x\n  </p>\n`;\nconst after = 1;\n";
    const out = minifyTemplatesMapped(code, "example.ts")!;
    expect(out.code).toBe("const a = html` <p> x </p> `;\nconst after = 1;\n");
    const map = new TraceMap(out.map as ConstructorParameters<typeof TraceMap>[0]);
    expect(originalPositionFor(map, { line: 2, column: 6 })).toMatchObject({ source: "example.ts", line: 6, column: 6 });
  });
});
