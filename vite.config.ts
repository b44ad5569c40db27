import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build, defineConfig, minifySync, type Plugin, type Rolldown } from "vite";
import { LANGS } from "./core/locale.ts";
import { widgetLoaderSource } from "./server/site/widget-loader.ts";
import { minifyTemplates } from "./widget/build/template-whitespace.ts";

/**
 * The widget ships as one file; its gzip size is a product promise to the restaurants' sites
 * (issue 11): 45 KB. The build fails above it.
 */
const GZIP_BUDGET_BYTES = 45 * 1024;

/**
 * Writes each built JavaScript file compressed beside it (`.gz`, `.br`), which the server sends to
 * clients that take them (server/site/precompressed.ts); prints both sizes, and fails the build
 * when a first load's gzip size is over budget.
 */
export function compressedWithBudget(limit: number): Plugin {
  return {
    name: "couvert-compressed-with-budget",
    apply: "build",
    // After every other plugin's: Vite writes its preload of a chunk's imports (`__vite__mapDeps`)
    // into the code in this hook, and a file compressed before that would be served broken.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
        const gzipped = new Map<string, number>();
        for (const file of Object.values(bundle)) {
          const code = file.type === "chunk" ? file.code : file.fileName.endsWith(".js") ? file.source : null;
          if (code === null) continue;
          const gzip = gzipSync(code, { level: 9 });
          const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
          this.emitFile({ type: "asset", fileName: `${file.fileName}.gz`, source: gzip });
          this.emitFile({ type: "asset", fileName: `${file.fileName}.br`, source: brotli });
          gzipped.set(file.fileName, gzip.length);
          this.info(`${file.fileName}: ${kb(gzip.length)} gzip, ${kb(brotli.length)} brotli`);
        }
        // The budget holds for what a page's first load fetches: an entry and every chunk it imports
        // statically (the bundler may move shared code out of the entry into such chunks).
        for (const entry of Object.values(bundle)) {
          if (entry.type !== "chunk" || !entry.isEntry) continue;
          const firstLoad = new Set<string>();
          const visit = (fileName: string) => {
            if (firstLoad.has(fileName)) return;
            firstLoad.add(fileName);
            const chunk = bundle[fileName];
            if (chunk?.type === "chunk") chunk.imports.forEach(visit);
          };
          visit(entry.fileName);
          const total = [...firstLoad].reduce((sum, fileName) => sum + (gzipped.get(fileName) ?? 0), 0);
          this.info(`${entry.fileName} first load (${firstLoad.size} files): ${kb(total)} gzip (budget ${kb(limit)})`);
          if (total > limit) this.error(`${entry.fileName}'s first load is ${kb(total)} gzip, over the ${kb(limit)} budget`);
        }
      },
    },
  };
}

/**
 * Refuses any import of zod into the widget, even one the bundler would shake out again: the widget
 * checks the API's answers with core/answers.ts and the form with core/reservation/fields.ts, and
 * zod (about 8 KB gzip) would otherwise come back with the first core schema a widget file imports.
 */
export function withoutZod(): Plugin {
  return {
    name: "couvert-without-zod",
    enforce: "pre",
    apply: "build",
    resolveId(source, importer) {
      if (source === "zod" || source.startsWith("zod/")) {
        this.error(`${importer ?? "?"} imports ${source}: the widget reads answers with core/answers.ts, not zod`);
      }
      return null;
    },
  };
}

/**
 * Writes `couvert.js`, the small loader of the content-hashed bundle (server/site/widget-loader.ts),
 * minified like the bundle (every page view of every site fetches it), under a line saying what it is.
 */
function widgetLoader(): Plugin {
  return {
    name: "couvert-widget-loader",
    apply: "build",
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry);
      if (!entry) this.error("no entry chunk to load");
      const minified = minifySync("couvert.js", widgetLoaderSource(entry.fileName), { compress: { target: "es2015" } });
      if (minified.errors.length) this.error(minified.errors.map((e) => e.message).join("; "));
      const source = `/* Couvert widget loader (docs/api.md §3.5) */\n${minified.code}`;
      this.emitFile({ type: "asset", fileName: "couvert.js", source });
    },
  };
}

/**
 * The whitespace of the Lit templates under `folders` that the page never sees, dropped
 * (widget/build/template-whitespace.ts): the widget's own and those it shares with the console.
 */
export function templateWhitespace(folders: string[]): Plugin {
  const inFolders = new RegExp(`/(${folders.join("|")})/.*\\.ts$`);
  return {
    name: "couvert-template-whitespace",
    apply: "build",
    transform(code, id) {
      if (!inFolders.test(id) || id.endsWith(".test.ts")) return null;
      const minified = minifyTemplates(code, id);
      // Lines are kept, so the source map stays right to the line.
      return minified === code ? null : { code: minified, map: null };
    },
  };
}

/**
 * The widget's languages other than English and German, each a file of its own beside the bundle,
 * `couvert.<lang>-<hash>.js` (an ES module built from widget/i18n/packs/<lang>.ts), so a page
 * downloads only the language it shows (issue 30). The bundle is one IIFE, which cannot split, so
 * widget/i18n/import-pack.ts is replaced here by an `import()` of that file from the bundle's own
 * folder (the server sends the widget folder's files with CORS, as a module import needs).
 */
export function languagePacks(): Plugin {
  const files = new Map<string, { fileName: string; code: string }>();
  const importPack = /\/widget\/i18n\/import-pack\.ts$/;
  return {
    name: "couvert-language-packs",
    apply: "build",
    async buildStart() {
      for (const lang of LANGS.filter((l) => l !== "en")) {
        const result = (await build({
          configFile: false,
          logLevel: "warn",
          build: {
            write: false,
            minify: true,
            target: "es2022",
            lib: { entry: `widget/i18n/packs/${lang}.ts`, formats: ["es"], fileName: () => `${lang}.js` },
          },
        })) as Rolldown.RolldownOutput[];
        const code = result[0]!.output[0].code;
        const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
        files.set(lang, { fileName: `couvert.${lang}-${hash}.js`, code });
      }
      for (const { fileName, code } of files.values()) this.emitFile({ type: "asset", fileName, source: code });
    },
    load(id) {
      if (!importPack.test(id)) return null;
      const names = Object.fromEntries([...files].map(([lang, file]) => [lang, file.fileName]));
      return [
        `import { loaderScript } from "../shared/script.ts";`,
        `const FILES = ${JSON.stringify(names)};`,
        `export const importPack = (lang) =>`,
        `  import(new URL(FILES[lang], loaderScript?.src || location.href).href).then((module) => module.pack);`,
      ].join("\n");
    },
  };
}

/**
 * `npm run build`: the three web components as ONE self-contained IIFE, dist/widget/couvert.<hash>.js
 * (+ source map), with lit bundled (and never zod: see withoutZod), and dist/widget/couvert.js, the loader the
 * server serves at /widget/couvert.js (docs/api.md §3.5).
 */
export default defineConfig({
  publicDir: false,
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
      fileName: () => "couvert.[hash].js",
    },
    rollupOptions: {
      external: [],
      // First in the file, after minification: V8 (Chrome 136 on) then compiles every function while
      // the script streams in, off the main thread, instead of each on its first call, on the main
      // thread, in the start-up's tasks (issue 11: no task over 50 ms). Nearly all of it runs at start-up.
      output: { postBanner: "//# allFunctionsCalledOnLoad" },
    },
  },
  plugins: [
    withoutZod(),
    templateWhitespace(["widget", "ui-shared"]),
    languagePacks(),
    widgetLoader(),
    compressedWithBudget(GZIP_BUDGET_BYTES),
  ],
});
