/**
 * How a translated text object differs from the English one it must mirror: keys it lacks or has
 * too many, values of another kind, and functions whose result does not use the same arguments
 * (placeholders). A test expects `[]`, so a failure lists every key to add or fix at once.
 */
export function catalogDiff(english: unknown, translated: unknown, path = ""): string[] {
  if (typeof english === "function") {
    if (typeof translated !== "function") return [`${path}: not a function (${typeof translated})`];
    const [want, got] = [placeholdersOf(english as TextFunction), placeholdersOf(translated as TextFunction)];
    return want === got ? [] : [`${path}: placeholders ${got || "(none)"} instead of ${want || "(none)"}`];
  }
  if (isTextObject(english)) {
    if (!isTextObject(translated)) return [`${path}: missing`];
    const at = (key: string) => (path ? `${path}.${key}` : key);
    const missing = Object.keys(english).filter((key) => !(key in translated));
    const extra = Object.keys(translated).filter((key) => !(key in english));
    return [
      ...missing.map((key) => `${at(key)}: missing`),
      ...extra.map((key) => `${at(key)}: not in English`),
      ...Object.keys(english)
        .filter((key) => key in translated)
        .flatMap((key) => catalogDiff(english[key], translated[key], at(key))),
    ];
  }
  if (typeof translated !== typeof english) return [`${path}: ${translated === undefined ? "missing" : `a ${typeof translated}`}`];
  return typeof translated === "string" && translated.trim() === "" ? [`${path}: empty`] : [];
}

const isTextObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * The arguments a text function's result shows, e.g. "«0» «1.restaurant»". Each argument is a
 * stand-in that reads as a marker in a string, as 3 in arithmetic (so plural rules pick "other"
 * in every language), and gives a marker for any property (a topic object's fields).
 */
type TextFunction = (...args: unknown[]) => unknown;

function placeholdersOf(text: TextFunction): string {
  const args = Array.from({ length: Math.max(text.length, 4) }, (_, i) => standIn(String(i)));
  const shown = JSON.stringify(text(...args)) ?? "";
  // A marker starts with its argument's index, so guillemets around it or in the text (Italian, Spanish) do not count.
  return [...new Set(shown.match(/«\d[^«»]*»/g) ?? [])].sort().join(" ");
}

function standIn(name: string): unknown {
  const marker = `«${name}»`;
  const toPrimitive = (hint: string) => (hint === "number" ? 3 : marker);
  return new Proxy(Object.create(null) as object, {
    get: (_target, key) => {
      if (key === Symbol.toPrimitive) return toPrimitive;
      if (key === "toString" || key === "toJSON") return () => marker;
      if (key === "valueOf") return () => 3;
      return typeof key === "string" ? standIn(`${name}.${key}`) : undefined;
    },
  });
}
