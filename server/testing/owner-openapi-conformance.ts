import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import { ALL_OWNER_API } from "../../core/owner/contract/all.ts";
import { ownerOpenApiDocument } from "../owner/owner-openapi.ts";
import type { TestResponse } from "./test-server.ts";

/**
 * Real owner API traffic checked against the owner OpenAPI document (server/owner/owner-openapi.ts),
 * an answer named by its contract entry: `expectOwnerConforms("settings", res)`.
 */

const DOCUMENT_ID = "owner-openapi.json";
export const ownerDocument = ownerOpenApiDocument() as Record<string, any>;
export const ownerAjv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ownerAjv);
ownerAjv.addVocabulary(Object.keys(ownerDocument));
ownerAjv.addSchema(ownerDocument, DOCUMENT_ID);

const escape = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

/** Fails unless the operation documents the answer's status, and its body matches that response's schema. */
export function expectOwnerConforms(name: keyof typeof ALL_OWNER_API, res: Pick<TestResponse, "status" | "json" | "text">): void {
  const route = ALL_OWNER_API[name];
  const path = route.path.replace(/:(\w+)/g, "{$1}");
  const pointer = `#/paths/${escape(path)}/${route.method.toLowerCase()}/responses/${res.status}`;
  const response = ownerDocument.paths[path]?.[route.method.toLowerCase()]?.responses?.[res.status];
  if (!response) throw new Error(`${name} → ${res.status} is not documented (${res.text.slice(0, 200)})`);
  const validate = ownerAjv.getSchema(`${DOCUMENT_ID}${pointer}/content/application~1json/schema`);
  if (!validate) throw new Error(`${name} → ${res.status}: no JSON schema`);
  expect(validate(res.json) ? [] : validate.errors, `${name} → ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`).toEqual([]);
}
