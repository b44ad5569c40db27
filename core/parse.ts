import type * as z from "zod/mini";
import { CouvertError } from "./errors.ts";

/**
 * The one way a zod refusal becomes an error (routes, services, command line and the console's
 * forms alike): `invalid_request`, `field` the dotted path of the first issue (`weeklyHours.sunday.open`),
 * and a sentence for the owner that names it (`what` names the whole when the top level is at fault).
 */
export function parseOrRefuse<S extends z.ZodMiniType>(schema: S, value: unknown, what = "The request"): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.infer<S>;
  const { field, message } = refusalOf(result.error.issues[0]!, what);
  throw new CouvertError("invalid_request", { field, message });
}

/** The first issue's field and sentence, as parseOrRefuse words them. */
export function refusalOf(first: z.core.$ZodIssue, what = "The request"): { field: string | undefined; message: string } {
  const issue = closestAlternative(first);
  return {
    field: issue.path.length > 0 ? issue.path.map(String).join(".") : undefined,
    message: sentenceFor(formatIssuePath(issue.path) || what, issue),
  };
}

/**
 * For a value that matched no alternative of a union (hours as weekly hours or as services), the
 * first issue of the alternative it came closest to: the one whose first issue lies deepest.
 */
function closestAlternative(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== "invalid_union") return issue;
  const firsts = issue.errors.flatMap((issues) => (issues[0] ? [closestAlternative(issues[0])] : []));
  const closest = firsts.sort((a, b) => b.path.length - a.path.length)[0];
  return closest ? { ...closest, path: [...issue.path, ...closest.path] } : issue;
}

/**
 * A zod issue's path as an owner reads it in a message: `items[3].rating`, `weeklyHours.friday.open`;
 * "" for the top level.
 */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, part) => (typeof part === "number" ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)),
    "",
  );
}

/**
 * `termsUrl must be an http(s) URL, e.g. https://bistro.example/terms.`: the schemas' own messages
 * where they wrote one, else one made from the issue (zod/mini's is only "Invalid input").
 */
function sentenceFor(subject: string, issue: z.core.$ZodIssue): string {
  const reason = issue.message && issue.message !== "Invalid input" ? issue.message : reasonOf(issue);
  const sentence = reason.startsWith(subject)
    ? reason
    : PREDICATE.test(reason)
      ? `${subject} ${reason}`
      : /^[a-z]/.test(reason)
        ? `${subject}: ${reason}`
        : `${subject} is not valid: ${reason}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** A reason that reads on from its subject: `must be…`, `may hold…`. */
const PREDICATE = /^(must|may|is|has|needs|cannot) /;

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
