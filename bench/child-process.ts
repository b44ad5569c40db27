import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface ListeningChild {
  origin: string;
  stop(): Promise<void>;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PREPARE_NODE = fileURLToPath(new URL("../bin/prepare-node.mjs", import.meta.url));

/**
 * Runs a TypeScript file of bench/ in its own Node process, so that the server under
 * load never shares the load generator's event loop; resolves once it prints `listening on <origin>`.
 */
export function startChild(file: string, args: string[]): Promise<ListeningChild> {
  const child = spawn(process.execPath, ["--import", PREPARE_NODE, path.join(HERE, file), ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${file} exited with ${code} before it listened: ${stderr}`)));
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (!match) return;
      resolve({
        origin: match[1]!,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
          await exited;
        },
      });
    });
  });
}
