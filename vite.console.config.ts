import { defineConfig } from "vite";
import { compressedWithBudget, templateWhitespace } from "./vite.config.ts";

/**
 * The console is for owners on the restaurant's own devices, phones at the host stand included.
 * 80 KB until the owner API contract: parsing every answer with core's schemas (core/owner/contract)
 * took it from 77.6 to 85.7 KB gzip (+24 KB minified: zod's union/object/refine code +8 KB, the
 * answer schemas with the reservation, key, event and settings rules they reuse +14 KB, the
 * ConsoleApi and refusal sentences +2 KB). 88 KB kept that and a little room, no more.
 * 90 KB since tables mode (issue 27): its contract's answer schemas (the room, the timeline, seating)
 * are in OWNER_API, which the console loads whole: 86.0 → 88.3 KB. The Tables and Timeline screens
 * themselves are a chunk of their own (13.6 KB gzip) loaded when first shown, adding 0.3 KB here.
 * Issue 28's owner items (Edit, Undo, last seating) took it to 92.6 KB; the walkthrough, Settings
 * and Website screens then became a chunk of their own (console/screens/setup-screens.ts, 18 KB),
 * and the budget now counts the whole first load (the entry and the chunks it imports): 86.2 KB.
 * Built as an application rather than a library since: 87.3 → 81.2 KB, as a library's ES output
 * keeps its whitespace (for the bundlers of those who import it) and the console has none.
 */
const GZIP_BUDGET_BYTES = 90 * 1024;

/**
 * The owner console (server/owner/console-site.ts serves it at /owner/): its own bundle, an ES
 * module, dist/console/console.js, sharing core's schemas and rules with the server and widget.
 *
 * Not a library build, for the first load's round trips: a screen loaded as a chunk of its own
 * fetches the chunks it imports together with it (Vite's preload of dynamic imports, which library
 * builds leave out), and the page names console.js's own imports as `modulepreload` links, read
 * from the manifest, so they come with console.js instead of after it.
 */
export default defineConfig({
  publicDir: false,
  base: "./",
  build: {
    outDir: "dist/console",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    minify: true,
    // .vite/manifest.json: the page's modulepreload links (server/owner/console-site.ts).
    manifest: true,
    // A browser without modulepreload (Safari before 17) loads each chunk when asked, as before.
    modulePreload: { polyfill: false },
    assetsDir: "",
    rollupOptions: {
      input: "console/index.ts",
      // The lazily loaded screens import what they share from console.js. A strict entry signature
      // would move all that shared code into a third file the first load needs too: the console
      // exports nothing.
      preserveEntrySignatures: "allow-extension",
      output: { entryFileNames: "console.js", chunkFileNames: "[name]-[hash].js", format: "es" },
    },
  },
  // Its templates lose the whitespace the page never sees, as the widget's do.
  plugins: [templateWhitespace(["console", "ui-shared"]), compressedWithBudget(GZIP_BUDGET_BYTES)],
});
