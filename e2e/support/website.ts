import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Creates a key with the Website screen's form (on the screen, or inside the walkthrough's step)
 * and returns what its one-time panel shows: the key and the snippet. English texts.
 */
export async function createKey(
  scope: Page | Locator,
  options: { label?: string; origins?: readonly string[]; withoutModules?: readonly string[]; test?: boolean } = {},
): Promise<{ clearKey: string; snippet: string }> {
  const form = scope.getByRole("region", { name: "New key" });
  if (options.label) await form.getByRole("textbox", { name: /^Name/ }).fill(options.label);
  for (const module of options.withoutModules ?? []) await form.getByRole("checkbox", { name: module }).uncheck();
  await form.getByRole("textbox", { name: "Websites" }).fill((options.origins ?? []).join("\n"));
  if (options.test) await form.getByRole("checkbox", { name: "Test key" }).check();
  await form.getByRole("button", { name: "Create key" }).click();
  const panel = scope.getByRole("region", { name: "Your new key: copy it now" });
  await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
  return {
    clearKey: (await panel.locator("#clear-key").innerText()).trim(),
    snippet: (await panel.locator("#snippet").innerText()).trim(),
  };
}

/** A key's card in the Website screen's list, found by its name. */
export const keyCard = (scope: Page | Locator, label: string): Locator => scope.locator("couvert-key-card").filter({ hasText: label });
