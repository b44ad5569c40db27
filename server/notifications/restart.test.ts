import { sql } from "kysely";
import { DateTime } from "luxon";
import { afterEach, expect, it } from "vitest";
import { credentialsInFragment } from "../../core/reservation/manage-link.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startMailCatcher } from "../testing/mail-catcher.ts";
import { spawnServer, type ServerProcess } from "../testing/server-process.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { startTestServer } from "../testing/test-server.ts";

const SECRET = "restart-secret-0123456789abcdef0123456789abcdef";
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Next Tuesday (TEST_HOURS: open) at 19:00 in Berlin, at least two days from the real now. */
const nextTuesdayEvening = () => {
  let day = DateTime.now().setZone("Europe/Berlin").plus({ days: 2 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 });
  while (day.weekday !== 2) day = day.plus({ days: 1 });
  return day.toISO()!;
};

it("a message queued by a server that was killed before sending is sent by the next one", async () => {
  const database = await createTestDatabase();
  const inspector = await startTestServer({ database, secret: SECRET });
  cleanups.push(
    () => database.drop(),
    () => inspector.close(),
  );
  const { key, restaurant } = await seedRestaurant(inspector.ctx, { settings: { manageUrl: "https://bistro.example/booking" } });
  const env = { COUVERT_DB: database.url, COUVERT_SECRET: SECRET, COUVERT_SMTP_URL: "", COUVERT_MAIL_DIR: "" };

  const first: ServerProcess = await spawnServer(env);
  cleanups.push(() => first.stop("SIGKILL"));
  const response = await fetch(`${first.url}/api/v1/reservation`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({
      guest_last_name: "Lovelace",
      guest_email: "ada@example.org",
      party_size: 2,
      starts_at: nextTuesdayEvening(),
      notify_email: true,
      terms_accepted: true,
    }),
  });
  const created = (await response.json()).data;
  expect(created.reservation_number).toBeGreaterThan(0);
  await first.stop("SIGKILL");
  const queued = await inspector.rows<{ topic: string; status: string }>(
    sql`SELECT topic, status FROM outbox WHERE restaurant_id = ${restaurant.id}`,
  );
  expect(queued).toContainEqual({ topic: "guest.booking_received", status: "queued" });

  const mail = await startMailCatcher();
  cleanups.push(() => mail.close());
  const second = await spawnServer({ ...env, COUVERT_SMTP_URL: mail.url });
  cleanups.push(() => second.stop());
  const [message] = await mail.waitFor(1, 30_000);
  expect(message!.subject).toMatch(/^Request received: /);
  const link = /https:\/\/bistro\.example\/booking#\S+/.exec(message!.text!)![0];
  expect(credentialsInFragment(new URL(link).hash)).toEqual({ reservationNumber: created.reservation_number, pin: created.guest_pin });
  expect(second.stderr()).not.toContain(created.guest_pin);
}, 90_000);
