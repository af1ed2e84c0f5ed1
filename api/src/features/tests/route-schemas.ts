// Schemas the test routes share.
import { impersonationQuery } from '../../schemas/common';

/** A test hash in a path (kits print capitals and digits; older tests may carry hyphens). */
export const hashParams = {
  type: 'object',
  properties: { hash: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' } },
  required: ['hash'],
  additionalProperties: false,
} as const;

export const readQuery = impersonationQuery;

/** `{data: …}`: the shape of the result and recommendation reads (SPEC §7: "Responses carry a data field"). */
export const dataOf = (schema: object) => ({ type: 'object', properties: { data: schema }, required: ['data'] }) as const;
