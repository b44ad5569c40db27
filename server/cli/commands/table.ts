import { combinationName, type Room } from "../../../core/tables/room.ts";
import type { AppContext } from "../../context.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { CliError, requireString, table, type CliCommand, type CommandInput } from "../command.ts";
import { RESTAURANT_OPTION, restaurantFrom } from "../lookup.ts";

/**
 * The room on the command line (docs/api.md §10, issue 27): tables and combinations named as the
 * owner names them; a table's id is its name, an area's too. Each command edits the stored room
 * inside the transaction that replaces it, by the same rules as the console's POST …/room.
 */
export const tableCommands: CliCommand[] = [
  {
    path: ["table", "add"],
    usage: "couvert table add --restaurant SLUG --name NAME --seats MAX [--min MIN] [--area AREA] [--online true|false] [--json]",
    summary: "add a table seating MIN (default 1) to MAX; --area puts it in that area (made when new); --online false keeps it off line",
    options: {
      ...RESTAURANT_OPTION,
      name: { type: "string" },
      seats: { type: "string" },
      min: { type: "string" },
      area: { type: "string" },
      online: { type: "string" },
    },
    async run(input, ctx) {
      const name = requireString(input, "name").trim();
      const maxSeats = seatsOf(input, "seats");
      const minSeats = input.values.min === undefined ? 1 : seatsOf(input, "min");
      const area = typeof input.values.area === "string" ? input.values.area.trim() : null;
      const online = booleanOf(input, "online", true);
      const restaurant = await restaurantFrom(ctx, input);
      const room = await edit(ctx, restaurant, (stored) => ({
        ...stored,
        areas:
          area === null || stored.areas.some((a) => a.id === area)
            ? stored.areas
            : [...stored.areas, { id: area, name: area, bookableOnline: true }],
        tables: [...stored.tables, { id: name, name, area, minSeats, maxSeats, bookableOnline: online }],
      }));
      return {
        json: { table: room.tables.find((t) => t.id === name) },
        text: `Added table ${name} (${seatText(minSeats, maxSeats)}) to ${restaurant.slug}.`,
      };
    },
  },
  {
    path: ["table", "combine"],
    usage: "couvert table combine --restaurant SLUG --tables A,B[,C] --seats MAX [--min MIN] [--json]",
    summary: "let tables be pushed together for parties of MIN (default 1) to MAX",
    options: { ...RESTAURANT_OPTION, tables: { type: "string" }, seats: { type: "string" }, min: { type: "string" } },
    async run(input, ctx) {
      const names = requireString(input, "tables")
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean);
      const maxSeats = seatsOf(input, "seats");
      const minSeats = input.values.min === undefined ? 1 : seatsOf(input, "min");
      const restaurant = await restaurantFrom(ctx, input);
      const id = names.join("+");
      const room = await edit(ctx, restaurant, (stored) => ({
        ...stored,
        combinations: [...stored.combinations, { id, tables: names.map((n) => idOf(stored, n)), minSeats, maxSeats }],
      }));
      const combination = room.combinations.find((c) => c.id === id)!;
      return {
        json: { combination: { ...combination, name: combinationName(combination, room.tables) } },
        text: `Tables ${names.join(", ")} may now be combined for ${seatText(minSeats, maxSeats)}.`,
      };
    },
  },
  {
    path: ["table", "list"],
    usage: "couvert table list --restaurant SLUG [--json]",
    summary: "the room: areas, tables and combinations in the owner's order, and the capacity mode",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const room = await ctx.services.tables.room(restaurant);
      const areaName = new Map(room.areas.map((a) => [a.id, a.name]));
      return {
        json: room,
        text: [
          `${restaurant.slug}: capacity by ${room.capacityMode}; stays ${room.dwellMinutesByPartySize.text || `${room.defaultDwellMinutes} min`}.`,
          table(
            room.tables.map((t) => ({
              name: t.name,
              seats: seatText(t.minSeats, t.maxSeats),
              area: t.area && areaName.get(t.area),
              online: t.bookableOnline,
            })),
            ["name", "seats", "area", "online"],
          ),
          ...(room.combinations.length
            ? [
                table(
                  room.combinations.map((c) => ({ combination: combinationName(c, room.tables), seats: seatText(c.minSeats, c.maxSeats) })),
                  ["combination", "seats"],
                ),
              ]
            : []),
        ].join("\n\n"),
      };
    },
  },
  {
    path: ["table", "remove"],
    usage: "couvert table remove --restaurant SLUG --name NAME [--json]",
    summary: "remove a table (and the combinations it is part of); refused while it holds bookings still to come",
    options: { ...RESTAURANT_OPTION, name: { type: "string" } },
    async run(input, ctx) {
      const name = requireString(input, "name").trim();
      const restaurant = await restaurantFrom(ctx, input);
      await edit(ctx, restaurant, (stored) => {
        const id = idOf(stored, name);
        return {
          ...stored,
          tables: stored.tables.filter((t) => t.id !== id),
          combinations: stored.combinations.filter((c) => !c.tables.includes(id)),
        };
      });
      return { json: { removed: name }, text: `Removed table ${name} from ${restaurant.slug}.` };
    },
  },
];

async function edit(ctx: AppContext, restaurant: Restaurant, change: (stored: Room) => Room): Promise<Room> {
  const { areas, tables, combinations } = await ctx.services.tables.replaceRoom(restaurant, change);
  return { areas, tables, combinations };
}

/** A table's id by its name (any case), or a CliError naming the tables there are. */
function idOf(room: Room, name: string): string {
  const found = room.tables.find((t) => t.name.toLowerCase() === name.toLowerCase());
  if (!found) throw new CliError(`No table "${name}"; tables: ${room.tables.map((t) => t.name).join(", ") || "(none)"}`);
  return found.id;
}

function seatsOf(input: CommandInput, name: string): number {
  const text = requireString(input, name);
  if (!/^\d{1,3}$/.test(text)) throw new CliError(`--${name} must be a whole number of seats, e.g. 4`);
  return Number(text);
}

function booleanOf(input: CommandInput, name: string, fallback: boolean): boolean {
  const value = input.values[name];
  if (value === undefined) return fallback;
  if (value === "true" || value === "false") return value === "true";
  throw new CliError(`--${name} must be true or false`);
}

const seatText = (min: number, max: number) => (min === max ? `${max} seats` : `${min}–${max} seats`);
