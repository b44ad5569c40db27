import type { CompiledQuery, Compilable, QueryResult } from "kysely";
import { noteLocalWrite } from "./local-writes.ts";
import type { Tx } from "./transactions.ts";

/** Stands for a value in a query built once; the parameters that hold it are swapped per call. */
const PLACEHOLDER = "\u0000couvert-parameter:";

/**
 * A query of fixed shape that Kysely builds and compiles once per dialect instead of on every call
 * (the booking path runs a handful of them per request): `build` gets a stand-in for each value,
 * and each call runs the compiled SQL with its own values in their places. Only for queries whose
 * SQL does not depend on the values (no optional clauses, no lists of varying length).
 */
export function preparedQuery<V extends Record<string, unknown>, R>(
  build: (db: Tx, value: <K extends keyof V & string>(name: K) => V[K]) => Compilable<R>,
): (db: Tx, values: V) => Promise<QueryResult<R>> {
  const compiled = new WeakMap<object, { query: CompiledQuery<R>; slots: (string | null)[]; writes: boolean }>();
  return async (db, values) => {
    const executor = db.getExecutor();
    // One compilation per adapter: the SQL differs between SQLite and PostgreSQL.
    let prepared = compiled.get(executor.adapter);
    if (!prepared) {
      const query = build(db, (name) => `${PLACEHOLDER}${name}` as never).compile();
      const slots = query.parameters.map((p) => (typeof p === "string" && p.startsWith(PLACEHOLDER) ? p.slice(PLACEHOLDER.length) : null));
      prepared = { query, slots, writes: query.query.kind !== "SelectQueryNode" };
      compiled.set(executor.adapter, prepared);
    }
    const { query, slots, writes } = prepared;
    const parameters = query.parameters.map((fixed, i) => {
      const slot = slots[i];
      return slot === null || slot === undefined ? fixed : values[slot];
    });
    // What Kysely's plugin would have noted had it compiled this statement now (local-writes.ts).
    if (writes) noteLocalWrite();
    return db.executeQuery<R>({ ...query, parameters });
  };
}
