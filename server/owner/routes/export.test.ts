import { CSV_COLUMNS } from "../../modules/reservation/export-csv.ts";
import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import type { ReservationRepository } from "../../modules/reservation/reservation-repository.ts";
import { berlin } from "../../modules/reservation/test-support.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { seedRestaurant, storeReservations } from "../../testing/fixtures.ts";
import { signedInTab, type ConsoleTab } from "../../testing/console-session.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";

/** The CSV export over real HTTP (docs/api.md §16.6): written batch by batch as it is read, and limited. */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const BATCH = 4;
const RANGE = "from=2026-06-02&to=2026-06-30";

/** `count` confirmed reservations from 2 June on, three a day, named Guest 0…; the sixth is `Lovelace;=1+1`. */
const stored = (restaurant: Restaurant, count: number) =>
  storeReservations(
    server.ctx,
    restaurant,
    Array.from({ length: count }, (_, i) => berlin(`2026-06-${String(2 + Math.floor(i / 3)).padStart(2, "0")}`, `1${2 + (i % 3)}:00`)),
    { lastName: (i) => (i === 5 ? "Lovelace;=1+1" : `Guest ${i}`) },
  );

/**
 * Every read of the export's pages after the first waits until `open` is called (`secondRead` tells
 * when one does): what has been received by then was sent before the rest was read.
 */
/** Settles once the next export the desk starts has ended on the server, however it ended. */
function nextExportEnd(): Promise<void> {
  const { desk } = server.ctx.services;
  const exportCsv = desk.exportCsv.bind(desk);
  return new Promise<void>((ended) => {
    desk.exportCsv = async (...args) => {
      const lines = await exportCsv(...args);
      return (async function* () {
        try {
          yield* lines;
        } finally {
          ended();
        }
      })();
    };
  });
}

function holdPagesAfterTheFirst(reservations: ReservationRepository) {
  const read = reservations.pageStarting.bind(reservations);
  let open!: () => void;
  let secondAsked!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const held = { started: 0, open, secondRead: new Promise<void>((resolve) => (secondAsked = resolve)) };
  reservations.pageStarting = async (...args) => {
    held.started += 1;
    if (held.started > 1) {
      secondAsked();
      await opened;
    }
    return read(...args);
  };
  return held;
}

/** RFC 4180 records: quoted fields may hold separators, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' && field === "") {
      for (i++; !(text[i] === '"' && text[i + 1] !== '"'); i++) field += text[i] === '"' ? text[i++] : text[i];
    } else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      records.push([...record, field]);
      [record, field] = [[], ""];
      i++;
    } else field += c;
  }
  return records;
}

const exportOf = (tab: ConsoleTab, restaurant: Restaurant) =>
  fetch(`${server.url}/owner/api/restaurants/${restaurant.slug}/export.csv?${RANGE}`, { headers: { cookie: tab.cookie } });

async function setUp(limits: { exportsPerHour?: number } = {}) {
  server = await startTestServer({ now: "2026-06-01T10:00:00Z", limits });
  server.ctx.services.desk.exportBatchRows = BATCH;
  const { restaurant } = await seedRestaurant(server.ctx);
  const ownerTab = await signedInTab(server, restaurant, "manager@bistro.example", "owner");
  return { restaurant, ownerTab };
}

describe("GET …/export.csv", () => {
  it("sends the first batch while more than a batch is still unread, and every reservation in the end, in order", async () => {
    const { restaurant, ownerTab } = await setUp();
    await stored(restaurant, 3 * BATCH + 1);
    const held = holdPagesAfterTheFirst(server.ctx.store.read.reservations);

    const response = await exportOf(ownerTab, restaurant);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (parseCsv(text).length < 1 + BATCH) text += decoder.decode((await reader.read()).value, { stream: true });
    // Received while the second page waits: 2 batches and 1 reservation are still unread.
    await held.secondRead;
    expect(parseCsv(text)).toHaveLength(1 + BATCH);
    expect(held.started).toBe(2);

    held.open();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows.map((r) => Number(r[0]))).toEqual(Array.from({ length: 3 * BATCH + 1 }, (_, i) => 1000 + i));
    expect(rows[0]).toEqual([
      "1000",
      "confirmed",
      "2026-06-02",
      "12:00",
      "14:00",
      "2",
      "Ada",
      "Guest 0",
      "",
      "guest0@example.org",
      "",
      "",
      "en",
      "yes",
      "no",
      "2026-06-01 12:00:00",
      "2026-06-01 12:00:00",
      "online",
      "",
      "",
      "",
      "",
      "",
    ]);
    expect(rows[5]![7]).toBe("Lovelace;'=1+1");
    expect(held.started).toBe(4); // the last page, shorter than a batch, ends the export
  });

  it("writes for Excel when asked: a byte-order mark and the separator named; a wrong choice is refused", async () => {
    const { restaurant, ownerTab } = await setUp();
    await stored(restaurant, 6);
    const url = `${server.url}/owner/api/restaurants/${restaurant.slug}/export.csv?${RANGE}`;
    const excel = await fetch(`${url}&format=excel&separator=semicolon`, { headers: { cookie: ownerTab.cookie } });
    expect(excel.status).toBe(200);
    const bytes = new Uint8Array(await excel.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")[0]).toBe(CSV_COLUMNS.join(";"));
    expect(text).toContain(`;"Lovelace;'=1+1";`);
    const wrong = await fetch(`${url}&separator=tab`, { headers: { cookie: ownerTab.cookie } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatchObject({ code: "invalid_request", field: "separator" });
  });

  it("stops reading when the client leaves", async () => {
    const { restaurant, ownerTab } = await setUp();
    await stored(restaurant, 3 * BATCH + 1);
    const held = holdPagesAfterTheFirst(server.ctx.store.read.reservations);
    const exportEnded = nextExportEnd();

    // The second page is read once the server has seen the client leave.
    const openOnClose = ({ request, response }: { request: IncomingMessage; response: ServerResponse }) => {
      if (request.url?.includes("/export.csv")) response.once("close", held.open);
    };
    diagnostics.subscribe("http.server.request.start", openOnClose as (message: unknown) => void);
    try {
      const leaving = new AbortController();
      const response = await fetch(`${server.url}/owner/api/restaurants/${restaurant.slug}/export.csv?${RANGE}`, {
        headers: { cookie: ownerTab.cookie },
        signal: leaving.signal,
      });
      await response.body!.getReader().read();
      await held.secondRead;
      leaving.abort();
      await exportEnded;
    } finally {
      diagnostics.unsubscribe("http.server.request.start", openOnClose as (message: unknown) => void);
    }
    expect(held.started).toBe(2); // of four pages
  });

  it("cuts a connection that takes nothing for the idle time, which frees the restaurant's export", async () => {
    const { restaurant, ownerTab } = await setUp();
    await stored(restaurant, 2 * BATCH);
    server.ctx.services.desk.exportIdleMs = 200;
    const held = holdPagesAfterTheFirst(server.ctx.store.read.reservations);
    const exportEnded = nextExportEnd();

    const stalled = await exportOf(ownerTab, restaurant);
    const reader = stalled.body!.getReader();
    // What was sent before the held read arrives; then the cut connection fails the body, never ends it.
    const readToTheEnd = async () => {
      while (!(await reader.read()).done);
    };
    await expect(readToTheEnd()).rejects.toThrow();
    held.open();
    // The client may see the cut before the server has let the export go.
    await exportEnded;
    const after = await exportOf(ownerTab, restaurant);
    expect(after.status).toBe(200);
    expect(parseCsv(await after.text())).toHaveLength(1 + 2 * BATCH);
  });

  it("refuses a second export of the restaurant while one runs (429, Retry-After), and takes one again once it has ended", async () => {
    const { restaurant, ownerTab } = await setUp();
    await stored(restaurant, 2 * BATCH);
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const held = holdPagesAfterTheFirst(server.ctx.store.read.reservations);

    const running = await exportOf(ownerTab, restaurant);
    expect(running.status).toBe(200);
    const second = await exportOf(owner, restaurant);
    expect([second.status, second.headers.get("retry-after")]).toEqual([429, "10"]);
    expect(((await second.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "rate_limit_exceeded",
      message: "An export of this restaurant is still running: try again once it has finished.",
    });

    held.open();
    expect(parseCsv(await running.text())).toHaveLength(1 + 2 * BATCH);
    const after = await exportOf(owner, restaurant);
    expect(after.status).toBe(200);
    expect(parseCsv(await after.text())).toHaveLength(1 + 2 * BATCH);
  });

  it("lets a person start COUVERT_EXPORTS_PER_HOUR exports an hour, then answers 429 saying when the next can start", async () => {
    const { restaurant, ownerTab } = await setUp({ exportsPerHour: 2 });
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    for (let i = 0; i < 2; i++) {
      const done = await exportOf(ownerTab, restaurant);
      expect(done.status).toBe(200);
      // Read to its end: an export still being sent holds the restaurant's turn.
      await done.text();
    }

    const refused = await exportOf(ownerTab, restaurant);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "rate_limit_exceeded",
      message: `At most 2 exports an hour: the next one can start in ${Math.ceil(retryAfter / 60)} min.`,
    });
    expect((await exportOf(owner, restaurant)).status).toBe(200); // another person's count
  });
});
