import { COMMANDS } from "./registry.ts";
import { runCommandLine } from "./run.ts";

/** `npm run couvert -- …`: the owner's command line, on the database named by COUVERT_DB. */
const result = runCommandLine(process.argv.slice(2), process.env, COMMANDS);
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
