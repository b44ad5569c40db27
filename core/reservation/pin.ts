import { PIN_ALPHABET, PIN_LENGTH } from "../limits.ts";

/** docs/api.md §6: PINs compare case-insensitively after trimming. */
export const normalizePin = (pin: string): string => pin.trim().toUpperCase();

const PIN_PATTERN = new RegExp(`^[${PIN_ALPHABET}]{${PIN_LENGTH}}$`);

export const isPinShaped = (pin: string): boolean => PIN_PATTERN.test(normalizePin(pin));
