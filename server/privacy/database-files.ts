import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import { PERSONAL_DATA } from "./personal-data.ts";

const CHECKPOINT_TRIES = 50;
const CHECKPOINT_PAUSE_MS = 20;

/**
 * After an erasure or a retention run (docs/api.md §20.4), so the erased values are gone from the
 * database's files, not only from its answers.
 *
 * - SQLite: the connection runs with `secure_delete` on (db/database.ts), so the freed space of a
 *   blanked or deleted row is zeroed in its page; the WAL still holds the pages as they were
 *   before, until a checkpoint copies the new ones back. A TRUNCATE checkpoint does that and cuts
 *   the WAL to nothing. It needs a moment with no transaction open on this connection and no
 *   reader on the old pages, so it is tried a few times.
 * - PostgreSQL: an UPDATE leaves the old row version in its page until VACUUM frees that space for
 *   reuse (and later writes overwrite it); a plain VACUUM of the tables erasure changed does that
 *   without blocking reads or writes. It does not rewrite the files (VACUUM FULL would, under an
 *   exclusive lock), and the write-ahead log and base backups keep old versions until they rotate.
 */
export async function scrubDatabaseFiles(db: Db): Promise<void> {
  if (db.engine === "postgres") {
    const tables = [...new Set(PERSONAL_DATA.map((place) => place.table))];
    await sql`VACUUM ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db.kysely);
    return;
  }
  for (let attempt = 0; attempt < CHECKPOINT_TRIES; attempt++) {
    if (!db.sqlite.inTransaction) {
      const [result] = db.sqlite.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
      if (result?.busy === 0) return;
    }
    await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_PAUSE_MS));
  }
  throw new Error(`the WAL could not be checkpointed after ${CHECKPOINT_TRIES} tries`);
}
