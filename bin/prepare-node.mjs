// Prepares Node to run Couvert's TypeScript itself (type stripping), before any .ts file loads:
// imported first by bin/couvert.mjs, preloaded (`--import`) by `npm start`, the bench and the
// servers the end-to-end tests start. Plain JavaScript, so that an old Node can run it.
import fs from "node:fs";
import module from "node:module";
import { nodeVersionProblem } from "./node-version.mjs";

// The minimum is package.json's `engines`, the one place it is written.
const pkg = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const problem = nodeVersionProblem(process.versions.node, pkg.engines.node);
if (problem) {
  process.stderr.write(`couvert: ${problem}\n`);
  process.exit(1);
}

// Node keeps the modules it compiled (type-stripped) in its cache folder (NODE_COMPILE_CACHE, else
// one in the system's temporary folder): a start then takes about a third less CPU.
module.enableCompileCache();
