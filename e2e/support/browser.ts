import fs from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * The Chromium to drive: COUVERT_CHROMIUM, else Debian's. Playwright cannot download its own
 * browsers here, so a missing browser is a setup error with instructions, not a test failure.
 */
export function chromiumPath(): string {
  const explicit = process.env.COUVERT_CHROMIUM;
  if (explicit) {
    if (!fs.existsSync(explicit)) throw new Error(`COUVERT_CHROMIUM=${explicit} does not exist.`);
    return explicit;
  }
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found for the end-to-end tests. Install Debian's (apt-get install -y chromium) " +
        "or point COUVERT_CHROMIUM at a Chromium or Chrome binary.",
    );
  }
  return found;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-gpu",
];
