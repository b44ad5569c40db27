import fs from "node:fs";
import path from "node:path";

/** An import through which a test can reach a database: the test helpers, the app, the context, the connection. */
const DATABASE_IMPORT = /from\s+"[^"]*(?:\/testing\/|test-support|\/app\.ts|\/context\.ts|\/db\/database\.ts|\/db\/connection)[^"]*"/;

/**
 * The server test files (`*.test.ts` under `folders`) that import nothing through which a database
 * could be opened: they test the same code on either engine, so vitest.config.ts runs them in the
 * sqlite project only instead of once per engine. A file that imports any test helper (or the app,
 * the context or the connection) is not one of them and keeps running on both engines.
 */
export function engineFreeTestFiles(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.ts") && !/\.(sqlite|postgres)\.test\.ts$/.test(file))
      .map((file) => `${folder}/${file.split(path.sep).join("/")}`)
      .filter((file) => !DATABASE_IMPORT.test(fs.readFileSync(path.join(root, file), "utf8"))),
  );
}
