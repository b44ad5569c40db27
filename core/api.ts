import * as z from "zod/mini";
import { ERROR_CODES } from "./errors.ts";

/** CONTRACT §1: every error body, every status. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [string, ...string[]]),
    message: z.string(),
    field: z.optional(z.string()),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The fields every module's `data` carries about its restaurant (seed 2.4). */
export interface RestaurantEnvelope {
  restaurantId: string;
  name: string;
  slug: string;
  accentHex: string;
}

export const API_BASE_PATH = "/api/v1";
