import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import { openApiDocument } from "../http/openapi.ts";
import type { TestResponse } from "./test-server.ts";

/**
 * Real traffic checked against the OpenAPI document. An operation is named as the document's path
 * with its method: `expectConforms("POST /reservation/manage", res)`. A path the document does not
 * list must answer 404 `not_found`, a listed path asked with another method 405 `method_not_allowed`,
 * both as the operations' `default` response (Refused). HEAD is checked as its GET, without a body.
 */

const DOCUMENT_ID = "openapi.json";
export const apiDocument = openApiDocument() as Record<string, any>;
export const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
// The document is added as one schema resource so that its `#/components/schemas/…` references
// resolve; its own top-level fields are no schema keywords, and strict mode must be told so.
ajv.addVocabulary(Object.keys(apiDocument));
ajv.addSchema(apiDocument, DOCUMENT_ID);

const escape = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

/** What stands at `pointer` in the document, following a `$ref` found there, and where that is. */
export function at(pointer: string): { pointer: string; value: any } | undefined {
  let value: any = apiDocument;
  for (const part of pointer.split("/").slice(1)) value = value?.[part.replaceAll("~1", "/").replaceAll("~0", "~")];
  if (typeof value?.$ref === "string") return at(value.$ref.slice(1));
  return value === undefined ? undefined : { pointer, value };
}

function operationPointer(operation: string): { pointer: string | undefined; fallback: [number, string] } {
  const [method = "", path = ""] = operation.split(" ");
  const verb = method === "HEAD" ? "get" : method.toLowerCase();
  const pointer = `/paths/${escape(path)}/${verb}`;
  return {
    pointer: at(pointer) ? pointer : undefined,
    fallback: apiDocument.paths[path] ? [405, "method_not_allowed"] : [404, "not_found"],
  };
}

function expectValid(pointer: string, value: unknown, what: string): void {
  const validate = ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
  if (!validate) throw new Error(`${what}: no schema at ${pointer}`);
  expect(validate(value) ? [] : validate.errors, `${what}: ${JSON.stringify(value)}`).toEqual([]);
}

/** Fails unless the document lists this status for the operation, with its headers and body schema. */
export function expectConforms(operation: string, res: Pick<TestResponse, "status" | "headers" | "json" | "text">): void {
  const what = `${operation} → ${res.status}`;
  const { pointer, fallback } = operationPointer(operation);
  const response = pointer
    ? at(`${pointer}/responses/${res.status}`)
    : res.status === fallback[0] && (operation.startsWith("HEAD ") || res.json?.error?.code === fallback[1])
      ? at("/components/responses/Refused")
      : undefined;
  if (!response) throw new Error(`${what} is not documented (${res.text.slice(0, 200)})`);
  for (const name of Object.keys(response.value.headers ?? {})) {
    if (at(`${response.pointer}/headers/${escape(name)}`)!.value.required)
      expect(res.headers.get(name), `${what}: header ${name}`).not.toBeNull();
  }
  if (!response.value.content || operation.startsWith("HEAD ")) {
    expect(res.text, `${what}: no body`).toBe("");
    return;
  }
  expect(res.headers.get("content-type"), what).toMatch(/^application\/json\b/);
  expectValid(`${response.pointer}/content/application~1json/schema`, res.json, what);
}

/** Fails unless `body` matches the request body schema the document gives the operation. */
export function expectRequestConforms(operation: string, body: unknown): void {
  const { pointer } = operationPointer(operation);
  if (!pointer) throw new Error(`${operation} is not documented`);
  expectValid(`${pointer}/requestBody/content/application~1json/schema`, body, `${operation} request`);
}
