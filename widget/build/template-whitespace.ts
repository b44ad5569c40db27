import MagicString, { type SourceMap } from "magic-string";
import { parseAst } from "vite";

/**
 * Drops the whitespace of Lit's html`…`, svg`…` and css`…` templates that the page never sees,
 * before the widget is bundled (the minifier keeps template text as it is). It reads the source's
 * syntax tree, so only tagged templates are touched, and within them it never changes:
 * - quoted attribute values, comments, and the contents of <pre>, <textarea>, <script>, <style>;
 * - CSS strings, nor whitespace that separates anything (a descendant combinator, `and (`, `a - b`).
 * In HTML text and between attributes whitespace that begins with a line break becomes one space
 * (which renders as the line break did); in CSS comments go, whitespace next to `{ } ; , >` or after
 * `:` too, and any other run becomes one space. The lines change: `templateEdits` gives the edits
 * for a source map.
 */
export function minifyTemplates(code: string, filename: string): string {
  let result = code;
  for (const edit of templateEdits(code, filename).sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

/** `minifyTemplates` for a bundler's transform hook: the code and its source map (the lines change), or null when nothing does. */
export function minifyTemplatesMapped(code: string, filename: string): { code: string; map: SourceMap } | null {
  const edits = templateEdits(code, filename);
  if (edits.length === 0) return null;
  const out = new MagicString(code);
  for (const { start, end, text } of edits) {
    if (text) out.overwrite(start, end, text);
    else out.remove(start, end);
  }
  return { code: out.toString(), map: out.generateMap({ hires: true, source: filename, includeContent: true }) };
}

/** `minifyTemplates`' edits, by offsets into `code`. */
export function templateEdits(code: string, filename: string): { start: number; end: number; text: string }[] {
  const edits: { start: number; end: number; text: string }[] = [];
  visit(parseAst(code, { lang: "ts" }, filename), (node) => {
    if (node.type !== "TaggedTemplateExpression") return;
    const tag = node.tag as Node;
    const kind = tag.type === "Identifier" ? (tag.name as string) : "";
    if (kind !== "html" && kind !== "svg" && kind !== "css") return;
    const quasis = ((node.quasi as Node).quasis as Node[]).map((quasi) => {
      const raw = (quasi.value as { raw: string }).raw;
      const start = (quasi.start as number) + 1; // after the opening backtick or `}`
      if (code.slice(start, start + raw.length) !== raw) throw new Error(`${filename}: cannot place a template's text`);
      return { start, end: start + raw.length, raw };
    });
    const minified = kind === "css" ? minifyCss(quasis.map((q) => q.raw)) : minifyHtml(quasis.map((q) => q.raw));
    quasis.forEach((q, i) => minified[i] !== q.raw && edits.push({ start: q.start, end: q.end, text: minified[i]! }));
  });
  return edits;
}

type Node = { type: string; [key: string]: unknown };

function visit(value: unknown, onNode: (node: Node) => void): void {
  if (Array.isArray(value)) for (const item of value) visit(item, onNode);
  else if (typeof value === "object" && value !== null) {
    if (typeof (value as Node).type === "string") onNode(value as Node);
    for (const child of Object.values(value)) if (typeof child === "object") visit(child, onNode);
  }
}

const RAW_TEXT_ELEMENTS = new Set(["pre", "textarea", "script", "style"]);

/** The texts of one html`…` template (between its `${…}`), indentation dropped where HTML ignores it. */
export function minifyHtml(texts: readonly string[]): string[] {
  let state: "text" | "tag" | "quoted" | "comment" | "raw" = "text";
  let quote = "";
  let tagName = "";
  let rawUntil = "";
  return texts.map((text) => {
    let out = "";
    let i = 0;
    while (i < text.length) {
      const rest = text.slice(i);
      if (state === "comment") {
        const end = rest.indexOf("-->");
        const length = end < 0 ? rest.length : end + 3;
        if (end >= 0) state = "text";
        out += rest.slice(0, length);
        i += length;
      } else if (state === "raw") {
        const end = rest.toLowerCase().indexOf(rawUntil);
        const length = end < 0 ? rest.length : end;
        if (end >= 0) state = "text";
        out += rest.slice(0, length);
        i += length;
      } else if (state === "quoted") {
        const end = rest.indexOf(quote);
        const length = end < 0 ? rest.length : end + 1;
        if (end >= 0) state = "tag";
        out += rest.slice(0, length);
        i += length;
      } else if (/^\s/.test(rest)) {
        const run = /^\s+/.exec(rest)![0];
        out += run.startsWith("\n") || state === "tag" ? " " : run;
        i += run.length;
      } else if (state === "text" && rest.startsWith("<!--")) {
        state = "comment";
        out += "<!--";
        i += 4;
      } else if (state === "text" && /^<\/?[a-zA-Z]/.test(rest)) {
        tagName = /^<(\/?[a-zA-Z][^\s/>]*)/.exec(rest)![1]!.toLowerCase();
        state = "tag";
        out += rest[0];
        i += 1;
      } else if (state === "tag" && (rest[0] === '"' || rest[0] === "'")) {
        state = "quoted";
        quote = rest[0];
        out += quote;
        i += 1;
      } else if (state === "tag" && rest[0] === ">") {
        state = RAW_TEXT_ELEMENTS.has(tagName) ? "raw" : "text";
        rawUntil = `</${tagName}`;
        out += ">";
        i += 1;
      } else {
        out += rest[0];
        i += 1;
      }
    }
    return out;
  });
}

/** Characters around which CSS needs no whitespace (`:` only after it: `a :hover` is not `a:hover`). */
const TIGHT_BEFORE = new Set(["{", "}", ";", ",", ">"]);
const TIGHT_AFTER = new Set(["{", "}", ";", ",", ">", ":"]);

/** The texts of one css`…` template (between its `${…}`), comments and needless whitespace dropped. */
export function minifyCss(texts: readonly string[]): string[] {
  let quote = "";
  let inComment = false;
  return texts.map((text) => {
    let out = "";
    let i = 0;
    while (i < text.length) {
      const char = text[i]!;
      if (inComment) {
        const end = text.indexOf("*/", i);
        i = end < 0 ? text.length : end + 2;
        if (end >= 0) inComment = false;
      } else if (quote) {
        const length = char === "\\" ? 2 : 1;
        if (char === quote) quote = "";
        out += text.slice(i, i + length);
        i += length;
      } else if (char === '"' || char === "'") {
        quote = char;
        out += char;
        i += 1;
      } else if (text.startsWith("/*", i)) {
        inComment = true;
        i += 2;
      } else if (/\s/.test(char)) {
        const run = /^\s+/.exec(text.slice(i))![0];
        const before = out.at(-1);
        const after = text[i + run.length];
        const tight =
          before === " " || (before !== undefined && TIGHT_AFTER.has(before)) || (after !== undefined && TIGHT_BEFORE.has(after));
        out += tight ? "" : " ";
        i += run.length;
      } else {
        out += char;
        i += 1;
      }
    }
    return out;
  });
}
