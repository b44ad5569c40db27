import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { minify } from "terser";
import { build, defineConfig, minifySync, type Plugin, type Rolldown } from "vite";
import { LANGS } from "./core/locale.ts";
import { WIDGET_KINDS, widgetLoaderSource, type WidgetFiles } from "./server/site/widget-loader.ts";
import { minifyTemplatesMapped } from "./widget/build/template-whitespace.ts";

/**
 * The widget's gzip size is a product promise to the restaurants' sites (issue 11): 45 KB for a
 * page with all three elements (all it loads). The build fails above it.
 */
const GZIP_BUDGET_BYTES = 45 * 1024;

/**
 * The files a page loads for `entries`: each entry after the chunks it imports statically (in the
 * order they must run), every file once.
 */
export function firstLoadFiles(bundle: Rolldown.OutputBundle, entries: Rolldown.OutputChunk[]): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type === "chunk") chunk.imports.forEach(visit);
    files.push(fileName);
  };
  for (const entry of entries) visit(entry.fileName);
  return files;
}

/**
 * Writes each built JavaScript file compressed beside it (`.gz`, `.br`), which the server sends to
 * clients that take them (server/site/precompressed.ts); prints both sizes, and fails the build
 * when the first load of a page with every widget is over budget.
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
        // The budget holds for what a page with every entry loads (each of the widget's elements is
        // one): each entry and every chunk it imports statically, a chunk they share counted once.
        const entries = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === "chunk" && file.isEntry);
        const files = firstLoadFiles(bundle, entries);
        const total = files.reduce((sum, fileName) => sum + (gzipped.get(fileName) ?? 0), 0);
        const named = entries.map((entry) => entry.fileName).join(" + ");
        this.info(`${named}'s first load (${files.length} files): ${kb(total)} gzip (budget ${kb(limit)})`);
        if (total > limit) this.error(`${named}'s first load is ${kb(total)} gzip, over the ${kb(limit)} budget`);
      },
    },
  };
}

/**
 * Each chunk compressed by terser (two passes) before Rolldown's own minifier: the widget's first
 * load is 0.46 KB gzip smaller than with either alone (Vite's `minify: "terser"` keeps every
 * `@__PURE__` note in a library build), bytes the 45 KB budget had run out of (issue 30).
 */
export function minifiedByTerser(): Plugin {
  return {
    name: "couvert-minified-by-terser",
    apply: "build",
    async renderChunk(code) {
      const minified = await minify(code, {
        module: true,
        ecma: 2020,
        compress: { passes: 2 },
        format: { comments: false },
        sourceMap: { asObject: true },
      });
      return { code: minified.code!, map: minified.map as Rolldown.SourceMapInput };
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
 * Writes `couvert.js`, the small loader of the content-hashed chunks (server/site/widget-loader.ts),
 * minified like them (every page view of every site fetches it), under a line saying what it is.
 * It names each element's files: the shared chunk(s) first, then the element's own entry.
 */
function widgetLoader(): Plugin {
  return {
    name: "couvert-widget-loader",
    apply: "build",
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === "chunk" && file.isEntry);
      const files = Object.fromEntries(
        WIDGET_KINDS.map((kind) => {
          const entry = entries.find((chunk) => chunk.name === kind);
          if (!entry) this.error(`no entry chunk for ${kind}`);
          return [kind, firstLoadFiles(bundle, [entry])];
        }),
      ) as WidgetFiles;
      const minified = minifySync("couvert.js", widgetLoaderSource(files), { compress: { target: "es2015" } });
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
      return minifyTemplatesMapped(code, id);
    },
  };
}

/**
 * The widget's languages other than English and German, each a file of its own beside the bundle,
 * `couvert.<lang>-<hash>.js` (an ES module built from widget/i18n/packs/<lang>.ts, on its own: it
 * shares no chunk with the elements), so a page downloads only the language it shows (issue 30).
 * widget/i18n/import-pack.ts is replaced here by an `import()` of that file from the chunks' own
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
        `const FILES = ${JSON.stringify(names)};`,
        `export const importPack = (lang) => import(new URL(FILES[lang], import.meta.url).href).then((module) => module.pack);`,
      ].join("\n");
    },
  };
}

/**
 * `npm run build`: the three web components as ES modules in dist/widget/ (+ source maps), one
 * entry per element, `couvert.<element>-<hash>.js`, and what two or more of them share (Lit, the
 * client, the shared domain code) in one chunk, `couvert.shared-<hash>.js`, so a page runs only the
 * code of the widgets it holds; lit bundled, never zod (see withoutZod); and dist/widget/couvert.js,
 * the loader the server serves at /widget/couvert.js (docs/api.md §3.5).
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist/widget",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    minify: true,
    // Library mode: no preload helper around `import()` (the loader names each element's files).
    lib: {
      entry: Object.fromEntries(WIDGET_KINDS.map((kind) => [kind, `widget/${kind}.ts`])),
      formats: ["es"],
      fileName: (_format, name) => `couvert.${name}-[hash].js`,
    },
    rollupOptions: {
      // The entries export nothing: each defines its element.
      preserveEntrySignatures: false,
      output: {
        // Whitespace too, which library mode keeps in an ES build by default, and no comments.
        minify: true,
        comments: false,
        chunkFileNames: "couvert.[name]-[hash].js",
        // What two element entries share, in one chunk; an element's own folder stays in its entry
        // (its later chunks import from there).
        codeSplitting: { groups: [{ name: "shared", minShareCount: 2, test: (id) => !/\/widget\/couvert-\w+\//.test(id) }] },
        // First in each file, after minification: V8 (Chrome 136 on) then compiles every function while
        // the script streams in, off the main thread, instead of each on its first call, on the main
        // thread, in the start-up's tasks (issue 11: no task over 50 ms). Nearly all of it runs at start-up.
        postBanner: "//# allFunctionsCalledOnLoad",
      },
    },
  },
  plugins: [
    withoutZod(),
    minifiedByTerser(),
    templateWhitespace(["widget", "ui-shared"]),
    languagePacks(),
    widgetLoader(),
    compressedWithBudget(GZIP_BUDGET_BYTES),
  ],
});
