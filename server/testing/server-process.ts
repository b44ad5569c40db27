import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { PROJECT_ROOT } from "../site/paths.ts";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr so far (its log). */
  stderr(): string;
  /** Everything it wrote to stdout so far (its start banner). */
  stdout(): string;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A real `couvert serve` process on a free port, with `env` on top of this process's environment:
 * for tests of what several server processes sharing one database do, and of process signals.
 * It runs bin/couvert.mjs, as an owner's server does.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, "bin", "couvert.mjs"), "serve"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`couvert serve exited with ${code} before it listened: ${err}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /serving on (http:\/\/[^/\s]+)\//.exec(out);
      if (!match) return;
      resolve({
        url: match[1]!,
        child,
        stderr: () => err,
        stdout: () => out,
        stop: async (signal = "SIGTERM") => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    });
  });
}
