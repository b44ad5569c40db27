/**
 * Where the example finds its Couvert server and a test key (docs/testing.md). In your own project,
 * set COUVERT_URL (the server's address) and COUVERT_TEST_KEY (a `ck_test_…` key from
 * `couvert key create --test`). In Couvert's own CI, where neither is set, it takes this Playwright
 * worker's end-to-end server and makes a test key there once.
 */
export async function couvertServer(): Promise<{ url: string; testKey: string }> {
  const { COUVERT_URL: url, COUVERT_TEST_KEY: testKey } = process.env;
  if (url && testKey) return { url, testKey };
  const { couvert, e2e } = await import("../../e2e/support/env.ts");
  ownTestKey ??= (await couvert("key", "create", "--restaurant", e2e.slug, "--modules", "reservation", "--test")).key as string;
  return { url: e2e.url, testKey: ownTestKey };
}

let ownTestKey: string | undefined;
