/** The API modules a key can be granted (docs/api.md §2.2). */
export const MODULE_IDS = ["menu", "reservation", "reviews", "news", "events", "gallery", "opening_hours"] as const;

export type ModuleId = (typeof MODULE_IDS)[number];

export const isModuleId = (value: string): value is ModuleId => (MODULE_IDS as readonly string[]).includes(value);
