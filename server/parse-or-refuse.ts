import type * as z from "zod/mini";
import { CouvertError } from "../core/errors.ts";
import { formatIssuePath } from "./issue-path.ts";

/**
 * `value` as `schema` reads it, or `invalid_request` naming the first field at fault and saying why
 * in a sentence for the owner (`what` names the whole when the top level is at fault). The
 * services' check of what owners send, from the console and the command line alike.
 */
export function parseOrRefuse<S extends z.ZodMiniType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.infer<S>;
  const issue = result.error.issues[0]!;
  const field = issue.path.length > 0 ? String(issue.path[0]) : undefined;
  throw new CouvertError("invalid_request", { field, message: sentenceFor(formatIssuePath(issue.path) || what, issue) });
}

/**
 * `termsUrl must be an http(s) URL, e.g. https://bistro.example/terms.`: the schemas' own messages
 * where they wrote one, else one made from the issue (zod/mini's is only "Invalid input").
 */
function sentenceFor(subject: string, issue: z.core.$ZodIssue): string {
  const reason = issue.message && issue.message !== "Invalid input" ? issue.message : reasonOf(issue);
  const sentence = reason.startsWith(subject)
    ? reason
    : /^[a-z]/.test(reason)
      ? `${subject} ${reason}`
      : `${subject} is not valid: ${reason}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

function reasonOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "too_big":
      if (issue.origin === "string") return `must be at most ${issue.maximum} characters long`;
      if (issue.origin === "array") return `may hold at most ${issue.maximum} entries`;
      return `must be at most ${issue.maximum}`;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? "must not be empty" : `must be at least ${issue.minimum} characters long`;
      if (issue.origin === "array") return `must hold at least ${issue.minimum} entries`;
      return `must be at least ${issue.minimum}`;
    case "invalid_type":
      return EXPECTED[issue.expected] ?? `must be of type ${issue.expected}`;
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_format":
      return issue.format === "url" ? "must be an http(s) URL, e.g. https://bistro.example/" : `must be in ${issue.format} format`;
    case "unrecognized_keys":
      return `has fields it does not know: ${issue.keys.join(", ")}`;
    default:
      return "is not valid";
  }
}

const EXPECTED: Partial<Record<string, string>> = {
  int: "must be a whole number",
  number: "must be a number",
  boolean: "must be true or false",
  string: "must be text",
  array: "must be a list",
  object: "must be an object",
};
