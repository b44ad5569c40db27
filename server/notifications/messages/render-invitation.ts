import { catalogs } from "./catalog.ts";
import { formatInstant, singleLine } from "./format.ts";
import { renderHtml, renderText, type MessageDocument } from "./layout.ts";
import type { InvitationMessageInput, RenderedMessage } from "./types.ts";

/** The e-mail that brings an invited person their one-time setup link (docs/api.md §16.1). */
export function renderInvitation(input: InvitationMessageInput): RenderedMessage {
  const catalog = catalogs[input.lang];
  const t = catalog.invitation;
  const name = input.restaurant.name;
  const until = formatInstant(input.expiresAt, input.restaurant.timezone, input.lang, catalog.formats.when);
  const content: MessageDocument = {
    lang: input.lang,
    title: t.title(name),
    blocks: [
      { type: "paragraph", text: t.lead(name, t.roles[input.role]) },
      { type: "link", label: t.button, url: input.setupUrl, hint: t.expires(until) },
      { type: "paragraph", text: t.ignore },
    ],
    footer: name,
  };
  return { subject: singleLine(t.subject(name)), text: renderText(content), html: renderHtml(content), attachments: [] };
}
