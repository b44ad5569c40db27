import { expect } from "vitest";
import type { Role } from "../../core/accounts/roles.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import type { TestResponse, TestServer } from "./test-server.ts";

export const CONSOLE_PASSWORD = "correct horse battery staple";

/** A signed-in console tab: its cookie and the CSRF token its writes carry (`fetch` keeps no cookies). */
export interface ConsoleTab {
  cookie: string;
  csrf: string;
}

/** Gives `email` the role at the restaurant with a known password, and signs in as the console would. */
export async function signedInTab(server: TestServer, restaurant: Restaurant, email: string, role: Role): Promise<ConsoleTab> {
  await server.ctx.services.accounts.invite(restaurant, { email, role }, "operator");
  await server.ctx.services.accounts.setPassword(email, CONSOLE_PASSWORD);
  const res = await server.request("/owner/api/session", {
    method: "POST",
    body: { email, password: CONSOLE_PASSWORD },
    headers: { origin: server.url },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.includes("couvert_session="));
  expect(cookie, "a session cookie").toBeDefined();
  return { cookie: cookie!.split(";")[0]!, csrf: res.json.data.csrfToken };
}

const routeOf = (restaurant: Restaurant, route: string) => `/owner/api/restaurants/${restaurant.slug}${route}`;

export const consoleGet = (server: TestServer, tab: ConsoleTab, restaurant: Restaurant, route: string): Promise<TestResponse> =>
  server.request(routeOf(restaurant, route), { headers: { cookie: tab.cookie } });

/** A write from the console's own page: this server's Origin and the tab's CSRF token. */
export const consolePost = (
  server: TestServer,
  tab: ConsoleTab,
  restaurant: Restaurant,
  route: string,
  body: unknown,
): Promise<TestResponse> =>
  server.request(routeOf(restaurant, route), {
    method: "POST",
    body,
    headers: { cookie: tab.cookie, origin: server.url, "x-csrf-token": tab.csrf },
  });
