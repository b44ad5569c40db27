import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { build, type InlineConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { compressedWithBudget } from "../../vite.config.ts";

let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `bytes` random bytes as hex, which gzip cannot shrink below half. */
const hex = (bytes: number) => randomBytes(bytes).toString("hex");

/** A new folder holding `files` (name → code). */
function folderWith(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-budget-"));
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), code);
  return dir;
}

/** Builds `folder` into its `out`, unminified, through the plugin with a budget of `limit` bytes gzip; `config` adds to that. */
function buildIn(folder: string, limit: number, { build: options, ...config }: InlineConfig) {
  return build({
    configFile: false,
    logLevel: "silent",
    root: folder,
    ...config,
    build: { outDir: "out", minify: false, ...options },
    plugins: [compressedWithBudget(limit)],
  });
}

/** A library build of `entry.js` into `bundle.js`. */
const BUNDLE = { entry: "entry.js", formats: ["es" as const], fileName: () => "bundle.js" };

/** Builds an entry whose code holds `bytes` random bytes as hex. */
async function buildEntry(bytes: number, limit: number): Promise<string> {
  const folder = folderWith({ "entry.js": `export const data = "${hex(bytes)}";\n` });
  await buildIn(folder, limit, { build: { lib: BUNDLE } });
  return path.join(folder, "out");
}

// The plugin that writes the widget's compressed copies and holds it to its size budget (issue 11: 45 KB gzip).
describe("compressedWithBudget", () => {
  it("writes gzip and brotli copies that decompress to the very file", async () => {
    const out = await buildEntry(1024, 45 * 1024);
    const code = fs.readFileSync(path.join(out, "bundle.js"));
    expect(gunzipSync(fs.readFileSync(path.join(out, "bundle.js.gz")))).toEqual(code);
    expect(brotliDecompressSync(fs.readFileSync(path.join(out, "bundle.js.br")))).toEqual(code);
  });

  it("counts what the first load fetches: the entry with the chunks it imports, not each file alone", async () => {
    // `shared` is imported by the entry and by a lazy chunk, so the bundler puts it in a chunk of its own.
    const folder = folderWith({
      "shared.js": `export const shared = "${hex(2048)}";\n`,
      "lazy.js": `import { shared } from "./shared.js";\nexport const lazy = shared + "${hex(64)}";\n`,
      "entry.js": `import { shared } from "./shared.js";\nexport const data = shared + "${hex(1536)}";\nexport const later = () => import("./lazy.js");\n`,
    });
    const buildWith = (limit: number) =>
      buildIn(folder, limit, {
        build: {
          lib: BUNDLE,
          rollupOptions: { output: { manualChunks: (id: string) => (id.endsWith("shared.js") ? "shared" : undefined) } },
        },
      });
    await buildWith(45 * 1024);
    const out = path.join(folder, "out");
    const gzipped = fs.readdirSync(out).filter((name) => name.endsWith(".gz"));
    expect(gzipped.length, "the shared code in a file of its own").toBe(3);
    for (const name of gzipped) expect(fs.statSync(path.join(out, name)).size, name).toBeLessThan(3 * 1024);
    await expect(buildWith(3 * 1024)).rejects.toThrow(/bundle\.js's first load is [\d.]+ KB gzip, over the 3\.0 KB budget/);
  });

  it("counts a chunk that several entries share once, beside each entry's own", async () => {
    const own = (name: string) => `import { shared } from "./shared.js";\nexport const ${name} = shared + "${hex(512)}";\n`;
    const folder = folderWith({ "shared.js": `export const shared = "${hex(2048)}";\n`, "a.js": own("a"), "b.js": own("b") });
    const buildWith = (limit: number) =>
      buildIn(folder, limit, {
        build: { lib: { entry: { a: "a.js", b: "b.js" }, formats: ["es"], fileName: (_f, name) => `${name}.js` } },
      });
    // About 2 KB shared + 2 × 0.5 KB own in gzip (hex halves): 3 KB counted, not 5 (the shared chunk twice).
    await buildWith(4 * 1024);
    await expect(buildWith(2.5 * 1024)).rejects.toThrow(/a\.js \+ b\.js's first load is [\d.]+ KB gzip, over the 2\.5 KB budget/);
  });

  it("compresses what an application build serves, with Vite's preload of a lazy chunk's imports in it", async () => {
    // Two lazy chunks share a third: Vite preloads it with either.
    const lazy = (name: string) => `import { shared } from "./shared.js";\nexport const ${name} = () => shared;\n`;
    const folder = folderWith({
      "shared.js": `export const shared = "${hex(64)}";\n`,
      "a.js": lazy("a"),
      "b.js": lazy("b"),
      "entry.js": `console.log(import("./a.js"), import("./b.js"));\n`,
    });
    await buildIn(folder, 45 * 1024, { base: "./", build: { rollupOptions: { input: path.join(folder, "entry.js") } } });
    const out = path.join(folder, "out", "assets");
    const scripts = fs.readdirSync(out).filter((name) => name.endsWith(".js"));
    expect(scripts.some((name) => fs.readFileSync(path.join(out, name), "utf8").includes("__vite__mapDeps"))).toBe(true);
    for (const name of scripts) {
      const code = fs.readFileSync(path.join(out, name), "utf8");
      expect(gunzipSync(fs.readFileSync(path.join(out, `${name}.gz`))).toString(), name).toBe(code);
    }
  });

  it("fails the build when the gzip size is over the budget", async () => {
    await expect(buildEntry(4 * 1024, 2 * 1024)).rejects.toThrow(/bundle\.js's first load is [\d.]+ KB gzip, over the 2\.0 KB budget/);
  });
});
