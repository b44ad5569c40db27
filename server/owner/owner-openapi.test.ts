import { describe, expect, it } from "vitest";
import { ALL_OWNER_API } from "../../core/owner/contract/all.ts";
import { ownerAjv, ownerDocument } from "../testing/owner-openapi-conformance.ts";

const METHODS = ["get", "post"];

const operations = () =>
  Object.entries(ownerDocument.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );

/** Every place in the document that holds a JSON Schema, as a JSON pointer. */
function schemaPointers(): string[] {
  const pointers: string[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (typeof value !== "object" || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const here = `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`;
      if (key === "schema") pointers.push(here);
      else walk(child, here);
    }
  };
  walk(ownerDocument.paths, "/paths");
  return [...Object.keys(ownerDocument.components.schemas).map((name) => `/components/schemas/${name}`), ...pointers];
}

// Like the public document's test (server/http/openapi.test.ts): the OpenAPI 3.1 shape asserted
// directly, every JSON Schema in it compiled by ajv in strict mode.
describe("the owner API's OpenAPI document", () => {
  it("documents every route of the contract, once, by its name", () => {
    const documented = operations().map(({ name, operation }) => [name, operation.operationId]);
    const contract = Object.values(ALL_OWNER_API).map((r) => [`${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`, r.name]);
    expect(documented.sort()).toEqual(contract.sort());
    expect(new Set(contract.map(([, id]) => id)).size).toBe(contract.length);
  });

  it("holds only schemas that compile under ajv's strict mode, and references that lead somewhere", () => {
    for (const pointer of schemaPointers()) {
      expect(ownerAjv.getSchema(`owner-openapi.json#${pointer}`), pointer).toBeTypeOf("function");
    }
    const text = JSON.stringify(ownerDocument);
    for (const [, target] of text.matchAll(/"\$ref":"#\/components\/(\w+\/\w+)"/g)) {
      const [section, name] = target!.split("/");
      expect(ownerDocument.components[section!]?.[name!], target).toBeDefined();
    }
  });

  it("lists with each error status the codes it can answer, each described, and the CSRF header on every signed-in write", () => {
    for (const { name, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
        expect(response.description, `${name} ${status}`).toEqual(expect.any(String));
        if (Number(status) < 400) continue;
        const codes: string[] = response.content["application/json"].schema.properties.error.properties.code.enum;
        for (const code of codes) expect(response.description, `${name} ${status}`).toContain(`\`${code}\``);
      }
      const csrf = (operation.parameters ?? []).some((p: { $ref?: string }) => p.$ref === "#/components/parameters/CsrfToken");
      expect(csrf, name).toBe(name.startsWith("POST") && operation.security === undefined);
    }
    expect(operations().find(({ name }) => name === "POST /restaurants/{slug}/events/{id}")!.operation.responses[400].description).toMatch(
      /`invalid_request`/,
    );
  });

  it("describes each code as the owner API means it: a wrong password, not a wrong booking PIN", () => {
    const signIn = ownerDocument.paths["/session"].post.responses[401].description;
    expect(signIn).toContain("`invalid_credentials`: The e-mail address or password is wrong.");
    expect(signIn).not.toMatch(/reservation number|PIN/);
  });
});
