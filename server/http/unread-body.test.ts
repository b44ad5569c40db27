import net from "node:net";
import { afterEach, expect, it } from "vitest";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
afterEach(() => server.close());

/** Announces a 300 MB body, sends 64 KB of it, and collects what the server answers until it closes. */
function hugeUpload(url: string, headers: string): Promise<{ response: string; closed: boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/v1/reservation HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 314572800\r\n${headers}\r\n`,
      );
      socket.write("x".repeat(64 * 1024));
    });
    let response = "";
    socket.on("data", (chunk) => (response += chunk.toString()));
    socket.on("close", () => resolve({ response, closed: true }));
    socket.on("error", reject);
    setTimeout(() => {
      socket.destroy();
      resolve({ response, closed: false });
    }, 10_000).unref();
  });
}

it("a request refused before its body is read is answered and its connection closed, without reading the rest", async () => {
  server = await startTestServer();
  const { key } = await seedRestaurant(server.ctx);
  for (const [headers, status] of [
    ["Authorization: Bearer ck_wrong\r\n", 401],
    ["", 401],
    [`Authorization: Bearer ${key}\r\n`, 413],
  ] as const) {
    const { response, closed } = await hugeUpload(server.url, headers);
    expect(response.startsWith(`HTTP/1.1 ${status} `), response.slice(0, 40)).toBe(true);
    expect(response).toMatch(/\r\nConnection: close\r\n/i);
    expect(closed).toBe(true);
  }
});

it("a chunked body is refused with 413 the moment it passes 16 KiB, without waiting for its end", async () => {
  server = await startTestServer();
  const { key } = await seedRestaurant(server.ctx);
  const { hostname, port } = new URL(server.url);
  const { response, closed } = await new Promise<{ response: string; closed: boolean }>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/v1/reservation HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      // 20 KiB in one chunk, and never the last chunk: an endless body as far as the server knows.
      const chunk = `{"x":"${"a".repeat(20 * 1024)}`;
      socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    });
    let response = "";
    socket.on("data", (data) => (response += data.toString()));
    socket.on("close", () => resolve({ response, closed: true }));
    socket.on("error", reject);
    setTimeout(() => {
      socket.destroy();
      resolve({ response, closed: false });
    }, 10_000).unref();
  });
  expect(response.startsWith("HTTP/1.1 413 "), response.slice(0, 40)).toBe(true);
  expect(response).toContain('"payload_too_large"');
  expect(response).toMatch(/\r\nConnection: close\r\n/i);
  expect(closed).toBe(true);
});
