/** docs/api.md §8: neutral names for the platforms events come from. */
export const PLATFORMS = ["native", "social_network", "photo_sharing", "business_listing", "messaging_channel"] as const;
export type Platform = (typeof PLATFORMS)[number];

export const EVENT_STATUSES = ["draft", "published", "archived"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const VIEW_MODES = ["list", "grid"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
