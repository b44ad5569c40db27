import type { Lang } from "../../core/locale.ts";
import { renderHtml, renderText, type Block, type MessageDocument } from "../notifications/messages/layout.ts";
import { formatInstant } from "../notifications/messages/format.ts";
import type { MessageRestaurant, RenderedMessage } from "../notifications/messages/types.ts";
import { waitlistCatalog } from "./catalog.ts";

/** A waitlist e-mail, as sealed in the outbox: `joined` (with the leave link) or `offer` (with the claim link too). */
export interface WaitlistMessageInput {
  kind: "joined" | "offer";
  lang: Lang;
  restaurant: MessageRestaurant;
  guestName: string;
  partySize: number;
  date: string;
  windowStart: string;
  windowEnd: string;
  leaveLink: string;
  offer: { startsAt: string; expiresAt: string; minutes: number; claimLink: string } | null;
}

/** The e-mail's subject, text and HTML, written once as a MessageDocument (notifications/messages/layout.ts). */
export function renderWaitlistMessage(input: WaitlistMessageInput): RenderedMessage {
  const t = waitlistCatalog(input.lang);
  const { name, timezone } = input.restaurant;
  const facts = [
    { label: t.labels.restaurant, value: name },
    input.offer
      ? { label: t.labels.when, value: formatInstant(input.offer.startsAt, timezone, input.lang, t.formats.when) }
      : { label: t.labels.day, value: formatInstant(`${input.date}T12:00:00Z`, "UTC", input.lang, t.formats.day) },
    ...(input.offer ? [] : [{ label: t.labels.window, value: `${input.windowStart}–${input.windowEnd}` }]),
    { label: t.labels.party, value: t.guests(input.partySize) },
  ];
  const blocks: Block[] = input.offer
    ? [
        { type: "paragraph", text: t.offer.intro(input.guestName, input.offer.minutes) },
        { type: "facts", heading: t.labels.details, facts },
        { type: "link", label: t.offer.claim, url: input.offer.claimLink, hint: t.offer.claimHint },
        { type: "link", label: t.leave.link, url: input.leaveLink, hint: t.leave.hint },
      ]
    : [
        { type: "paragraph", text: t.joined.intro(input.guestName, name) },
        { type: "facts", heading: t.labels.details, facts },
        { type: "link", label: t.leave.link, url: input.leaveLink, hint: t.leave.hint },
      ];
  const document: MessageDocument = {
    lang: input.lang,
    title: input.offer ? t.offer.title : t.joined.title,
    blocks,
    footer: t.footer(name),
  };
  return {
    subject: input.offer ? t.offer.subject(name) : t.joined.subject(name),
    text: renderText(document),
    html: renderHtml(document),
    attachments: [],
  };
}
