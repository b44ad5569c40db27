import { defineConfig } from "vite";
import { compressedWithBudget, templateWhitespace } from "./vite.config.ts";

/**
 * The console is for owners on the restaurant's own devices, phones at the host stand included.
 * 80 KB until the owner API contract: parsing every answer with core's schemas (core/owner/contract)
 * took it from 77.6 to 85.7 KB gzip (+24 KB minified: zod's union/object/refine code +8 KB, the
 * answer schemas with the reservation, key, event and settings rules they reuse +14 KB, the
 * ConsoleApi and refusal sentences +2 KB). 88 KB keeps that and a little room, no more.
 */
const GZIP_BUDGET_BYTES = 88 * 1024;

/**
 * The owner console (server/owner/console-site.ts serves it at /owner/): its own bundle, an ES
 * module, dist/console/console.js, sharing core's schemas and rules with the server and widget.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist/console",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    minify: true,
    lib: { entry: "console/index.ts", formats: ["es"], fileName: () => "console.js" },
  },
  // Its templates lose the whitespace the page never sees, as the widget's do.
  plugins: [templateWhitespace(["console", "ui-shared"]), compressedWithBudget(GZIP_BUDGET_BYTES)],
});
