import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "../../bin/node-version.mjs";
import { PROJECT_ROOT } from "../site/paths.ts";

const ENGINES: string = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")).engines.node;

describe("the Node version bin/couvert.mjs and npm start accept (bin/prepare-node.mjs)", () => {
  it("refuses a Node without type stripping, naming the minimum and the version found", () => {
    expect(nodeVersionProblem("20.20.2", ENGINES)).toBe("Couvert needs Node 22.18 or newer (Node 24 LTS is tested); this is Node 20.20.2.");
    expect(nodeVersionProblem("22.17.1", ENGINES)).toMatch(/needs Node 22\.18 or newer.*this is Node 22\.17\.1\.$/);
  });

  it("accepts 22.18 and every later version, and the Node running this test", () => {
    for (const version of ["22.18.0", "22.23.2", "23.0.0", "24.21.0", "26.1.0"]) expect(nodeVersionProblem(version, ENGINES)).toBeNull();
    expect(nodeVersionProblem(process.versions.node, ENGINES)).toBeNull();
  });

  it("says so when package.json's engines is not the `>=MAJOR.MINOR` it reads", () => {
    expect(() => nodeVersionProblem("24.21.0", "^22.18.0")).toThrow('engines.node should read ">=MAJOR.MINOR"');
  });
});
