/**
 * Shape checks small enough for the widget: each guard says whether a value read from JSON has a
 * type. They check what an answer of the API must hold to be used safely (types, enums, formats),
 * never coerce or strip, and carry no messages: a value that fails is refused as a whole.
 * The server describes and parses with zod; core/answers.ts proves its guards check the same types.
 */
export type Guard<T> = (value: unknown) => value is T;
export type Guarded<G> = G extends Guard<infer T> ? T : never;

/** A guard of an object's field that may be left out. */
export type OptionalGuard<T> = Guard<T | undefined> & { optional: true };

export const isString: Guard<string> = (value): value is string => typeof value === "string";
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === "boolean";
/** A safe integer, as zod's `z.int()` takes it. */
export const isInt: Guard<number> = (value): value is number => Number.isSafeInteger(value);

/** A string matching `pattern`. */
export const matching =
  (pattern: RegExp): Guard<string> =>
  (value): value is string =>
    typeof value === "string" && pattern.test(value);

/** A string passing `check`. */
export const stringWhere =
  (check: (text: string) => boolean): Guard<string> =>
  (value): value is string =>
    typeof value === "string" && check(value);

/** Exactly `expected`. */
export const literal =
  <const T extends string | number | boolean>(expected: T): Guard<T> =>
  (value): value is T =>
    value === expected;

/** One of `values`. */
export const oneOf =
  <const T extends string>(values: readonly T[]): Guard<T> =>
  (value): value is T =>
    values.includes(value as T);

export const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);

export const optional = <T>(guard: Guard<T>): OptionalGuard<T> =>
  Object.assign((value: unknown): value is T | undefined => value === undefined || guard(value), { optional: true as const });

/** An array each of whose elements passes `guard` (holes included: `every` would skip them). */
export const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && Array.from(value).every(guard);

type Fields = Record<string, Guard<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type RequiredKeys<F extends Fields> = { [K in keyof F]: F[K] extends { optional: true } ? never : K }[keyof F];
type OptionalKeys<F extends Fields> = Exclude<keyof F, RequiredKeys<F>>;
export type ShapeOf<F extends Fields> = Simplify<
  { [K in RequiredKeys<F>]: Guarded<F[K]> } & { [K in OptionalKeys<F>]?: Exclude<Guarded<F[K]>, undefined> }
>;

/** An object (not an array) whose named fields pass their guards; other fields are let through. */
export const shape = <F extends Fields>(fields: F): Guard<ShapeOf<F>> => {
  const keys = Object.keys(fields);
  const guards = Object.values(fields);
  return (value): value is ShapeOf<F> => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
    for (let i = 0; i < keys.length; i += 1) if (!guards[i]!((value as Record<string, unknown>)[keys[i]!])) return false;
    return true;
  };
};

/**
 * `true` when A and B have the same keys and each is assignable to the other: a compile-time proof,
 * used as `const _: SameType<A, B> = true`, that a guard checks the type a schema describes.
 */
export type SameType<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;
