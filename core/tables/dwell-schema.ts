import * as z from "zod/mini";
import { checkedSteps, parseDwellSteps } from "./dwell.ts";

// Apart from dwell.ts, which the widget's bundle takes through check-stay.ts without zod.

/** The setting as the API sends it (a list) or as the command line types it (`2:90,4:120`). */
export const DwellStepsSchema = z.pipe(
  z.union([z.array(z.object({ partySize: z.number(), minutes: z.number() })), z.string()], {
    error: `Expected party size:minutes pairs, e.g. 2:90,4:120,8:150`,
  }),
  z.transform((value, ctx) => {
    const parsed = typeof value === "string" ? parseDwellSteps(value) : checkedSteps(value);
    if (parsed.ok) return parsed.steps;
    ctx.issues.push({ code: "custom", message: parsed.message, input: value });
    return z.NEVER;
  }),
);
