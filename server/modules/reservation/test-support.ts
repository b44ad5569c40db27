import { DateTime } from "../../../core/time.ts";
import { expect } from "vitest";
import { COMMANDS } from "../../cli/registry.ts";
import { runCli } from "../../cli/run.ts";
import type { TestResponse, TestServer } from "../../testing/test-server.ts";

/** Helpers for the reservation module's integration tests (not used by the server itself). */

export const ZONE = "Europe/Berlin";

/** The UTC instant (API form) at which Berlin's wall clock shows `date` `time`. */
export const berlin = (date: string, time: string): string =>
  DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toUTC().toISO({ suppressMilliseconds: true })!;

/**
 * A valid booking for Tuesday 2 June 2026, 19:00 in Berlin (TEST_HOURS: 12:00–22:00), with the test
 * server's clock at its default of Monday 1 June 2026, 12:00 in Berlin.
 */
export function bookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    guest_first_name: "Ada",
    guest_last_name: "Lovelace",
    guest_phone: null,
    guest_email: "ada@example.org",
    party_size: 2,
    starts_at: berlin("2026-06-02", "19:00"),
    notify_email: true,
    notify_whatsapp: false,
    terms_accepted: true,
    ...overrides,
  };
}

export const postBooking = (server: TestServer, key: string, body: unknown, headers: Record<string, string> = {}): Promise<TestResponse> =>
  server.request("/api/v1/reservation", { key, body, headers });

/** Books and expects success: `{reservation_number, guest_pin}`. */
export async function book(
  server: TestServer,
  key: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ reservation_number: number; guest_pin: string }> {
  const res = await postBooking(server, key, bookingBody(overrides), headers);
  expect(res.json, JSON.stringify(res.json)).toHaveProperty("data.reservation_number");
  expect(res.status).toBe(200);
  return res.json.data;
}

export const manage = (server: TestServer, key: string, body: unknown, headers: Record<string, string> = {}): Promise<TestResponse> =>
  server.request("/api/v1/reservation/manage", { key, body, headers });

/**
 * A booking the owner confirmed (`setStatus`) whose guest then asks, with its PIN, for `changes`: a
 * request that waits for the owner (docs/api.md §6.5). Returns the booking, as `book` does.
 */
export async function changeAsked(
  server: TestServer,
  slug: string,
  key: string,
  guest: Record<string, unknown>,
  changes: Record<string, unknown>,
): Promise<{ reservation_number: number; guest_pin: string }> {
  const booked = await book(server, key, guest);
  await setStatus(server, slug, booked.reservation_number, "confirmed");
  const { reservation_number, guest_pin } = booked;
  const asked = await manage(server, key, { action: "change", reservation_number, pin: guest_pin, terms_accepted: true, ...changes });
  expect(asked.json.data, asked.text).toMatchObject({ change_request: true });
  return booked;
}

/** The error code of a response (undefined on success). */
export const codeOf = (res: TestResponse): string | undefined => res.json?.error?.code;

/** Runs an owner command against the test server's database. */
export function owner(server: TestServer, ...argv: string[]) {
  return runCli(argv, server.ctx, COMMANDS);
}

/**
 * Moves a reservation to `status` with the owner command line, as the owner would when it is due
 * (docs/api.md §6.3): `seated` and `no_show` with the clock at the booking's start (`startsAt`, the
 * default booking's unless given), put back after.
 */
export async function setStatus(
  server: TestServer,
  slug: string,
  number: number | string,
  status: string,
  startsAt = berlin("2026-06-02", "19:00"),
): Promise<any> {
  const now = server.clock.now();
  if (status === "seated" || status === "no_show") server.clock.set(startsAt);
  try {
    return await ownerJson(server, "reservation", "set-status", "--restaurant", slug, String(number), status);
  } finally {
    server.clock.set(now);
  }
}

/** Runs an owner command with --json, expects success, returns the document. */
export async function ownerJson(server: TestServer, ...argv: string[]): Promise<any> {
  const result = await runCli([...argv, "--json"], server.ctx, COMMANDS);
  if (result.exitCode !== 0) throw new Error(`couvert ${argv.join(" ")} failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}
