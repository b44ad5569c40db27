// Lints the two OpenAPI documents the server serves with Redocly's recommended rules, warnings as
// failures: the outside tools client authors use must find nothing to complain about (issue 28).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openApiDocument } from "../server/http/openapi.ts";
import { ownerOpenApiDocument } from "../server/owner/owner-openapi.ts";

const folder = mkdtempSync(join(tmpdir(), "couvert-openapi-"));
try {
  const files = Object.entries({ "api.json": openApiDocument(), "owner-api.json": ownerOpenApiDocument() }).map(([name, document]) => {
    const file = join(folder, name);
    writeFileSync(file, JSON.stringify(document));
    return file;
  });
  const redocly = join(import.meta.dirname, "lint/node_modules/.bin/redocly");
  const config = join(import.meta.dirname, "lint/redocly.yaml");
  const run = spawnSync(redocly, ["lint", "--config", config, "--max-problems", "50", "--format", "codeframe", ...files], {
    stdio: "inherit",
  });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
