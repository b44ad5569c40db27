import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { couvert } from "./env.ts";

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/**
 * A restaurant of a test's own, created by the command line as a host would (unpublished), open
 * every day from `open` to `close`, so the demo restaurant the other specs share is never touched.
 * Returns its slug: `prefix`, then a number no other test draws.
 */
export async function newRestaurant(
  prefix: string,
  name: string,
  { open = "12:00", close = "23:00", options = [] }: { open?: string; close?: string; options?: string[] } = {},
): Promise<string> {
  const slug = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await couvert("restaurant", "create", "--name", name, "--slug", slug, "--timezone", "Europe/Berlin", ...options);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "couvert-hours-")), "hours.json");
  const hours = { closed: false, open, close };
  fs.writeFileSync(file, JSON.stringify({ weeklyHours: Object.fromEntries(DAYS.map((d) => [d, hours])), dateExceptions: [] }));
  await couvert("hours", "set", slug, file);
  return slug;
}
