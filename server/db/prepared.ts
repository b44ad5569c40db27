import { createQueryId, type CompiledQuery, type Compilable, type QueryResult } from "kysely";
import { writtenTables } from "./local-writes.ts";
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
      const tables = writtenTables(query.query);
      prepared = { query, slots, writes: tables === null || tables.length > 0 };
      compiled.set(executor.adapter, prepared);
      if (prepared.writes) nameStatement(query.sql);
    }
    const { query, slots, writes } = prepared;
    const parameters = query.parameters.map((fixed, i) => {
      const slot = slots[i];
      return slot === null || slot === undefined ? fixed : values[slot];
    });
    // The plugins see the write as if it were compiled now, and its answer under the same id
    // (db/local-writes.ts notes its tables); what they would make of it is not used: its SQL was
    // fixed when it was first built.
    const queryId = createQueryId();
    if (writes) executor.transformQuery(query.query, queryId);
    return db.executeQuery<R>({ ...query, parameters, queryId });
  };
}

const statementNames = new Map<string, string>();

function nameStatement(text: string): void {
  if (!statementNames.has(text)) statementNames.set(text, `couvert_${statementNames.size + 1}`);
}

/**
 * The name a write compiled by `preparedQuery` goes by on PostgreSQL (database.ts): a named
 * statement is parsed and planned once per connection instead of at every call, which was a
 * large share of the database's CPU a booking. Writes only: their results (a `RETURNING` of
 * named columns, or none) keep their shape when a migration adds a column, where a prepared
 * `SELECT *` would fail ("cached plan must not change result type").
 */
export const statementNameOf = (text: string): string | undefined => statementNames.get(text);
