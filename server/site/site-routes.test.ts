import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
afterEach(async () => {
  await server.close();
});

/** GET with a Host header of the client's choosing (fetch would not send one). */
function getWithHost(url: string, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(url);
    const req = http.get({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
}

describe("the demo pages", () => {
  it("name the server by COUVERT_PUBLIC_URL, escaped, never by the request's Host header", async () => {
    server = await startTestServer({ env: { COUVERT_PUBLIC_URL: "https://couvert.example/?a=1&b=2" }, app: { demoApiKey: "ck_demo" } });
    const page = await getWithHost(server.url, "/snippets.html", 'evil.example"><script>alert(1)</script>');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain("evil.example");
    expect(page.body).not.toContain("<script>alert(1)");
    expect(page.body).toContain("https://couvert.example/?a=1&amp;b=2/widget/couvert.js");
    expect(page.body).toContain('api-key="ck_demo"');
  });
});
