import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { describeDatabase, loadConfig, type DatabaseConfig, type ServerConfig } from "../config.ts";
import { backupSqlite, restoreSqlite } from "../db/backup.ts";
import { copyDatabase } from "../db/copy.ts";
import { connectDatabase, openDatabase, type Db } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import type { CliResult } from "./run.ts";

export const DB_USAGE = [
  ["couvert db migrate [--json]", "bring the COUVERT_DB database's schema up to date"],
  ["couvert db copy --from DB --to DB [--json]", "copy a whole installation (file or postgres:// URL) into an empty database"],
  ["couvert db backup --to FILE [--force] [--json]", "a consistent copy of the live SQLite COUVERT_DB, while servers run"],
  ["couvert db restore --from FILE [--force] [--json]", "put a backup in place of the SQLite COUVERT_DB (every server stopped)"],
] as const;

/**
 * `couvert db …`: commands on databases named on the command line or by COUVERT_DB, not on the
 * owner's restaurants, so they do not go through the owner command runner (which opens
 * COUVERT_DB first). Failures are one line on stderr and exit code 1.
 */
export async function runDbCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  try {
    const [verb, ...rest] = argv;
    if (verb === "migrate") return await dbMigrate(rest, env);
    if (verb === "copy") return await dbCopy(rest, env);
    if (verb === "backup") return await dbBackup(rest, env);
    if (verb === "restore") return await dbRestore(rest, env);
    return failure(`usage:\n${DB_USAGE.map(([u, summary]) => `  ${u.padEnd(52)} ${summary}`).join("\n")}`);
  } catch (error) {
    return failure(`couvert db ${argv[0] ?? ""}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function dbMigrate(argv: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const { values } = parseArgs({ args: argv, options: { json: { type: "boolean" } }, strict: true });
  const config = loadConfig(env).database;
  const db = connectDatabase(config);
  try {
    const applied = await migrate(db);
    const where = describeDatabase(config);
    if (values.json) return success({ database: where, engine: config.engine, applied });
    return success(applied.length ? `Applied migration(s) ${applied.join(", ")} to ${where}.` : `${where} is up to date.`);
  } finally {
    await db.close();
  }
}

async function dbCopy(argv: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const { values } = parseArgs({
    args: argv,
    options: { from: { type: "string" }, to: { type: "string" }, json: { type: "boolean" } },
    strict: true,
  });
  if (!values.from || !values.to) return failure("couvert db copy: --from and --to are required (a file path or a postgres:// URL each)");
  const from = databaseOf(values.from, env);
  const to = databaseOf(values.to, env);
  if (describeDatabase(from) === describeDatabase(to)) return failure("couvert db copy: --from and --to name the same database");
  const opened: Db[] = [];
  try {
    // The source is read as it is: a command that copies must not change what it copies.
    const source = connectDatabase(from);
    opened.push(source);
    const target = await openDatabase(to);
    opened.push(target);
    const report = await copyDatabase(source, target);
    if (values.json) return success({ from: describeDatabase(from), to: describeDatabase(to), ...report });
    const rows = report.tables.map((t) => `  ${t.table.padEnd(18)} ${String(t.target).padStart(9)}`);
    return success(
      [
        `Copied ${describeDatabase(from)} to ${describeDatabase(to)}; every table's row count matches:`,
        ...rows,
        "Keys and PINs stay valid only with the same server secret: set COUVERT_SECRET on the new servers to the old one",
        "(the value in couvert.secret beside the old database file, unless the old server had COUVERT_SECRET).",
      ].join("\n"),
    );
  } finally {
    await Promise.all(opened.map((db) => db.close()));
  }
}

async function dbBackup(argv: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const { values } = parseArgs({
    args: argv,
    options: { to: { type: "string" }, force: { type: "boolean" }, json: { type: "boolean" } },
    strict: true,
  });
  if (!values.to) return failure("couvert db backup: --to FILE is required");
  const config = loadConfig(env);
  if (config.database.engine === "postgres") return failure(postgresInstead("backup", config.database));
  const report = await backupSqlite(config.database.file, path.resolve(values.to), { force: values.force });
  const secret = secretNote(config);
  if (values.json) return success({ from: config.database.file, ...report, secret });
  return success(
    [
      `Backed up ${config.database.file} to ${report.file}: ${report.bytes} bytes, schema ${report.schemaVersion}, ${report.reservations} reservations, integrity_check ok.`,
      secret.note,
    ].join("\n"),
  );
}

async function dbRestore(argv: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const { values } = parseArgs({
    args: argv,
    options: { from: { type: "string" }, force: { type: "boolean" }, json: { type: "boolean" } },
    strict: true,
  });
  if (!values.from) return failure("couvert db restore: --from FILE is required");
  const config = loadConfig(env);
  if (config.database.engine === "postgres") return failure(postgresInstead("restore", config.database));
  const report = await restoreSqlite(path.resolve(values.from), config.database.file, { force: values.force, now: new Date() });
  if (values.json) return success({ from: path.resolve(values.from), ...report });
  return success(
    [
      `Restored ${path.resolve(values.from)} to ${report.file}: schema ${report.schemaVersion}, ${report.reservations} reservations, integrity_check ok.`,
      ...(report.replaced ? [`The database it replaced is kept as ${report.replaced}.`] : []),
      "Start the servers with the secret the backup was taken under (COUVERT_SECRET, or couvert.secret beside the file), or every PIN and key stops working.",
    ].join("\n"),
  );
}

/** Where the secret that the backup needs lives: the backup never holds it (README "Backups"). */
function secretNote(config: ServerConfig): { source: "COUVERT_SECRET" | "file"; file: string | null; note: string } {
  const keep = "stored apart, or every PIN stops working after a restore.";
  if (config.secret !== undefined)
    return {
      source: "COUVERT_SECRET",
      file: null,
      note: `The backup does not hold the server secret: keep COUVERT_SECRET with it, ${keep}`,
    };
  if (!fs.existsSync(config.secretFile))
    return {
      source: "COUVERT_SECRET",
      file: null,
      note: `The backup does not hold the server secret (COUVERT_SECRET is not set here, and there is no ${config.secretFile}): keep the COUVERT_SECRET your servers run with beside it, ${keep}`,
    };
  return {
    source: "file",
    file: config.secretFile,
    note: `The backup does not hold the server secret: keep a copy of ${config.secretFile} with it, ${keep}`,
  };
}

/**
 * PostgreSQL has its own tools for this, which match the server's version and the operator's
 * access (README "Backups"): the command names them rather than wrapping them.
 */
function postgresInstead(verb: "backup" | "restore", database: DatabaseConfig): string {
  const where = describeDatabase(database);
  return verb === "backup"
    ? `couvert db backup: COUVERT_DB is PostgreSQL (${where}); use its own tools: pg_dump --format=custom --file=couvert.dump "$COUVERT_DB", or continuous archiving (README "Backups")`
    : `couvert db restore: COUVERT_DB is PostgreSQL (${where}); use its own tools: pg_restore --clean --if-exists --no-owner --dbname="$COUVERT_DB" couvert.dump, with every server stopped (README "Backups")`;
}

/** `--from`/`--to` read like COUVERT_DB (a file, or a postgres:// URL with COUVERT_DB_POOL). */
const databaseOf = (value: string, env: NodeJS.ProcessEnv): DatabaseConfig =>
  loadConfig({ COUVERT_DB_POOL: env.COUVERT_DB_POOL, COUVERT_DB: value }).database;

const success = (output: unknown): CliResult => ({
  exitCode: 0,
  stdout: typeof output === "string" ? `${output}\n` : `${JSON.stringify(output, null, 2)}\n`,
  stderr: "",
});
const failure = (message: string): CliResult => ({ exitCode: 1, stdout: "", stderr: `${message}\n` });
