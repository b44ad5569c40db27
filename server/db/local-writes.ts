import type { KyselyPlugin } from "kysely";

let generation = 0;

/**
 * A number that changes whenever this process writes to the database: answers cached in memory
 * (http/read-cache.ts) are dropped at once when it moves. Process-wide rather than per database,
 * so that test servers sharing one database in one process see each other's writes too.
 */
export const localWriteGeneration = (): number => generation;

/** Called once a write transaction has committed (or rolled back), after its last statement. */
export function noteLocalWrite(): void {
  generation += 1;
}

/**
 * Moves the generation before and after every statement that is not a plain SELECT (raw SQL
 * included), so a read that overlaps a write never keeps what it read.
 */
export const localWritesPlugin: KyselyPlugin = {
  transformQuery({ node }) {
    if (node.kind !== "SelectQueryNode") noteLocalWrite();
    return node;
  },
  async transformResult({ result }) {
    return result;
  },
};
