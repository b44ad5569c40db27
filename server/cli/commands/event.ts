import { EVENT_STATUSES, type RestaurantEvent } from "../../../core/events/schemas.ts";
import { LOCAL_DATE_TIME_PATTERN, localDateTimeToInstant } from "../../../core/time.ts";
import type { AppContext } from "../../context.ts";
import type { EventFields } from "../../modules/events/repository.ts";
import { EVENT_FIELD_NAMES, EventFieldsSchema, EventImportFileSchema } from "../../modules/events/schemas.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { CliError, requirePositional, requireString, table, type CliCommand, type CommandInput } from "../command.ts";
import { parseOrFail, readJsonFile, RESTAURANT_OPTION, restaurantFrom } from "../lookup.ts";

const service = (ctx: AppContext) => ctx.services.events;

const LIST_COLUMNS = ["id", "status", "isPinned", "startAt", "endAt", "platform", "title"];

/** Fields `event update --set` may clear with `null` (or an empty value). */
const NULLABLE: ReadonlySet<string> = new Set([
  "eventId",
  "coverUrl",
  "coverStoragePath",
  "endAt",
  "ticketUrl",
  "location",
  "externalUrl",
  "publishedAt",
]);
const INSTANTS: ReadonlySet<string> = new Set(["startAt", "endAt", "publishedAt"]);

export const eventCommands: CliCommand[] = [
  {
    path: ["event", "create"],
    usage:
      "couvert event create --restaurant SLUG --title T --start ISO [--end ISO] [--description TEXT] [--cover-url URL] [--ticket-url URL] [--location TEXT] [--external-url URL] [--platform native] [--source PLATFORM] [--event-id ID] [--status draft|published|archived] [--pinned] [--json]",
    summary: "add an event (published unless --status says otherwise); times without an offset are the restaurant's local time",
    options: {
      ...RESTAURANT_OPTION,
      title: { type: "string" },
      start: { type: "string" },
      end: { type: "string" },
      description: { type: "string" },
      "cover-url": { type: "string" },
      "ticket-url": { type: "string" },
      location: { type: "string" },
      "external-url": { type: "string" },
      platform: { type: "string" },
      source: { type: "string" },
      "event-id": { type: "string" },
      status: { type: "string" },
      pinned: { type: "boolean" },
    },
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const text = (name: string): string | null => (typeof input.values[name] === "string" ? (input.values[name] as string) : null);
      const platform = text("platform") ?? "native";
      const draft = {
        platform,
        source: text("source") ?? platform,
        eventId: text("event-id"),
        title: requireString(input, "title"),
        description: text("description") ?? "",
        coverUrl: text("cover-url"),
        coverStoragePath: null,
        startAt: instantArg(requireString(input, "start"), restaurant),
        endAt: text("end") === null ? null : instantArg(text("end")!, restaurant),
        ticketUrl: text("ticket-url"),
        location: text("location"),
        status: text("status") ?? "published",
        externalUrl: text("external-url"),
        isPinned: input.values.pinned === true,
        publishedAt: null,
      };
      const fields = parseOrFail(EventFieldsSchema, draft, "The event");
      const event = await service(ctx).create(restaurant.id, fields, ctx.clock.now());
      return { json: { event }, text: `Created event ${event.id}: "${event.title}" (${event.status}, starts ${event.startAt}).` };
    },
  },
  {
    path: ["event", "update"],
    usage: "couvert event update --restaurant SLUG ID --set field=value ... [--json]",
    summary: `change fields of an event (${EVENT_FIELD_NAMES.join(", ")}); "null" clears an optional one`,
    options: { ...RESTAURANT_OPTION, set: { type: "string", multiple: true } },
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const event = await eventFrom(ctx, restaurant, input);
      const changes = changesFrom(input.values.set, restaurant);
      if (Object.keys(changes).length === 0) throw new CliError("nothing to change: give --set field=value");
      const updated = await service(ctx).change(restaurant.id, event.id, changes, ctx.clock.now());
      return { json: { event: updated }, text: `Updated ${Object.keys(changes).join(", ")} of event ${updated.id}.` };
    },
  },
  pinCommand("pin", true),
  pinCommand("unpin", false),
  {
    path: ["event", "delete"],
    usage: "couvert event delete --restaurant SLUG ID [--json]",
    summary: "delete an event for good (archive it with --set status=archived to keep it)",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const event = await eventFrom(ctx, restaurant, input);
      await service(ctx).delete(restaurant.id, event.id);
      return { json: { id: event.id, deleted: true }, text: `Deleted event ${event.id} ("${event.title}").` };
    },
  },
  {
    path: ["event", "list"],
    usage: "couvert event list --restaurant SLUG [--status draft|published|archived] [--json]",
    summary: "every event of the restaurant, drafts and archived included, newest start first",
    options: { ...RESTAURANT_OPTION, status: { type: "string" } },
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const status = input.values.status;
      if (status !== undefined && !(EVENT_STATUSES as readonly unknown[]).includes(status)) {
        throw new CliError(`--status must be one of ${EVENT_STATUSES.join(", ")}`);
      }
      const events = await service(ctx).list(restaurant.id, status as (typeof EVENT_STATUSES)[number] | undefined);
      return { json: { events }, text: table(events as unknown as Record<string, unknown>[], LIST_COLUMNS) };
    },
  },
  {
    path: ["event", "import"],
    usage: "couvert event import --restaurant SLUG FILE [--json]",
    summary: "create or update events from a JSON array of API event elements, matched on platform + eventId; all or nothing",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const file = requirePositional(input, 0, "FILE");
      const elements = parseOrFail(EventImportFileSchema, readJsonFile(file), file);
      const summary = await service(ctx).import(restaurant.id, elements, ctx.clock.now());
      return {
        json: summary,
        text: `Imported ${elements.length} event(s) into ${restaurant.slug}: ${summary.created} created, ${summary.updated} updated.`,
      };
    },
  },
];

function pinCommand(verb: "pin" | "unpin", pinned: boolean): CliCommand {
  return {
    path: ["event", verb],
    usage: `couvert event ${verb} --restaurant SLUG ID [--json]`,
    summary: pinned ? "show an event first among the upcoming ones" : "order an event by its start again",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const event = await service(ctx).setPinned(restaurant.id, (await eventFrom(ctx, restaurant, input)).id, pinned);
      return { json: { event }, text: `Event ${event.id} ("${event.title}") is ${pinned ? "pinned" : "not pinned"}.` };
    },
  };
}

async function eventFrom(ctx: AppContext, restaurant: Restaurant, input: CommandInput): Promise<RestaurantEvent> {
  const id = requirePositional(input, 0, "ID");
  const event = await service(ctx).get(restaurant.id, id);
  if (!event) throw new CliError(`No event ${id} in ${restaurant.slug} (see: couvert event list --restaurant ${restaurant.slug})`);
  return event;
}

/** `--set title=Jazz --set endAt=null --set isPinned=true`: text as typed, except booleans, nulls and local times. */
function changesFrom(pairs: unknown, restaurant: Restaurant): Partial<Record<keyof EventFields, unknown>> {
  const changes: Partial<Record<keyof EventFields, unknown>> = {};
  for (const pair of Array.isArray(pairs) ? (pairs as string[]) : []) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw new CliError(`--set ${pair}: expected field=value`);
    const field = pair.slice(0, eq) as keyof EventFields;
    const raw = pair.slice(eq + 1);
    if (!EVENT_FIELD_NAMES.includes(field)) throw new CliError(`Unknown event field "${field}". Fields: ${EVENT_FIELD_NAMES.join(", ")}`);
    if (field === "isPinned") {
      if (raw !== "true" && raw !== "false") throw new CliError("--set isPinned=true or isPinned=false");
      changes.isPinned = raw === "true";
    } else if (NULLABLE.has(field) && (raw === "null" || raw === "")) {
      changes[field] = null;
    } else {
      changes[field] = INSTANTS.has(field) ? instantArg(raw, restaurant) : raw;
    }
  }
  return changes;
}

/** An ISO instant as given, or a local `YYYY-MM-DDTHH:MM` read in the restaurant's zone (core's one rule for both). */
function instantArg(value: string, restaurant: Restaurant): string {
  if (!LOCAL_DATE_TIME_PATTERN.test(value)) return value;
  const instant = localDateTimeToInstant(value, restaurant.timezone);
  if (!instant) throw new CliError(`${value} does not exist in ${restaurant.timezone} (the clocks skip it)`);
  return instant;
}
