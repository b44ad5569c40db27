import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRoutes } from "../modules/index.ts";
import { ajv, at, apiDocument } from "../testing/openapi-conformance.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { openApiDocument } from "./openapi.ts";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Every place in the document that holds a JSON Schema, as a JSON pointer. */
function schemaPointers(): string[] {
  const pointers = Object.keys(apiDocument.components.schemas).map((name) => `/components/schemas/${name}`);
  const walk = (value: unknown, pointer: string) => {
    if (typeof value !== "object" || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const here = `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`;
      if (key === "schema") pointers.push(here);
      else walk(child, here);
    }
  };
  walk(apiDocument.paths, "/paths");
  const { schemas: _schemas, ...others } = apiDocument.components;
  walk(others, "/components");
  return pointers;
}

const operations = () =>
  Object.entries(apiDocument.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );

// The OpenAPI 3.1 schema itself is not among the dependencies: the document's shape is asserted
// here directly, and every JSON Schema in it is checked by ajv against draft 2020-12.
describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 in the JSON Schema dialect zod writes", () => {
    expect(apiDocument.openapi).toMatch(/^3\.1\.\d+$/);
    expect(apiDocument.jsonSchemaDialect).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(apiDocument.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(apiDocument.servers).toEqual([{ url: "/api/v1" }]);
  });

  it("holds only schemas that are valid draft 2020-12 and compile under ajv's strict mode", () => {
    const pointers = schemaPointers();
    expect(pointers.length).toBeGreaterThan(50);
    for (const pointer of pointers) {
      const schema = at(pointer)!.value;
      expect(ajv.validateSchema(schema) ? null : ajv.errors, pointer).toBeNull();
      expect(() => ajv.getSchema(`openapi.json#${pointer}`), pointer).not.toThrow();
      expect(ajv.getSchema(`openapi.json#${pointer}`), pointer).toBeTypeOf("function");
    }
  });

  it("has no reference that leads nowhere", () => {
    const refs: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value !== "object" || value === null) return;
      for (const [key, child] of Object.entries(value)) {
        if (key === "$ref") refs.push(child as string);
        else walk(child);
      }
    };
    walk(apiDocument);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\//);
      expect(at(ref.slice(1)), ref).toBeDefined();
    }
  });

  it("gives every operation a unique id, a description for each response, and an error body on each error status", () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, operation } of operations()) {
      expect(Object.keys(operation.responses), name).toContain("200");
      expect(operation.responses.default, name).toEqual({ $ref: "#/components/responses/Refused" });
      for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
        if (status === "default") continue;
        expect(response.description, `${name} ${status}`).toEqual(expect.any(String));
        if (Number(status) >= 400) {
          const codes: string[] = response.content["application/json"].schema.properties.error.properties.code.enum;
          for (const code of codes) expect(response.description, `${name} ${status}`).toContain(`\`${code}\``);
        }
      }
    }
  });

  it("asks for the API key everywhere but /health and /openapi.json", () => {
    expect(apiDocument.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(apiDocument.security).toEqual([{ apiKey: [] }]);
    const open = operations()
      .filter(({ operation }) => operation.security?.length === 0)
      .map(({ name }) => name);
    expect(open.sort()).toEqual(["GET /health", "GET /openapi.json"]);
  });

  it("tells generated clients what a booking must hold, and that a change sends no null for it", () => {
    const valid = (schema: string, body: unknown) => ajv.getSchema(`openapi.json#/components/schemas/${schema}`)!(body);
    const booking = { guest_last_name: "Lovelace", guest_email: "ada@example.org", party_size: 2, starts_at: "2026-12-01T19:00:00+01:00" };
    expect(valid("BookingRequest", booking)).toBe(true);
    for (const field of ["guest_last_name", "party_size", "starts_at"] as const) {
      expect(valid("BookingRequest", { ...booking, [field]: undefined }), `${field} left out`).toBe(false);
      expect(valid("BookingRequest", { ...booking, [field]: null }), `${field} null`).toBe(false);
    }
    expect(valid("BookingRequest", { ...booking, party_size: 0 })).toBe(false);
    expect(valid("BookingRequest", { ...booking, guest_last_name: "" })).toBe(false);
    const change = { reservation_number: 4821733, pin: "K7M2QX" };
    expect(valid("ManageChangeRequest", { ...change, party_size: 4 })).toBe(true);
    expect(valid("ManageChangeRequest", { ...change, party_size: null })).toBe(false);
  });

  it("is built once", () => {
    expect(openApiDocument()).toBe(openApiDocument());
  });
});

describe("the document against the server", () => {
  // One server for these tests: they read the document and the routes, and seed nothing.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("documents exactly the routes the router serves", () => {
    const served = [...allRoutes(server.ctx).map((r) => `${r.method} ${r.path}`), "GET /health", "GET /openapi.json"];
    expect(
      operations()
        .map(({ name }) => name)
        .sort(),
    ).toEqual(served.sort());
  });

  it("serves the document at /api/v1/openapi.json without a key: cacheable, with CORS open", async () => {
    const res = await server.request("/api/v1/openapi.json", { headers: { origin: "https://docs.example" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(openApiDocument());
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await server.request("/api/v1/openapi.json", { headers: { "if-none-match": etag, "cache-control": "max-age=0" } });
    expect([again.status, again.text]).toEqual([304, ""]);
    const head = await server.request("/api/v1/openapi.json", { method: "HEAD" });
    expect([head.status, head.text, head.headers.get("etag")]).toEqual([200, "", etag]);
    const post = await server.request("/api/v1/openapi.json", { body: {} });
    expect([post.status, post.json.error.code, post.headers.get("allow")]).toEqual([405, "method_not_allowed", "GET, OPTIONS"]);
  });
});
