import fs from "node:fs";
import os from "node:os";

/** Room the tests' data wants at once: PostgreSQL's cluster, the templates and the databases in use. */
const SCRATCH_BYTES = 1024 ** 3;

/**
 * Where test databases live: in memory (/dev/shm) when it has room, since a test database is
 * written, copied and dropped within seconds and every commit waited on the disk (SQLite syncs each
 * one; a PostgreSQL database copied from the template goes through the WAL), which on a busy
 * machine cost most of a test's setup. The temporary folder otherwise (a container's /dev/shm is
 * often 64 MB; macOS has none), and always outside vitest: the benchmarks measure the disk.
 */
export function scratchFolder(): string {
  if (!process.env.VITEST) return os.tmpdir();
  try {
    const { bavail, bsize } = fs.statfsSync("/dev/shm");
    if (bavail * bsize >= SCRATCH_BYTES) return "/dev/shm";
  } catch {
    // No /dev/shm.
  }
  return os.tmpdir();
}
