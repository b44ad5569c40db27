import type * as z from "zod/mini";
import type { Area } from "../../accounts/roles.ts";
import type { AnyErrorCode } from "../../errors.ts";

/**
 * One route of the owner API at /owner/api (docs/api.md §16): what it takes and what it answers,
 * as schemas the server checks requests with, the console parses answers with and the owner
 * OpenAPI document is written from. `errors` lists only the codes this route adds to the ones every
 * route of its kind answers (session, role, CSRF token, body; see `errorsOf` in the server's document).
 */
export interface OwnerRouteContract<
  P extends string = string,
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  A extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
> {
  method: "GET" | "POST";
  /** Under /owner/api, with `:name` parameters, e.g. `/restaurants/:slug/day`. */
  path: P;
  /** OpenAPI's operationId. */
  name: string;
  summary: string;
  /** Who may call it at the restaurant (core/accounts/roles.ts); absent: not a restaurant's route. */
  area?: Area;
  /** Whether it needs a session; restaurant routes always do. */
  session: boolean;
  query: Q;
  body: B;
  /** The `data` of a 200 answer; undefined when the answer is not JSON (`produces`). */
  answer: A;
  /** What a 200 answer is when it is not `{data}`. */
  produces?: "text/csv" | "text/event-stream";
  errors: readonly AnyErrorCode[];
}

/** An entry with its schemas' types kept. */
export function ownerRoute<
  const P extends string,
  Q extends z.ZodMiniType | undefined = undefined,
  B extends z.ZodMiniType | undefined = undefined,
  A extends z.ZodMiniType | undefined = undefined,
>(entry: {
  method: "GET" | "POST";
  path: P;
  name: string;
  summary: string;
  area?: Area;
  session?: boolean;
  query?: Q;
  body?: B;
  answer?: A;
  produces?: "text/csv" | "text/event-stream";
  errors?: readonly AnyErrorCode[];
}): OwnerRouteContract<P, Q, B, A> {
  return {
    ...entry,
    session: entry.session ?? true,
    query: entry.query as Q,
    body: entry.body as B,
    answer: entry.answer as A,
    errors: entry.errors ?? [],
  };
}

type Infer<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

/** `{ slug: string; number: string }` for `/restaurants/:slug/reservations/:number`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** What a route's handler answers and the console gets, parsed. */
export type AnswerOf<E extends OwnerRouteContract> = Infer<E["answer"]>;
/** The query and body as the server's handler gets them, parsed. */
export type QueryOf<E extends OwnerRouteContract> = Infer<E["query"]>;
export type BodyOf<E extends OwnerRouteContract> = Infer<E["body"]>;
/** The query and body as a client writes them. */
export type QueryInputOf<E extends OwnerRouteContract> = Input<E["query"]>;
export type BodyInputOf<E extends OwnerRouteContract> = Input<E["body"]>;

/** The route's path with its parameters filled in, each escaped. */
export function pathOf<P extends string>(route: { path: P }, params: PathParams<P>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`${route.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
