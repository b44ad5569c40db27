import type { TestProject } from "vitest/node";
import { buildForNode } from "./node-build.ts";

/** The command line (server/cli/main.ts) built once for Node, for every server process the tests spawn (server-process.ts). */
export default async function setup(project: TestProject): Promise<() => void> {
  const build = await buildForNode("server/cli/main.ts");
  project.provide("serverBuild", build.file);
  return build.remove;
}
