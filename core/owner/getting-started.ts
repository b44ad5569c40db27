import type { OpeningHours } from "../hours.ts";
import { WIDGET_MODULES, type ModuleId } from "../modules.ts";
import { WEEKDAYS } from "../time.ts";

/**
 * The first sign-in's walkthrough (docs/api.md §16.9), in the order an owner goes through it: what
 * guests see of the restaurant, when it is open, how many it seats, the snippet for the website,
 * and going live.
 */
export const GETTING_STARTED_STEPS = ["details", "hours", "capacity", "website", "publish"] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

/** What the steps are judged on: the restaurant as the console's settings and website screens load it. */
export interface GettingStartedState {
  settings: { address: string | null; phone: string | null; maxCoversPerSlot: number | null };
  hours: OpeningHours;
  /** The restaurant's keys as listed to owners (console preview keys are never among them). */
  keys: readonly { revokedAt: string | null; modules: readonly ModuleId[] }[];
  published: boolean;
}

/**
 * Whether each step is done. Details need a way for guests to find and reach the restaurant (its
 * name is set at creation); hours need one open weekday, since a restaurant closed every week
 * offers no times; capacity is what publishing itself requires; the website needs a key that is
 * not revoked and serves a widget.
 */
export function gettingStartedProgress(state: GettingStartedState): Record<GettingStartedStep, boolean> {
  return {
    details: state.settings.address !== null && state.settings.phone !== null,
    hours: WEEKDAYS.some((day) => !state.hours.weeklyHours[day].closed),
    capacity: state.settings.maxCoversPerSlot !== null,
    website: state.keys.some((key) => key.revokedAt === null && key.modules.some((module) => WIDGET_MODULES.includes(module))),
    publish: state.published,
  };
}

/** Where the walkthrough opens: the first step not done, else the last. */
export function firstOpenStep(progress: Record<GettingStartedStep, boolean>): GettingStartedStep {
  return GETTING_STARTED_STEPS.find((step) => !progress[step]) ?? GETTING_STARTED_STEPS[GETTING_STARTED_STEPS.length - 1]!;
}

export const isGettingStartedStep = (value: unknown): value is GettingStartedStep =>
  (GETTING_STARTED_STEPS as readonly unknown[]).includes(value);
