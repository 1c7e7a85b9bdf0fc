import { expect } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { openApiDocument } from '@/lib/openapi/documento';

/**
 * Checks an answer against the schema the OpenAPI description (GET /api/openapi.json) documents for that method, path
 * and status: the contract tests' answers must be what the published description says (a drift fails here).
 */
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const cache = new Map<string, ReturnType<typeof ajv.compile>>();

export function expectDocumented(method: string, path: string, status: number, answer: unknown): void {
  const key = `${method} ${path} ${status}`;
  let validate = cache.get(key);
  if (!validate) {
    const doc = openApiDocument();
    const op = doc.paths?.[path]?.[method.toLowerCase() as 'get'];
    expect(op, `${method} ${path} is not in the OpenAPI description`).toBeTruthy();
    const response = op!.responses?.[String(status)] as { content?: Record<string, { schema?: object }> } | undefined;
    const schema = response?.content?.['application/json']?.schema;
    expect(schema, `${key}: no documented JSON answer`).toBeTruthy();
    // The document's components travel with the schema, so its '#/components/schemas/…' references resolve.
    validate = ajv.compile({ ...schema, components: doc.components });
    cache.set(key, validate);
  }
  const ok = validate(answer);
  expect(ok ? [] : validate.errors, `${key}: the answer does not match its documented schema`).toEqual([]);
}
