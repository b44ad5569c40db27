import type { Platform } from "../../core/events/schemas.ts";
import { addDays, localDateOf, localToInstant, toUtcIso, weekdayOf, type LocalDate } from "../../core/time.ts";
import type { AppContext } from "../context.ts";
import type { EventFields } from "../modules/events/repository.ts";
import type { EventService } from "../modules/events/service.ts";

/** A demo event and when its owner created it (and, for published ones, published it). */
export interface DemoEvent {
  fields: EventFields;
  createdAt: Date;
}

type Cover = "aperitivo" | "wine-tasting" | "jazz" | "pasta-class" | "truffle" | "exhibition";

interface Format {
  title: string;
  description: string;
  platform: Platform;
  start: string;
  /** Local end time, or null for an event without an end (upcoming until start + grace). */
  end: string | null;
  cover: Cover | null;
  location: string | null;
  tickets: boolean;
}

const REGIONS = ["Piedmont", "Tuscany", "Sicily", "Puglia", "Veneto", "Campania", "Sardinia", "Friuli", "Lazio", "Umbria"];

/** The bistro's recurring evenings; `{region}` is filled in per date. */
const FORMATS: Format[] = [
  {
    title: "Aperitivo on the terrace",
    description: "Spritz, negroni sbagliato and small plates from the kitchen while the sun goes down. No booking needed.",
    platform: "social_network",
    start: "18:00",
    end: "20:00",
    cover: "aperitivo",
    location: "Terrace",
    tickets: false,
  },
  {
    title: "Jazz night: Trio Lumen",
    description: "Piano, double bass and drums play standards and Italian songbook classics. Dinner served until 22:00.",
    platform: "business_listing",
    start: "20:00",
    end: null,
    cover: "jazz",
    location: "Dining room",
    tickets: false,
  },
  {
    title: "Fresh pasta workshop",
    description: "Make tagliatelle and ravioli by hand with our chef, then eat what you made with a glass of wine. Aprons provided.",
    platform: "native",
    start: "11:00",
    end: "14:00",
    cover: "pasta-class",
    location: "Open kitchen",
    tickets: true,
  },
  {
    title: "Wine tasting: {region}",
    description: "Six wines from small producers in {region}, poured and explained by our sommelier, with cheeses and salumi.",
    platform: "native",
    start: "19:00",
    end: "22:00",
    cover: "wine-tasting",
    location: "Wine bar",
    tickets: true,
  },
  {
    title: "Quiz night (in English)",
    description: "Six rounds on food, film and Italy. Teams of up to six; the winners drink for free.",
    platform: "native",
    start: "19:30",
    end: null,
    cover: null,
    location: "Dining room",
    tickets: false,
  },
  {
    title: "Long lunch: {region} classics",
    description: "A long family-style lunch of four courses from {region}, shared at the big table.",
    platform: "business_listing",
    start: "12:30",
    end: "16:00",
    cover: null,
    location: null,
    tickets: false,
  },
  {
    title: "Opera arias with dinner",
    description: "Soprano and tenor of the Deutsche Oper sing Puccini and Verdi between the courses.",
    platform: "social_network",
    start: "19:30",
    end: "22:30",
    cover: null,
    location: "Dining room",
    tickets: true,
  },
];

/**
 * Trattoria Lumen's programme around `now`: a photo exhibition running right now, a few pinned
 * evenings, upcoming ones over the next five weeks, 30 past ones (more than the default cap of 24),
 * a draft and an archived event. Times are local wall times in `timezone`, Mondays (closed) avoided.
 */
export function demoEvents(now: Date, timezone: string, publicUrl: string): DemoEvent[] {
  const today = localDateOf(now, timezone);
  const at = (day: LocalDate, time: string) => toUtcIso(localToInstant(day, time, timezone)!);
  const openDay = (offset: number): LocalDate => {
    const day = addDays(today, offset);
    return weekdayOf(day) === "monday" ? addDays(day, offset < 0 ? -1 : 1) : day;
  };
  const coverUrl = (cover: Cover | null) => (cover ? `${publicUrl}/img/events/${cover}.svg` : null);

  let regionTurn = 0;
  const fromFormat = (format: Format, day: LocalDate, extra: Partial<EventFields> = {}): DemoEvent => {
    const region = format.title.includes("{region}") ? REGIONS[regionTurn++ % REGIONS.length]! : "";
    const external = format.platform !== "native";
    const eventId = external ? `${format.platform === "social_network" ? "sn" : "bl"}-${day.replaceAll("-", "")}` : null;
    const startAt = at(day, format.start);
    const fields: EventFields = {
      platform: format.platform,
      source: format.platform,
      eventId,
      title: format.title.replaceAll("{region}", region),
      description: format.description.replaceAll("{region}", region),
      coverUrl: coverUrl(format.cover),
      coverStoragePath: format.cover && !external ? `img/events/${format.cover}.svg` : null,
      startAt,
      endAt: format.end ? at(format.end <= format.start ? addDays(day, 1) : day, format.end) : null,
      ticketUrl: format.tickets ? `https://trattoria-lumen.example/tickets/${day}` : null,
      location: format.location,
      status: "published",
      externalUrl: eventId
        ? `https://${format.platform === "social_network" ? "social" : "listing"}.example/trattoria-lumen/events/${eventId}`
        : null,
      isPinned: false,
      publishedAt: null,
      ...extra,
    };
    // Announced four weeks ahead, or just now for what is sooner.
    const announced = Math.min(Date.parse(fields.startAt) - 28 * 86_400_000, now.getTime() - 3_600_000);
    return { fields, createdAt: new Date(announced) };
  };

  const [aperitivo, jazz, pasta, wine, quiz, longLunch, opera] = FORMATS as [Format, Format, Format, Format, Format, Format, Format];
  const events: DemoEvent[] = [];

  // Running right now, whatever the hour: it opened twelve days ago and closes in nineteen.
  events.push({
    fields: {
      platform: "native",
      source: "native",
      eventId: null,
      title: "Photo exhibition: Rome in black and white",
      description:
        "Rooftops, arches and café tables of Trastevere, photographed by Chiara Benedetti in the 1990s. On our walls during opening hours.",
      coverUrl: coverUrl("exhibition"),
      coverStoragePath: "img/events/exhibition.svg",
      startAt: at(addDays(today, -12), "12:00"),
      endAt: at(addDays(today, 19), "22:00"),
      ticketUrl: null,
      location: "Dining room",
      status: "published",
      externalUrl: null,
      isPinned: true,
      publishedAt: null,
    },
    createdAt: new Date(now.getTime() - 20 * 86_400_000),
  });

  const upcoming: [Format, number][] = [
    [aperitivo, 1],
    [pasta, 3],
    [jazz, 5],
    [wine, 8],
    [aperitivo, 10],
    [quiz, 13],
    [longLunch, 16],
    [jazz, 20],
    [pasta, 27],
    [{ ...wine, platform: "social_network" }, 33],
  ];
  for (const [format, offset] of upcoming) events.push(fromFormat(format, openDay(offset)));
  events.push(
    fromFormat(
      {
        title: "White truffle dinner",
        description: "Five courses around white truffles from Alba, shaved at the table, with wines from the Langhe.",
        platform: "native",
        start: "19:00",
        end: "23:00",
        cover: "truffle",
        location: "Dining room",
        tickets: true,
      },
      openDay(23),
      { isPinned: true },
    ),
  );

  // Thirty past evenings, one every three days back to three months ago.
  const rotation = [aperitivo, jazz, wine, quiz, pasta, longLunch, opera, jazz, aperitivo, wine];
  for (let i = 1; i <= 30; i += 1) events.push(fromFormat(rotation[i % rotation.length]!, openDay(-3 * i)));

  // Not served: a draft being prepared and a cancelled evening the owner archived.
  const chefsTable = {
    ...opera,
    title: "Chef's table: nine courses",
    description: "Menu still in the works.",
    platform: "native" as const,
  };
  events.push(fromFormat(chefsTable, openDay(45), { status: "draft" }));
  events.push(fromFormat({ ...jazz, title: "Garden concert (cancelled)", platform: "native" }, openDay(-40), { status: "archived" }));
  return events;
}

/** Stores the demo programme for `restaurantId` through `service`, which the caller binds to its transaction. */
export async function seedDemoEvents(service: EventService, ctx: AppContext, restaurantId: string, timezone: string): Promise<void> {
  for (const event of demoEvents(ctx.clock.now(), timezone, ctx.config.publicUrl)) {
    await service.create(restaurantId, event.fields, event.createdAt);
  }
}
