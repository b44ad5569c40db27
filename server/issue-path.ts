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
