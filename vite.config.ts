import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

/** The widget ships as one file; its gzip size is a product promise to the restaurants' sites. */
const GZIP_BUDGET_BYTES = 45 * 1024;

/** Prints the gzip size of each built JavaScript file and fails the build when one is over budget. */
function gzipBudget(limit: number): Plugin {
  return {
    name: "couvert-gzip-budget",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        const size = gzipSync(file.code, { level: 9 }).length;
        const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
        this.info(`${file.fileName}: ${kb(size)} gzip (budget ${kb(limit)})`);
        if (size > limit) this.error(`${file.fileName} is ${kb(size)} gzip, over the ${kb(limit)} budget`);
      }
    },
  };
}

/**
 * `npm run build`: the three web components as ONE self-contained IIFE, dist/widget/couvert.js
 * (+ source map), with lit, luxon and zod/mini bundled; the server serves it at /widget/couvert.js.
 */
export default defineConfig({
  publicDir: false,
  resolve: {
    // core/ runs on luxon; in the browser bundle a 1 KB Intl-based subset stands in for its 22 KB
    // (widget/shared/luxon-lite.ts, checked against real luxon by luxon-lite.test.ts).
    alias: { luxon: fileURLToPath(new URL("./widget/shared/luxon-lite.ts", import.meta.url)) },
  },
  build: {
    outDir: "dist/widget",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    minify: true,
    lib: {
      entry: "widget/index.ts",
      formats: ["iife"],
      name: "Couvert",
      fileName: () => "couvert.js",
    },
    rollupOptions: { external: [] },
  },
  plugins: [gzipBudget(GZIP_BUDGET_BYTES)],
});
