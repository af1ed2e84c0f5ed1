// JSON schemas used by many routes.

export const errorResponse = {
  type: 'object',
  description: 'Every error: a human-readable `detail`; `field` names the input field at fault, when there is one.',
  properties: { detail: { type: 'string' }, field: { type: 'string' } },
  required: ['detail'],
} as const;

export const detailResponse = {
  type: 'object',
  properties: { detail: { type: 'string' } },
  required: ['detail'],
} as const;

export const tokenPairResponse = {
  type: 'object',
  properties: {
    access: { type: 'string', description: 'JWT access token (HS256, 15 minutes).' },
    refresh: { type: 'string', description: 'JWT refresh token (7 days, one use: every refresh rotates it).' },
  },
  required: ['access', 'refresh'],
} as const;

/** Query string of GET routes: only the impersonation parameter the front end may pass. */
export const impersonationQuery = {
  type: 'object',
  properties: {
    __impersonate: {
      type: 'string',
      maxLength: 254,
      description:
        'Staff only: the email or uuid of the user to view the API as (read-only, GET requests). Empty means none. A non-staff caller passing a value gets 403.',
    },
  },
  additionalProperties: false,
} as const;

/** A query string that must be empty. */
export const noQuery = { type: 'object', properties: {}, additionalProperties: false } as const;

/** A body that must be absent or `{}`. */
export const emptyBody = {
  type: ['object', 'null'],
  properties: {},
  additionalProperties: false,
  description: 'No body (or an empty JSON object).',
} as const;

/** The error answers of a route, each `{detail}`: typed per status, so a handler's reply type knows them. */
export const errors = <Code extends number>(...codes: Code[]) =>
  Object.fromEntries(codes.map((c) => [c, errorResponse])) as Record<Code, typeof errorResponse>;

export const bearer = [{ bearerAuth: [] }];

/** A row id in a URL: at most 9 digits, so it fits PostgreSQL's 32-bit integer ids (a larger one is an error there, not a miss). */
export const ROW_ID_PATTERN = '^[1-9][0-9]{0,8}$';

/** Path parameters naming one row by its id; `description` says which (e.g. 'The cart id.'). */
export const idParams = <Description extends string>(description: Description) =>
  ({
    type: 'object',
    properties: { id: { type: 'string', pattern: ROW_ID_PATTERN, description } },
    required: ['id'],
    additionalProperties: false,
  }) as const;

/** `{data: X}`: the answer of the routes whose SPEC shape carries a data field. */
export const dataOf = <Schema extends object>(schema: Schema) => ({ type: 'object', properties: { data: schema }, required: ['data'] }) as const;

/** The router's limit on one path parameter (longer: 414); app.ts sets it, plugins/docs.ts documents it. */
export const MAX_PARAM_LENGTH = 200;

/**
 * Issue 28.11: what a person may type. Control characters (C0, DEL, C1), bidi controls (which can
 * make text display as something else) and lone surrogates (not Unicode at all) are refused;
 * everything else (accents, CJK, emoji and their joiners) is kept. `text` may span lines (tab,
 * newline, carriage return), `line` may not. Ajv counts maxLength in code points, not UTF-16 units.
 */
const FORBIDDEN_IN_TEXT = /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;
export const TEXT_FORMATS = {
  text: (value: string) => !FORBIDDEN_IN_TEXT.test(value.replace(LINE_BREAKS_AND_TABS, '')),
  line: (value: string) => !FORBIDDEN_IN_TEXT.test(value),
};

/** The refusal of a value that breaks `text` or `line`. */
export const controlCharactersDetail = (field: string) => `The field "${field}" contains control characters, which are not allowed.`;

/** A string's length in characters (code points), as the schemas' maxLength counts it. */
export const characterCount = (value: string): number => [...value].length;
