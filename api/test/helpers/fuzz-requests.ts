// Requests for the schema fuzzer (schema-fuzz.test.ts), generated from one operation of the API's
// OpenAPI description: its path parameters, query string and body, mostly near-valid.
import fc from 'fast-check';
import { FORBIDDEN_CHARACTERS, type KnownValues, MUTATIONS, mutate, type Schema, validValue } from './schema-arbitraries';

export type Role = 'anonymous' | 'consumer' | 'staff';
export const ROLES: readonly Role[] = ['anonymous', 'consumer', 'staff'];

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The documented path, e.g. /api/v1/consults/{uid}/ */
  path: string;
  doc: Schema;
}

export interface FuzzRequest {
  role: Role;
  url: string;
  contentType?: string;
  /** Sometimes a browser's (the API's own pages answer refusals to it as pages). */
  accept?: string;
  payload?: string | Buffer;
  /** What was done to a valid request ('valid', or where and which mutation). */
  mutation: string;
  remoteAddress: string;
}

/** Every operation of an OpenAPI document. */
export function operationsOf(doc: Schema): Operation[] {
  return Object.entries<Record<string, Schema>>(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase() as Operation['method'], path, doc: op })),
  );
}

/** The documented media types of one answer of an operation ([] when it has no body). */
export function documentedMediaTypes(op: Operation, status: number): string[] | undefined {
  const answer = op.doc.responses?.[String(status)];
  return answer ? Object.keys(answer.content ?? {}) : undefined;
}

// %-encodes any string, lone surrogates included (as the invalid UTF-8 a client could send).
function encode(value: string): string {
  let out = '';
  for (const c of value) {
    const cp = c.codePointAt(0)!;
    out +=
      cp >= 0xd800 && cp <= 0xdfff
        ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
        : encodeURIComponent(c);
  }
  return out;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    // An array is a repeated parameter; an object becomes bracketed names (which the API does not take).
    if (Array.isArray(v)) for (const item of v) parts.push(`${encode(k)}=${encode(String(item))}`);
    else if (v && typeof v === 'object') for (const [kk, vv] of Object.entries(v)) parts.push(`${encode(`${k}[${kk}]`)}=${encode(String(vv))}`);
    else parts.push(v === null ? encode(k) : `${encode(k)}=${encode(String(v))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function parameterSchema(op: Operation, where: 'path' | 'query'): Schema | undefined {
  const params: Schema[] = (op.doc.parameters ?? []).filter((p: Schema) => p.in === where);
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
    required: params.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  };
}

// Path parameters: never empty, '/', '.' or '..' (even %-encoded, a client resolves those into another route's path).
const PATH_MUTATIONS = ['wrong-pattern', 'too-long', 'control-characters'] as const;

function mutatePathValue(value: string, mutation: (typeof PATH_MUTATIONS)[number], variant: number): string {
  switch (mutation) {
    case 'wrong-pattern':
      return ['x', '0', '-1', 'ABC DEF', '1.5', '%', '../etc/passwd', "1' or '1'='1"][variant % 8];
    case 'too-long':
      // Over the router's 200-character limit on a parameter (414), or just under it.
      return variant % 2 ? 'a'.repeat(201) : '9'.repeat(199);
    case 'control-characters':
      return value + FORBIDDEN_CHARACTERS[variant % FORBIDDEN_CHARACTERS.length];
  }
}

const NO_QUERY: Schema = { type: 'object', properties: {}, additionalProperties: false };

const BODY_MUTATIONS = [...MUTATIONS, 'no-body', 'json-null', 'malformed-json', 'not-json'] as const;
const RAW_MUTATIONS = ['truncated', 'polyglot', 'empty', 'random-bytes', 'as-json', 'too-large'] as const;

/** Sample files of the raw body types an operation takes (the photo ID upload: images). */
export type RawSamples = Record<string, Buffer>;

/**
 * Requests for one operation: about one in five fully valid (known real objects often in its
 * parameters), the others a valid request with one mutation in its path, query or body.
 */
export function requestArbitrary(op: Operation, known: KnownValues, rawSamples: RawSamples): fc.Arbitrary<FuzzRequest> {
  const pathSchema = parameterSchema(op, 'path');
  const querySchema = parameterSchema(op, 'query');
  const content: Record<string, Schema> = op.doc.requestBody?.content ?? {};
  const jsonBody: Schema | undefined = content['application/json']?.schema;
  const rawTypes = Object.keys(content).filter((t) => t !== 'application/json');
  const parts = [...(pathSchema ? ['path'] : []), ...(querySchema ? ['query'] : []), ...(jsonBody || rawTypes.length ? ['body'] : [])];

  const none = fc.constant(undefined);
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      // A route without parameters or body still gets unknown query parameters.
      part: fc.oneof({ weight: 1, arbitrary: fc.constant('valid') }, { weight: 4, arbitrary: fc.constantFrom(...(parts.length ? parts : ['query'])) }),
      path: pathSchema ? validValue(pathSchema, known) : none,
      query: querySchema ? validValue(querySchema, known) : none,
      body: jsonBody ? validValue(jsonBody, known) : none,
      rawType: rawTypes.length ? fc.constantFrom(...rawTypes) : none,
      pathMutation: fc.constantFrom(...PATH_MUTATIONS),
      bodyMutation: fc.constantFrom(...BODY_MUTATIONS),
      rawMutation: fc.constantFrom(...RAW_MUTATIONS),
      queryMutation: fc.constantFrom(...MUTATIONS),
      pick: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
      variant: fc.nat(1000),
      address: fc.nat(0xffff),
      accept: fc.constantFrom(undefined, undefined, undefined, 'text/html,application/xhtml+xml,*/*;q=0.8', 'application/json'),
    })
    .map((r) => {
      let path = r.path as Record<string, string> | undefined;
      let query = r.query as Record<string, unknown> | undefined;
      let body: unknown = r.body;
      let mutation = 'valid';
      let raw: { type: string; payload: string | Buffer } | undefined;

      if (r.part === 'path' && path) {
        const names = Object.keys(path);
        const name = names[r.variant % names.length];
        path = { ...path, [name]: mutatePathValue(path[name], r.pathMutation, r.variant) };
        mutation = `path ${name}: ${r.pathMutation}`;
      } else if (r.part === 'query') {
        const queryMutation = querySchema ? r.queryMutation : 'unknown-property';
        const mutated = mutate(query ?? {}, querySchema ?? NO_QUERY, queryMutation, r.pick, r.variant);
        if (mutated !== undefined) {
          query = mutated as Record<string, unknown>;
          mutation = `query: ${queryMutation}`;
        }
      } else if (r.part === 'body' && jsonBody) {
        mutation = `body: ${r.bodyMutation}`;
        switch (r.bodyMutation) {
          case 'no-body':
            raw = { type: '', payload: '' };
            break;
          case 'json-null':
            raw = { type: 'application/json', payload: 'null' };
            break;
          case 'malformed-json':
            raw = { type: 'application/json', payload: ['{', '{"a":', '[1,]', "{'a':1}", '\u0000'][r.variant % 5] };
            break;
          case 'not-json':
            raw = { type: ['text/plain', 'application/xml', 'multipart/form-data; boundary=x'][r.variant % 3], payload: JSON.stringify(body ?? {}) };
            break;
          default: {
            const mutated = mutate(body, jsonBody, r.bodyMutation, r.pick, r.variant);
            if (mutated === undefined) mutation = 'valid';
            else body = mutated;
          }
        }
      }
      if (rawTypes.length && !jsonBody && r.rawType) {
        const sample = rawSamples[r.rawType] ?? Object.values(rawSamples)[0];
        raw = { type: r.rawType, payload: sample };
        if (r.part === 'body') {
          mutation = `body: ${r.rawMutation}`;
          raw = rawMutation(sample, r.rawType, r.rawMutation, r.variant);
        }
      }

      let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(String(path?.[name] ?? '1')));
      url += queryString(query);
      const request: FuzzRequest = { role: r.role, url, mutation, remoteAddress: `10.${100 + (r.address >> 14)}.${(r.address >> 7) & 127}.${r.address & 127}` };
      if (r.accept) request.accept = r.accept;
      if (raw) {
        if (raw.type) request.contentType = raw.type;
        request.payload = raw.payload;
      } else if (jsonBody && body !== undefined) {
        request.contentType = 'application/json';
        request.payload = JSON.stringify(body);
      }
      return request;
    });
}

function rawMutation(sample: Buffer, type: string, mutation: (typeof RAW_MUTATIONS)[number], variant: number) {
  switch (mutation) {
    case 'truncated':
      return { type, payload: sample.subarray(0, 16 + (variant % 200)) };
    case 'polyglot':
      // An image's first bytes followed by a page (issue 28.5).
      return { type, payload: Buffer.concat([sample.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]) };
    case 'empty':
      return { type, payload: Buffer.alloc(0) };
    case 'random-bytes':
      return { type, payload: Buffer.from(Array.from({ length: 64 + (variant % 512) }, (_, i) => (i * 7919 + variant) & 255)) };
    case 'as-json':
      return { type: 'application/json', payload: '{"image":"x"}' };
    case 'too-large':
      return { type, payload: Buffer.alloc(10 * 1024 * 1024 + 1, 1) };
  }
}
