import { sql } from "kysely";
import { expect } from "vitest";
import { openPayload } from "../notifications/payload.ts";
import type { TestResponse, TestServer } from "../testing/test-server.ts";
import type { WaitlistMessageInput } from "./messages.ts";

/** Helpers for the waitlist's integration tests (not used by the server itself). */

/** A join for Tuesday 2 June 2026, 19:00–20:00, a party of two; tests name what they vary. */
export const joinBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  date: "2026-06-02",
  party_size: 2,
  window_start: "19:00",
  window_end: "20:00",
  guest_first_name: "Grace",
  guest_last_name: "Hopper",
  guest_email: "grace@example.org",
  ...overrides,
});

export const join = (server: TestServer, key: string, overrides: Record<string, unknown> = {}): Promise<TestResponse> =>
  server.request("/api/v1/reservation/waitlist", { key, body: joinBody(overrides) });

/** The waitlist e-mails in the outbox, oldest first, opened: whom they went to and what they say. */
export async function waitlistMails(server: TestServer): Promise<{ to: string; topic: string; message: WaitlistMessageInput }[]> {
  const rows = await server.rows<{ recipient: string; topic: string; payload_sealed: string }>(
    sql`SELECT recipient, topic, payload_sealed FROM outbox WHERE topic LIKE 'waitlist.%' AND channel = 'email' ORDER BY id`,
  );
  return rows.map((row) => {
    const payload = openPayload(server.ctx.secret, row.payload_sealed);
    if (payload.channel !== "email" || payload.audience !== "waitlist") throw new Error("not a waitlist e-mail");
    return { to: row.recipient, topic: row.topic, message: payload.message };
  });
}

/** The offers e-mailed so far: to whom, the start, and the claim link's path. */
export async function offers(server: TestServer): Promise<{ to: string; startsAt: string; claimPath: string }[]> {
  return (await waitlistMails(server))
    .filter((m) => m.topic === "waitlist.offer")
    .map((m) => ({ to: m.to, startsAt: m.message.offer!.startsAt, claimPath: new URL(m.message.offer!.claimLink).pathname }));
}

/** The leave link's path in the guest's "joined" e-mail. */
export async function leavePathOf(server: TestServer, email: string): Promise<string> {
  const joined = (await waitlistMails(server)).find((m) => m.topic === "waitlist.joined" && m.to === email);
  expect(joined).toBeDefined();
  return new URL(joined!.message.leaveLink).pathname;
}

/** Posts the claim page's form, as a browser does without JavaScript. */
export const claim = (server: TestServer, path: string, terms = true): Promise<TestResponse> =>
  server.request(path, {
    method: "POST",
    body: terms ? "terms_accepted=true" : "",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

/** The reservation number a booked claim page shows. */
export const bookedNumber = (page: TestResponse): number => Number(/class="secret">(\d+)</.exec(page.text)?.[1]);
