/** The API modules a key can be granted (docs/api.md §2.2). */
export const MODULE_IDS = ["menu", "reservation", "reviews", "news", "events", "gallery", "opening_hours"] as const;

export type ModuleId = (typeof MODULE_IDS)[number];

/** The modules the three widgets call (booking and look-up: reservation; events: events). */
export const WIDGET_MODULES: readonly ModuleId[] = ["reservation", "events"];

export const isModuleId = (value: string): value is ModuleId => (MODULE_IDS as readonly string[]).includes(value);
