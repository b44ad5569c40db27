import * as z from "zod/mini";
import { DwellStepsSchema } from "./dwell-schema.ts";
import type { SeatingPlan } from "./seating.ts";

/**
 * `capacityMode` (issue 27): `covers` counts covers per slot against `maxCoversPerSlot`, as
 * Couvert always has; `tables` books a party only onto a free table or combination that seats it.
 */
export const CAPACITY_MODES = ["covers", "tables"] as const;
export const CapacityModeSchema = z.enum(CAPACITY_MODES);
export type CapacityMode = z.infer<typeof CapacityModeSchema>;

/**
 * Pacing: the most covers that may *start* in one slot, so the kitchen is not hit by every table at
 * once even when tables are free; null = no limit. Apart from `maxCoversPerSlot`, which keeps its
 * meaning (covers seated at once) in `covers` mode.
 */
export const PacingLimitSchema = z.nullable(
  z.int().check(z.minimum(1, "At least 1 cover must be able to start per slot"), z.maximum(10_000, "At most 10000 covers per slot")),
);

/** The restaurant settings issue 27 adds, each with its default an existing restaurant keeps. */
export const TablesSettingsSchema = z.object({
  capacityMode: z._default(CapacityModeSchema, "covers"),
  /** null or empty: every party stays `defaultDwellMinutes`. */
  dwellMinutesByPartySize: z._default(z.nullable(DwellStepsSchema), null),
  maxCoversStartingPerSlot: z._default(PacingLimitSchema, null),
});
export type TablesSettings = z.infer<typeof TablesSettingsSchema>;

/** Why a restaurant in `tables` mode cannot be published yet (as "set a capacity" is for `covers`); null when it can. */
export function tablesPublishProblem(plan: SeatingPlan): string | null {
  return plan.options.some((option) => option.kind === "table" && option.bookableOnline)
    ? null
    : "Add at least one table guests may book online before publishing";
}
