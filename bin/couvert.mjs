#!/usr/bin/env node
// The `couvert` command of the package: Node runs the TypeScript command line itself (type stripping).
import "./prepare-node.mjs";

await import("../server/cli/main.ts");
