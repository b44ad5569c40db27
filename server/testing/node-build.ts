import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
// esbuild comes with tsx (a dependency), which compiles the same code the same way.
import { build } from "esbuild";
import { PROJECT_ROOT } from "../site/paths.ts";

/**
 * The TypeScript entry point `entry` (relative to the project) bundled into one ES module that plain
 * `node` runs, for the processes the tests spawn: a server started through tsx spent about 1.5 s of
 * CPU compiling before it listened, each time (the abuse suite and the e2e run start dozens).
 *
 * Packages stay imports, so the bundle is written under the project's `.tmp/` (ignored by git),
 * where Node finds node_modules as the sources do; and every `import.meta.url` keeps naming its own
 * source file, so the migrations, the worker and the data files beside the code are found as
 * before. Returns the bundle's path and a function that deletes it.
 */
export async function buildForNode(entry: string): Promise<{ file: string; remove(): void }> {
  const tmp = path.join(PROJECT_ROOT, ".tmp");
  fs.mkdirSync(tmp, { recursive: true });
  const dir = fs.mkdtempSync(path.join(tmp, "node-build-"));
  const file = path.join(dir, `${path.basename(entry, ".ts")}.mjs`);
  await build({
    entryPoints: [path.join(PROJECT_ROOT, entry)],
    outfile: file,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
    plugins: [
      {
        name: "import-meta-url-of-the-source",
        setup(build) {
          build.onLoad({ filter: /\.ts$/ }, async (args) => ({
            contents: (await fs.promises.readFile(args.path, "utf8")).replaceAll(
              "import.meta.url",
              JSON.stringify(pathToFileURL(args.path).href),
            ),
            loader: "ts",
          }));
        },
      },
    ],
  });
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
