#!/usr/bin/env node
// The `couvert` command of the package: runs the TypeScript command line through tsx.
import { register } from "tsx/esm/api";

register();
await import("../server/cli/main.ts");
