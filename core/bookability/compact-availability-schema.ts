import * as z from "zod/mini";
import type { SameType } from "../guards.ts";
import type { CompactAvailability, SlotRun } from "./compact-availability.ts";

/** A run of slots (compact-availability.ts `SlotRun`), for the OpenAPI document. */
export const SlotRunSchema = z.object({
  service: z.string(),
  startsAt: z.string(),
  time: z.string(),
  /** 0 in a run of one slot. */
  stepMinutes: z.int().check(z.minimum(0)),
  available: z.string().check(z.regex(/^[01]+$/)),
});

/** `data` of GET /reservation/availability?format=compact (docs/api.md §13.2a). */
export const CompactAvailabilitySchema = z.object({
  timezone: z.string(),
  partySize: z.int(),
  days: z.array(z.object({ date: z.string(), runs: z.array(SlotRunSchema) })),
});

// The schemas describe exactly the types the widget uses (a compile error otherwise).
const proofs: [SameType<z.infer<typeof SlotRunSchema>, SlotRun>, SameType<z.infer<typeof CompactAvailabilitySchema>, CompactAvailability>] =
  [true, true];
void proofs;
