import * as z from "zod/mini";
import { ERROR_CODES, type AnyErrorCode } from "./errors.ts";
import { AccentHexSchema } from "./primitives.ts";

/** An error body whose code is one of `codes`: what one status of one endpoint can answer. */
export const errorBodyOf = <C extends AnyErrorCode>(codes: readonly C[]) =>
  z.object({
    error: z.object({
      code: z.enum(codes as [C, ...C[]]),
      message: z.string(),
      field: z.optional(z.string()),
    }),
  });

/** docs/api.md §1: every error body, every status. */
export const ErrorBodySchema = errorBodyOf(ERROR_CODES);
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Every successful body: the endpoint's result as `data`. */
export const dataBodyOf = <T extends z.ZodMiniType>(data: T) => z.object({ data });

/** `data` of GET /health. */
export const HealthSchema = z.object({ ok: z.literal(true) });

/** The fields every module's `data` carries about its restaurant (docs/api.md §9). */
export const RestaurantEnvelopeSchema = z.object({
  restaurantId: z.string(),
  name: z.string(),
  slug: z.string(),
  accentHex: AccentHexSchema,
});
export type RestaurantEnvelope = z.infer<typeof RestaurantEnvelopeSchema>;

export { API_BASE_PATH } from "./api-path.ts";
