import { Task, TaskStatus } from "@lit/task";
import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { AnswerOf, OwnerRouteContract, PathParams } from "../core/owner/contract/route.ts";
import type { CallInput, ConsoleApi } from "./api.ts";
import { errorText } from "./i18n/index.ts";
import type { ScreenContext } from "./screens/screen.ts";

/** A console screen: an element the shell hands its context. */
export type ScreenHost = ReactiveControllerHost & { context: ScreenContext };

/** One restaurant's routes (docs/api.md §16), for a load (aborted with `signal`) or a write bound to that restaurant. */
export class RestaurantCalls {
  readonly api: ConsoleApi;
  readonly slug: string;
  readonly signal?: AbortSignal;

  constructor(api: ConsoleApi, slug: string, signal?: AbortSignal) {
    this.api = api;
    this.slug = slug;
    this.signal = signal;
  }

  /** Calls one of the restaurant's routes; `params` are its path parameters besides the slug. */
  call<E extends OwnerRouteContract>(
    route: E,
    input: Omit<CallInput<E>, "signal"> & { params?: Omit<PathParams<E["path"]>, "slug"> } = {},
  ): Promise<AnswerOf<E>> {
    const params = { ...input.params, slug: this.slug } as unknown as PathParams<E["path"]>;
    return this.api.call(route, params, { query: input.query, body: input.body, signal: this.signal });
  }
}

/** A screen's `ScreenLoad.write`, handed to the parts of the screen that write (a form, a card). */
export type ScreenWrite = <R>(call: (calls: RestaurantCalls) => Promise<R>) => Promise<{ value: R } | null>;

export interface ScreenLoadOptions<T, A extends readonly unknown[]> {
  /** The screen's arguments besides the restaurant (a date, a query…): a change loads anew, showing "loading" meanwhile. */
  args?: (context: ScreenContext) => A;
  /** Whether a live update (`context.liveTick`) loads again; what is shown stays until the new answer. */
  live?: boolean;
  /** Asks for the data with `calls`, whose reads the next load aborts. */
  load: (calls: RestaurantCalls, ...args: A) => Promise<T>;
  /**
   * Told each answer that is shown (never one overtaken): where a screen resets what it derives
   * from the data. `fresh`: the first for this restaurant and these arguments, not a reload of what
   * is shown, so what was said or typed about the last ones no longer holds.
   */
  loaded?: (value: T, fresh: boolean) => void;
  /**
   * Told before the first render for each restaurant shown (the first one too): where a screen
   * resets the state it keeps for a restaurant whatever its load, such as a form being typed.
   */
  restaurantShown?: (context: ScreenContext) => void;
}

/** A load's answer and the restaurant and arguments it was asked for. */
interface Loaded<T> {
  key: readonly unknown[];
  value: T;
}

/**
 * The one way a console screen loads (README "Owner console"): a `@lit/task` Task keyed by the
 * restaurant shown and the screen's arguments. A change of either aborts the request still out and
 * asks anew, and an answer so overtaken is dropped (the Task keeps only its newest run), so what is
 * shown was always loaded for the restaurant and arguments shown. Writes go through `write`, bound
 * to the restaurant the shown data was loaded for: a form filled from A's data can never post to B.
 */
export class ScreenLoad<T, A extends readonly unknown[] = []> {
  private readonly task: Task<readonly unknown[], Loaded<T>>;
  private loaded: Loaded<T> | null = null;

  private readonly host: ScreenHost;
  private readonly options: ScreenLoadOptions<T, A>;

  constructor(host: ScreenHost, options: ScreenLoadOptions<T, A>) {
    this.host = host;
    this.options = options;

    // Before the Task's own controller: what `restaurantShown` resets is read by the Task's arguments.
    const { restaurantShown } = options;
    if (restaurantShown) new RestaurantShown(host, restaurantShown);
    this.task = new Task(host, {
      task: async ([slug, , ...args], { signal }) => {
        const calls = new RestaurantCalls(host.context.api, slug as string, signal);
        return { key: [slug, ...args], value: await options.load(calls, ...(args as unknown as A)) };
      },
      args: () => [host.context.restaurant.slug, options.live ? host.context.liveTick : 0, ...this.args()],
      onComplete: (loaded) => {
        const fresh = !sameKey(this.loaded?.key, loaded.key);
        this.loaded = loaded;
        options.loaded?.(loaded.value, fresh);
      },
    });
  }

  /** The data loaded for the restaurant and arguments shown; undefined while they load (or failed). */
  get value(): T | undefined {
    return this.current()?.value;
  }

  /** The failure of the newest load, if it failed (a failed live reload leaves `value` shown). */
  get error(): unknown {
    return this.task.status === TaskStatus.ERROR ? this.task.error : undefined;
  }

  /** The shown data, else the failure's text (with `failed`), else "loading". */
  render<R>(states: { loading: () => R; failed: (message: string) => R; ready: (value: T) => R }): R {
    const loaded = this.current();
    if (loaded) return states.ready(loaded.value);
    const { error } = this;
    return error === undefined ? states.loading() : states.failed(errorText(this.host.context.m, error));
  }

  /** Loads again (a retry, or after a write that changes what is shown). */
  readonly reload = async (): Promise<void> => {
    await this.task.run();
  };

  /**
   * Sends a write to the restaurant the shown data was loaded for. Resolves to `null`, nothing sent,
   * while nothing is shown for the restaurant and arguments of the screen (a load pending or
   * failed), and to `null` when others are shown by the time the answer comes: that answer (or
   * failure) belongs to no form on screen. A failure while they are still shown is thrown. Writes are
   * never aborted: once sent, the server may have done it.
   */
  async write<R>(call: (calls: RestaurantCalls) => Promise<R>): Promise<{ value: R } | null> {
    const loaded = this.current();
    if (!loaded) return null;
    const stillShown = () => sameKey(this.current()?.key, loaded.key);
    try {
      const value = await call(new RestaurantCalls(this.host.context.api, loaded.key[0] as string));
      return stillShown() ? { value } : null;
    } catch (error) {
      if (stillShown()) throw error;
      return null;
    }
  }

  /** Replaces the shown data (a write's answer from `write`, which is for what is shown). */
  show(value: T): void {
    const loaded = this.current();
    if (!loaded) return;
    this.loaded = { key: loaded.key, value };
    this.host.requestUpdate();
  }

  private args(): A {
    return this.options.args?.(this.host.context) ?? ([] as unknown as A);
  }

  /** The last load's answer when it was for the restaurant and arguments shown. */
  private current(): Loaded<T> | null {
    const loaded = this.loaded;
    return loaded && sameKey(loaded.key, [this.host.context.restaurant.slug, ...this.args()]) ? loaded : null;
  }
}

/**
 * Tells a screen, before the first render for each restaurant it shows (the first one too), to
 * reset what it keeps per restaurant: the one place a screen's restaurant is compared with the last.
 */
export class RestaurantShown implements ReactiveController {
  private restaurant: string | null = null;

  private readonly host: ScreenHost;
  private readonly shown: (context: ScreenContext) => void;

  constructor(host: ScreenHost, shown: (context: ScreenContext) => void) {
    this.host = host;
    this.shown = shown;

    host.addController(this);
  }

  hostUpdate(): void {
    const { context } = this.host;
    if (context.restaurant.slug === this.restaurant) return;
    this.restaurant = context.restaurant.slug;
    this.shown(context);
  }
}

function sameKey(a: readonly unknown[] | undefined, b: readonly unknown[]): boolean {
  return !!a && a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
