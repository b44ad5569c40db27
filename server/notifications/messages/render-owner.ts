import { catalogs } from "./catalog.ts";
import type { Catalog, OwnerTopic } from "./catalog.en.ts";
import { changeFacts, specialRequestFacts } from "./facts.ts";
import { formatInstant, fullName, singleLine } from "./format.ts";
import { renderHtml, renderText, type Block, type Fact, type MessageDocument } from "./layout.ts";
import type { OwnerMessageInput, RenderedMessage } from "./types.ts";

/**
 * The e-mail to the restaurant's notification addresses: who, when and how many in the subject,
 * the guest's contact details, and what the owner has to do next, if anything.
 */
export function renderOwnerMessage(input: OwnerMessageInput): RenderedMessage {
  const catalog = catalogs[input.lang];
  const topic = ownerTopic(input, catalog);
  const texts = textsFor(input, catalog);
  const content: MessageDocument = {
    lang: input.lang,
    title: texts.title(),
    blocks: [
      { type: "paragraph", text: texts.lead(topic) },
      ...changesBlock(input, texts, catalog),
      { type: "facts", heading: catalog.owner.booking, facts: bookingFacts(input, topic, catalog) },
      ...nextSteps(input, texts.next, catalog),
    ],
    footer: catalog.owner.footer(input.restaurant.name),
  };
  return { subject: singleLine(texts.subject(topic)), text: renderText(content), html: renderHtml(content), attachments: [] };
}

type OwnerTexts = Catalog["owner"]["newBooking"] & { changes?: string };

function textsFor(input: OwnerMessageInput, catalog: Catalog): OwnerTexts {
  switch (input.kind) {
    case "new_booking":
      return input.reservation.status === "pending" ? catalog.owner.newRequest : catalog.owner.newBooking;
    case "request_changed":
      return catalog.owner.requestChanged;
    case "change_request":
      return catalog.owner.changeRequest;
    case "guest_changed":
      return catalog.owner.guestChanged;
    case "guest_cancelled":
      return catalog.owner.guestCancelled;
  }
}

function ownerTopic(input: OwnerMessageInput, catalog: Catalog): OwnerTopic {
  const { reservation } = input;
  const format = (pattern: string) => formatInstant(reservation.startsAt, input.restaurant.timezone, input.lang, pattern);
  return {
    restaurant: input.restaurant.name,
    guest: fullName(reservation),
    guests: catalog.guests(reservation.partySize),
    when: format(catalog.formats.when),
    whenShort: format(catalog.formats.whenShort),
  };
}

/** What a change asks for (a change request) or changed (a booking request): the new values. */
function changesBlock(input: OwnerMessageInput, texts: OwnerTexts, catalog: Catalog): Block[] {
  if (!texts.changes || !input.changes) return [];
  const facts = changeFacts(input.reservation, input.changes, input.restaurant.timezone, input.lang, catalog);
  return facts.length ? [{ type: "facts", heading: texts.changes, facts }] : [];
}

function bookingFacts(input: OwnerMessageInput, topic: OwnerTopic, catalog: Catalog): Fact[] {
  const { labels } = catalog;
  const { reservation } = input;
  return [
    { label: catalog.owner.guest, value: topic.guest },
    ...(reservation.phone ? [{ label: labels.phone, value: reservation.phone }] : []),
    ...(reservation.email ? [{ label: labels.email, value: reservation.email }] : []),
    { label: labels.when, value: topic.when },
    { label: labels.partySize, value: String(reservation.partySize) },
    ...specialRequestFacts(reservation, catalog),
    { label: labels.number, value: String(reservation.number) },
    { label: labels.status, value: catalog.owner.statuses[reservation.status] },
  ];
}

/** The commands that do what the owner is asked to, for when the server knows no console address. */
function commands(input: OwnerMessageInput): string[] {
  const { slug } = input.restaurant;
  const { number, status } = input.reservation;
  if ((input.kind === "new_booking" || input.kind === "request_changed") && status === "pending")
    return ["confirmed", "rejected"].map((to) => `couvert reservation set-status --restaurant ${slug} ${number} ${to}`);
  if (input.kind === "change_request")
    return ["approve", "decline"].map((decision) => `couvert change-request ${decision} --restaurant ${slug} ${number}`);
  return [];
}

function nextSteps(input: OwnerMessageInput, next: string, catalog: Catalog): Block[] {
  const lines = commands(input);
  const steps: Block[] = [{ type: "paragraph", text: next }];
  if (input.consoleLink) steps.push({ type: "link", label: catalog.owner.openReservation, url: input.consoleLink, hint: null });
  else if (lines.length) steps.push({ type: "commands", intro: catalog.owner.onCommandLine, lines });
  return steps;
}
