import * as z from "zod/mini";
import { ERROR_CODES } from "./errors.ts";
import { AccentHexSchema } from "./primitives.ts";

/** docs/api.md §1: every error body, every status. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [string, ...string[]]),
    message: z.string(),
    field: z.optional(z.string()),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The fields every module's `data` carries about its restaurant (docs/api.md §9). */
export const RestaurantEnvelopeSchema = z.object({
  restaurantId: z.string(),
  name: z.string(),
  slug: z.string(),
  accentHex: AccentHexSchema,
});
export type RestaurantEnvelope = z.infer<typeof RestaurantEnvelopeSchema>;

export const API_BASE_PATH = "/api/v1";
