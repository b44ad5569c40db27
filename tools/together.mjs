#!/usr/bin/env node
// Runs the commands it is given at once (each through the shell) and prints each one's output
// whole when it ends, so that the lines of two never mix; exits 1 if any failed. For `npm test`'s
// static checks: the type checker, oxlint and Prettier are mostly single-threaded, and one after
// another they left a core idle for a minute and a half. `npm run build` too: the console's bundle
// beside the widget's and its manifest (which follows the widget, whose build empties dist/widget).
import { spawn } from "node:child_process";

const commands = process.argv.slice(2);
if (commands.length === 0) {
  process.stderr.write('usage: node tools/together.mjs "command 1" "command 2" …\n');
  process.exit(2);
}

const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
        const chunks = [];
        child.stdout.on("data", (chunk) => chunks.push(chunk));
        child.stderr.on("data", (chunk) => chunks.push(chunk));
        child.on("close", (code, signal) => {
          process.stdout.write(`\n> ${command}\n${Buffer.concat(chunks).toString()}`);
          if (code !== 0) process.stdout.write(`${command} failed (${signal ?? `exit ${code}`})\n`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
