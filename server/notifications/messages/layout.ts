import type { Lang } from "../../../core/locale.ts";
import { html, httpUrl, raw, type Html } from "./html.ts";

/**
 * A message's content, written once and laid out twice, as plain text and as HTML, so the two
 * parts of one e-mail cannot say different things.
 */
export interface MessageDocument {
  lang: Lang;
  title: string;
  blocks: Block[];
  footer: string;
}

export interface Fact {
  label: string;
  value: string;
  /** Makes the value a link in HTML, if it is an http(s) URL. */
  href?: string;
}

export type Block =
  | { type: "paragraph"; text: string }
  | { type: "facts"; heading: string; facts: Fact[] }
  /** A code to keep (the PIN), shown large, with why to keep it. */
  | { type: "secret"; label: string; value: string; note: string }
  | { type: "link"; label: string; url: string; hint: string | null }
  /** Command lines to copy. */
  | { type: "commands"; intro: string; lines: string[] };

const textOf = (block: Block): string => {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "facts":
      return [block.heading, ...block.facts.map(({ label, value }) => `${label}: ${value}`)].join("\n");
    case "secret":
      return `${block.label}: ${block.value}\n${block.note}`;
    case "link":
      return [`${block.label}:`, block.url, ...(block.hint ? [block.hint] : [])].join("\n");
    case "commands":
      return [block.intro, ...block.lines.map((line) => `  ${line}`)].join("\n");
  }
};

export function renderText(message: MessageDocument): string {
  return [message.title, ...message.blocks.map(textOf), `-- \n${message.footer}`].join("\n\n") + "\n";
}

// Inline styles only: many mail clients drop <style> elements and ignore classes.
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#1a1a1a";
const MONO = "font-family:ui-monospace,Menlo,Consolas,monospace";

const COMMAND = `margin:0 0 8px;padding:8px 12px;background:#f2f2f2;border-radius:4px;font-size:14px;line-height:1.5;color:#1a1a1a;word-break:break-all;${MONO}`;
const LINK = "color:#0b57d0;text-decoration:underline";

const linked = (text: string, url: string | undefined): Html => {
  const href = url ? httpUrl(url) : null;
  return href ? html`<a href="${href}" style="${LINK}">${text}</a>` : html`${text}`;
};

const htmlOf = (block: Block): Html => {
  switch (block.type) {
    case "paragraph":
      return html`<p style="${TEXT}">${block.text}</p>`;
    case "facts":
      return html`<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:#1a1a1a">${block.heading}</h2>
        <table role="presentation" style="margin:0 0 16px;border-collapse:collapse;font-size:16px;line-height:1.5;color:#1a1a1a">
          ${block.facts.map(
            ({ label, value, href }) =>
              html`<tr>
                <td style="padding:2px 16px 2px 0;vertical-align:top;color:#4a4a4a">${label}</td>
                <td style="padding:2px 0;vertical-align:top;overflow-wrap:anywhere;white-space:pre-line">${linked(value, href)}</td>
              </tr> `,
          )}
        </table>`;
    case "secret":
      return html`<div style="margin:24px 0;padding:16px;border:2px solid #1a1a1a;border-radius:8px">
        <p style="margin:0 0 8px;font-size:16px;color:#1a1a1a">${block.label}</p>
        <p style="margin:0 0 8px;font-size:28px;font-weight:bold;letter-spacing:2px;color:#1a1a1a;${raw(MONO)}">${block.value}</p>
        <p style="margin:0;font-size:16px;line-height:1.5;color:#1a1a1a">${block.note}</p>
      </div>`;
    case "link": {
      const href = httpUrl(block.url);
      const hint = block.hint ? html`<br /><span style="color:#4a4a4a">${block.hint}</span>` : null;
      if (!href) return html`<p style="${TEXT}">${block.label}: ${block.url}${hint}</p>`;
      return html`<p style="${TEXT}"><a href="${href}" style="${LINK};font-weight:bold">${block.label}</a>${hint}</p>`;
    }
    case "commands":
      // A paragraph per command, not a <pre>: a long command may then wrap on a phone.
      return html`<p style="${TEXT}">${block.intro}</p>
        ${block.lines.map((line) => html`<p style="${COMMAND}"><code>${line}</code></p>`)}`;
  }
};

export function renderHtml(message: MessageDocument): string {
  return (
    html`<!doctype html>
      <html lang="${message.lang}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${message.title}</title>
        </head>
        <body style="margin:0;padding:0;background:#ffffff;color:#1a1a1a;${raw(FONT)}">
          <div style="max-width:600px;margin:0 auto;padding:24px 16px;${raw(FONT)}">
            <h1 style="margin:0 0 24px;font-size:24px;line-height:1.3;color:#1a1a1a">${message.title}</h1>
            ${message.blocks.map((block) => html`${htmlOf(block)} `)}
            <p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #d0d0d0;font-size:14px;line-height:1.5;color:#4a4a4a">
              ${message.footer}
            </p>
          </div>
        </body>
      </html> `
      .toString()
      // Prettier lays the templates out as source; a mail needs none of that indentation.
      .replace(/>\s+</g, ">\n<")
  );
}
