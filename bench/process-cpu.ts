import fs from "node:fs";
import { sql, type Kysely } from "kysely";
import type { Database } from "../server/db/schema.ts";

/** Clock ticks per second of /proc's CPU times: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user and system) process `pid` has used so far, in milliseconds, from
 * /proc/<pid>/stat; null where there is no /proc (the figure is then left out). Unlike requests per
 * second, it hardly moves when other programs share the machine.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces, inside parentheses): utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
  } catch {
    return null;
  }
}

/**
 * The CPU time, in milliseconds, that every process of the PostgreSQL server behind `kysely` has
 * used so far (backends and background workers alike, from pg_stat_activity, and the postmaster,
 * their parent), by process id: for a server that serves this bench alone (an embedded one).
 * Empty where there is no /proc.
 */
export async function postgresCpuMs(kysely: Kysely<Database>): Promise<Map<number, number>> {
  const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity`.execute(kysely);
  const pids = new Set(rows.map((row) => row.pid));
  for (const pid of [...pids]) {
    const parent = parentOf(pid);
    if (parent !== null) pids.add(parent);
  }
  const times = new Map<number, number>();
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms !== null) times.set(pid, ms);
  }
  return times;
}

/** The CPU milliseconds used between two `postgresCpuMs` readings; a process started in between counts from zero. */
export const cpuMsBetween = (before: Map<number, number>, after: Map<number, number>): number =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

function parentOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

/**
 * `load` run against the server process `pid`, and that process's CPU time per answer, in
 * milliseconds (null where there is no /proc): on a shared machine it moves far less than the rates.
 */
export async function withServerCpu<T extends { statuses: Record<string, number> }>(
  pid: number | undefined,
  load: () => Promise<T>,
): Promise<{ figures: T; cpuMsPerAnswer: number | null }> {
  const before = processCpuMs(pid);
  const figures = await load();
  const after = processCpuMs(pid);
  const answered = Object.values(figures.statuses).reduce((sum, n) => sum + n, 0);
  return { figures, cpuMsPerAnswer: before === null || after === null || answered === 0 ? null : (after - before) / answered };
}
