import type * as z from "zod/mini";
import { CouvertError } from "../../core/errors.ts";

/** Parses a body or query with `schema`, or answers 400 `invalid_request` naming the first bad field. */
export function parseInput<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.infer<S>;
  const issue = result.error.issues[0]!;
  throw new CouvertError("invalid_request", { field: issue.path.join(".") || undefined, message: issue.message });
}
