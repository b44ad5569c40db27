import { AliasNode, TableNode, type KyselyPlugin, type OperationNode, type QueryId, type RootOperationNode } from "kysely";

/** Moves on every write whose tables are not known (raw SQL): every table's generation moves with it. */
let anyTable = 0;
const byTable = new Map<string, number>();

/**
 * A number that changes whenever this process writes to one of `tables` (to any table, when none
 * are named), or learns that another process did (change-watch.ts): answers cached in memory (http/read-cache.ts) are dropped at once when it moves,
 * and only those: a booking's rows leave the cached keys, restaurants and events alone.
 * Process-wide rather than per database, so that test servers sharing one database in one
 * process see each other's writes too.
 */
export function localWriteGeneration(tables?: readonly string[]): number {
  let generation = anyTable;
  for (const table of tables ?? byTable.keys()) generation += byTable.get(table) ?? 0;
  return generation;
}

/** Notes a write to `tables`, or to any table (null); called before a statement and again once its transaction ended. */
export function noteLocalWrite(tables: readonly string[] | null = null): void {
  if (tables === null) anyTable += 1;
  else for (const table of tables) byTable.set(table, (byTable.get(table) ?? 0) + 1);
}

/** Raw SQL that writes may say which tables it writes in a leading comment: `/* writes: a, b *\/`. */
const DECLARED_WRITES = /^\s*\/\* writes: ([\w, ]+) \*\//;

/** The tables a statement writes: none for a SELECT, null when that is not known (raw SQL that does not declare them, a WITH, which may write). */
export function writtenTables(node: RootOperationNode): string[] | null {
  switch (node.kind) {
    case "RawNode": {
      const first = node.sqlFragments[0] ?? "";
      const declared = DECLARED_WRITES.exec(first);
      // A declaration cut by an interpolation would silently count as "any table" at every call.
      if (!declared && /^\s*\/\* writes:/.test(first)) throw new Error(`a writes declaration must be one literal: ${first.slice(0, 80)}`);
      return declared ? declared[1]!.split(",").map((table) => table.trim()) : null;
    }
    case "SelectQueryNode":
      return node.with ? null : [];
    case "InsertQueryNode":
      return node.with || !node.into ? null : tablesNamed([node.into]);
    case "UpdateQueryNode":
      return node.with || !node.table ? null : tablesNamed([node.table]);
    case "DeleteQueryNode":
      return node.with ? null : tablesNamed(node.from.froms);
    default:
      return null;
  }
}

function tablesNamed(nodes: readonly OperationNode[]): string[] | null {
  const names: string[] = [];
  for (const node of nodes) {
    const table = AliasNode.is(node) ? node.node : node;
    if (!TableNode.is(table)) return null;
    names.push(table.table.identifier.name);
  }
  return names;
}

/** The writes sent and not yet answered, by their query id (weakly: a statement that fails is never answered). */
const unanswered = new WeakMap<QueryId, string[] | null>();

/**
 * Notes each statement's write as it is sent, so a read that overlaps a write never keeps what it
 * read, and again once it is answered: a read that started in between may have kept the old rows
 * (a statement outside a transaction commits as it is answered).
 */
export const localWritesPlugin: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    const tables = writtenTables(node);
    if (tables === null || tables.length > 0) {
      noteLocalWrite(tables);
      unanswered.set(queryId, tables);
    }
    return node;
  },
  async transformResult({ result, queryId }) {
    const tables = unanswered.get(queryId);
    if (tables !== undefined) {
      unanswered.delete(queryId);
      noteLocalWrite(tables);
    }
    return result;
  },
};

/**
 * The tables one transaction wrote, gathered as a plugin of its executor, to be noted again once
 * it has committed (PostgreSQL's COMMIT is no statement a plugin sees): a read that ran between a
 * statement and the commit may have kept what the commit then changed.
 */
export class WrittenTables implements KyselyPlugin {
  private tables: Set<string> | null = new Set();

  transformQuery: KyselyPlugin["transformQuery"] = ({ node }) => {
    const tables = writtenTables(node);
    if (tables === null) this.tables = null;
    else for (const table of tables) this.tables?.add(table);
    return node;
  };

  async transformResult({ result }: Parameters<KyselyPlugin["transformResult"]>[0]) {
    return result;
  }

  /** Notes the transaction's writes, once it ended. */
  noteEnded(): void {
    if (this.tables === null) noteLocalWrite(null);
    else if (this.tables.size > 0) noteLocalWrite([...this.tables]);
  }
}
