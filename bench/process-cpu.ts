import fs from "node:fs";

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
