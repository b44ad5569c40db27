/**
 * A value a service has at once when it is kept in memory, else a promise of it: a caller that can
 * answer only from memory (the fast lane, http/fast-lane.ts) tells the two apart with isLater.
 */
export type Later<T> = T | Promise<T>;

export const isLater = <T>(value: Later<T>): value is Promise<T> => value instanceof Promise;
