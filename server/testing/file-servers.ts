import { afterAll, afterEach } from "vitest";
import { startTestServer, type TestServer, type TestServerOptions } from "./test-server.ts";

/**
 * Test servers for one test file: `start()` hands every test the file's one shared server (started
 * on first use with `shared`, its clock put back to where it started, closed after the file), on
 * which each test seeds a restaurant and key of its own; `start(options)` (even `start({})`) starts
 * a server of the test's own, closed after it, for a test that needs other limits or a database to
 * itself (one that counts every row of a table, or makes every insert fail).
 * Starting a server (a database copied from the template, the context, the app) costs more than
 * most tests, and on PostgreSQL far more: sharing it is most of a server test file's speed.
 * Isolation holds because each test reads and writes its own restaurant's rows only, and the
 * limits it counts are per key or per restaurant.
 */
export function testServers(shared: TestServerOptions = {}): (options?: TestServerOptions) => Promise<TestServer> {
  let file: Promise<{ server: TestServer; startedAt: Date }> | undefined;
  const own: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(own.splice(0).map((server) => server.close()));
  });
  afterAll(async () => {
    if (file) await (await file).server.close();
  });
  return async (options) => {
    if (options) {
      const server = await startTestServer(options);
      own.push(server);
      return server;
    }
    file ??= startTestServer(shared).then((server) => ({ server, startedAt: server.clock.now() }));
    const { server, startedAt } = await file;
    server.clock.set(startedAt);
    return server;
  };
}
