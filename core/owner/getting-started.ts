import type { OpeningHours } from "../hours.ts";
import { WIDGET_MODULES, type ModuleId } from "../modules.ts";
import { WEEKDAYS } from "../time.ts";

/**
 * The first sign-in's walkthrough (docs/api.md §16.9), in the order an owner goes through it: what
 * guests see of the restaurant, when it is open, how many it seats, who is told of bookings, the
 * snippet for the website, the page where guests change or cancel, and going live.
 */
export const GETTING_STARTED_STEPS = ["details", "hours", "capacity", "notifications", "website", "manage", "publish"] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

/** What the steps are judged on: the restaurant as the console's settings and website screens load it. */
export interface GettingStartedState {
  settings: {
    address: string | null;
    phone: string | null;
    maxCoversPerSlot: number | null;
    notificationEmails: readonly string[];
    manageUrl: string | null;
  };
  hours: OpeningHours;
  /** The restaurant's keys as listed to owners (console preview keys are never among them). */
  keys: readonly { revokedAt: string | null; modules: readonly ModuleId[] }[];
  published: boolean;
}

/**
 * Whether each step is done. Details need a way for guests to find and reach the restaurant (its
 * name is set at creation); hours need one open weekday, since a restaurant closed every week
 * offers no times; capacity is what publishing itself requires; notifications need someone
 * e-mailed of new bookings (issue 28: else nobody learns of them); the website needs a key that is
 * not revoked and serves a widget; the manage page needs the owner's page named (until then guest
 * e-mails link to the hosted page, which works, but not on the owner's site).
 */
export function gettingStartedProgress(state: GettingStartedState): Record<GettingStartedStep, boolean> {
  return {
    details: state.settings.address !== null && state.settings.phone !== null,
    hours: WEEKDAYS.some((day) => !state.hours.weeklyHours[day].closed),
    capacity: state.settings.maxCoversPerSlot !== null,
    notifications: state.settings.notificationEmails.length > 0,
    website: state.keys.some((key) => key.revokedAt === null && key.modules.some((module) => WIDGET_MODULES.includes(module))),
    manage: state.settings.manageUrl !== null,
    publish: state.published,
  };
}

/** Where the walkthrough opens: the first step not done, else the last. */
export function firstOpenStep(progress: Record<GettingStartedStep, boolean>): GettingStartedStep {
  return GETTING_STARTED_STEPS.find((step) => !progress[step]) ?? GETTING_STARTED_STEPS[GETTING_STARTED_STEPS.length - 1]!;
}

export const isGettingStartedStep = (value: unknown): value is GettingStartedStep =>
  (GETTING_STARTED_STEPS as readonly unknown[]).includes(value);
