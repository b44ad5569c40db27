import { PIN_ALPHABET, PIN_LENGTH } from "../core/limits.ts";
import { loadConfig } from "../server/config.ts";

/**
 * PIN guessing (docs/api.md §7.3): of many wrong guesses sent at once, only as many are checked as
 * the lockout allows (5 per reservation number, 20 per client in the window; every other one is
 * refused with 429 before the PIN is compared), and the right PIN is refused too until the window
 * has passed. The limits are the shipped defaults, read from the configuration as a server reads them.
 */
export const DEFAULTS = loadConfig({}).limits;
export const WINDOW_MS = DEFAULTS.pinWindowMinutes * 60_000;

/** Wrong PINs of the right shape, so each one reaches the PIN check unless a lockout stops it. */
export function wrongPins(count: number, right: string, random: () => number): string[] {
  const pins: string[] = [];
  while (pins.length < count) {
    let pin = "";
    for (let i = 0; i < PIN_LENGTH; i += 1) pin += PIN_ALPHABET[Math.floor(random() * PIN_ALPHABET.length)];
    if (pin !== right) pins.push(pin);
  }
  return pins;
}

/** A 401 is a guess that was checked and was wrong; a 429 one refused before its PIN was compared. */
export const tally = (statuses: number[]) => ({
  checked: statuses.filter((s) => s === 401).length,
  refused: statuses.filter((s) => s === 429).length,
  other: statuses.filter((s) => s !== 401 && s !== 429),
});
