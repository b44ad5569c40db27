import express from "express";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { consoleSite, firstLoadChunks } from "./console-site.ts";

let folder: string | null = null;
afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = null;
});

/** A console build's folder holding only its manifest, as Vite writes it (vite.console.config.ts). */
function buildWithManifest(manifest: object): string {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-console-"));
  fs.mkdirSync(path.join(folder, ".vite"));
  fs.writeFileSync(path.join(folder, ".vite", "manifest.json"), JSON.stringify(manifest));
  return folder;
}

const MANIFEST = {
  "console/index.ts": {
    file: "console.js",
    isEntry: true,
    imports: ["_styles-A.js", "_i18n-B.js"],
    dynamicImports: ["console/screens/setup-screens.ts"],
  },
  "_styles-A.js": { file: "styles-A.js" },
  "_i18n-B.js": { file: "i18n-B.js", imports: ["_styles-A.js", "_plural-C.js"], dynamicImports: ["console/i18n/packs/fr.ts"] },
  "_plural-C.js": { file: "plural-C.js" },
  "console/screens/setup-screens.ts": { file: "setup-screens-D.js", isDynamicEntry: true, imports: ["_field-errors-E.js"] },
  "_field-errors-E.js": { file: "field-errors-E.js" },
  "console/i18n/packs/fr.ts": { file: "fr-F.js", isDynamicEntry: true },
};

describe("the console page's modulepreload links", () => {
  it("name every chunk console.js imports, through others too, and none it loads only when asked", () => {
    expect(firstLoadChunks(buildWithManifest(MANIFEST)).sort()).toEqual(["i18n-B.js", "plural-C.js", "styles-A.js"]);
  });

  it("are on the page, before its script, and the manifest itself is not served", async () => {
    const app = express().use("/owner", consoleSite(buildWithManifest(MANIFEST)));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner`;
      const page = await (await fetch(`${base}/`)).text();
      const preloads = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)" \/>/g)].map((m) => m[1]);
      expect(preloads.sort()).toEqual(["/owner/i18n-B.js", "/owner/plural-C.js", "/owner/styles-A.js"]);
      expect(page.indexOf('rel="modulepreload"')).toBeLessThan(page.indexOf("<script"));
      expect((await fetch(`${base}/.vite/manifest.json`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("are left out when there is no build", () => {
    expect(firstLoadChunks(path.join(os.tmpdir(), "no-console-build-here"))).toEqual([]);
  });
});
