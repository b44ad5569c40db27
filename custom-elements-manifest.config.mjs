/**
 * `custom-elements.json`, generated from the elements' JSDoc (@tagname, @attr, @fires, @csspart,
 * @cssproperty) by `npm run build` into dist/widget/, served beside the widget for editors and
 * docs tools.
 */
export default {
  globs: ["widget/couvert-*/couvert-*.ts"],
  exclude: ["**/*.styles.ts", "**/*.test.ts"],
  outdir: "dist/widget",
  litelement: true,
  plugins: [internalStateIsNotApi()],
};

/**
 * The elements keep internal reactive state in `static properties` with `state: true`, which the
 * analyzer would list as attributes and public fields: leave those out of the manifest.
 */
function internalStateIsNotApi() {
  const stateByClass = new Map();
  return {
    name: "couvert-internal-state",
    analyzePhase({ ts, node }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const properties = node.members.find(
        (m) =>
          ts.isPropertyDeclaration(m) && m.name.getText() === "properties" && m.initializer && ts.isObjectLiteralExpression(m.initializer),
      );
      if (!properties) return;
      const isState = (p) =>
        ts.isPropertyAssignment(p) &&
        ts.isObjectLiteralExpression(p.initializer) &&
        p.initializer.properties.some((q) => q.name?.getText() === "state" && q.initializer?.kind === ts.SyntaxKind.TrueKeyword);
      stateByClass.set(node.name.getText(), new Set(properties.initializer.properties.filter(isState).map((p) => p.name.getText())));
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const declaration of mod.declarations ?? []) {
          const state = stateByClass.get(declaration.name);
          if (!declaration.tagName || !state) continue;
          declaration.attributes = (declaration.attributes ?? []).filter((a) => !state.has(a.fieldName));
          declaration.members = (declaration.members ?? []).filter((m) => !state.has(m.name));
        }
      }
    },
  };
}
