// fast-check arbitraries from the JSON schemas of the API's OpenAPI description: valid instances,
// and near-valid ones (a valid instance with one mutation) for the schema fuzzer (schema-fuzz.test.ts).
import fc from 'fast-check';
import { TEXT_FORMATS } from '../../src/schemas/common';

// A schema fragment of the OpenAPI document.
export type Schema = Record<string, any>;

/** Values a generated string takes for a named field or parameter (real objects, so handlers past validation run). */
export type KnownValues = Record<string, readonly string[]>;

const types = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];

const codePoints = (s: string) => [...s].length;

const withinLength = (schema: Schema) => (s: string) =>
  codePoints(s) >= (schema.minLength ?? 0) && codePoints(s) <= (schema.maxLength ?? Infinity);

// What a person may type: ordinary Unicode (and ASCII more often), as the custom formats `text` and `line` accept.
function typedText(schema: Schema, multiline: boolean): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, min + 60);
  const unit = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789.,-\'') },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
    { weight: multiline ? 1 : 0, arbitrary: fc.constantFrom('\n', '\r\n', '\t') },
  );
  const valid = multiline ? TEXT_FORMATS.text : TEXT_FORMATS.line;
  return fc
    .array(unit, { minLength: min, maxLength: max })
    .map((parts) => parts.join(''))
    .filter((s) => valid(s) && withinLength(schema)(s));
}

function stringValue(schema: Schema, known: readonly string[] | undefined): fc.Arbitrary<string> {
  let arb: fc.Arbitrary<string>;
  if (schema.enum) arb = fc.constantFrom(...(schema.enum.filter((v: unknown) => typeof v === 'string') as string[]));
  else if (schema.pattern) arb = fc.stringMatching(new RegExp(schema.pattern)).filter(withinLength(schema));
  else if (schema.format === 'email')
    arb = fc.oneof(fc.constantFrom('demo@flora.test', 'new@flora.test', 'staff@flora.test'), fc.emailAddress().filter((e) => e.length <= 254));
  else if (schema.format === 'date')
    arb = fc.date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  else if (schema.format === 'date-time')
    arb = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  else if (schema.format === 'uuid') arb = fc.uuid();
  else if (schema.format === 'text' || schema.format === 'line') arb = typedText(schema, schema.format === 'text');
  else arb = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, (schema.minLength ?? 0) + 40) });
  return known?.length ? fc.oneof(fc.constantFrom(...known), arb) : arb;
}

/** Valid instances of `schema`; `name` is the field's or parameter's name (for its known values). */
export function validValue(schema: Schema, known: KnownValues, name = ''): fc.Arbitrary<unknown> {
  if (schema.anyOf || schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf).map((s: Schema) => validValue(s, known, name)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const ts = types(schema);
  if (ts.length > 1) return fc.oneof(...ts.map((type) => validValue({ ...schema, type }, known, name)));
  switch (ts[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringValue(schema, known[name]);
    case 'array': {
      const arb = fc.array(validValue(schema.items ?? {}, known, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3),
      });
      return schema.uniqueItems ? arb.map((items) => [...new Map(items.map((i) => [JSON.stringify(i), i])).values()]).filter((a) => a.length >= (schema.minItems ?? 0)) : arb;
    }
    case 'object':
      return objectValue(schema, known);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function objectValue(schema: Schema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const props: Record<string, Schema> = schema.properties ?? {};
  const entries = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validValue(s, known, k)]));
  let arb: fc.Arbitrary<Record<string, unknown>> = fc.record(entries, { requiredKeys: (schema.required ?? []).filter((k: string) => k in props) });
  // A map (keys by propertyNames, values by additionalProperties), like the health history's answers.
  if (typeof schema.additionalProperties === 'object') {
    const key = schema.propertyNames ? stringValue(schema.propertyNames, undefined) : fc.string({ minLength: 1, maxLength: 12 });
    const map = fc.dictionary(key, validValue(schema.additionalProperties, known), { maxKeys: 3 });
    arb = fc.tuple(arb, map).map(([fixed, extra]) => ({ ...extra, ...fixed }));
  }
  const min = schema.minProperties ?? 0;
  const max = schema.maxProperties ?? Infinity;
  return arb.filter((o) => Object.keys(o).length >= min && Object.keys(o).length <= max);
}

// Near-valid: one mutation at one place of a valid instance.
export const MUTATIONS = [
  'wrong-type',
  'missing-required',
  'unknown-property',
  'out-of-range',
  'too-long',
  'control-characters',
  'empty',
  'huge',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** Characters people must not be able to store (issue 28.11): C0, DEL, C1, bidi controls, lone surrogates. */
export const FORBIDDEN_CHARACTERS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066', '\u200f', '\u061c', '\ud800', '\udfff'];

interface Place {
  path: (string | number)[];
  value: unknown;
  schema: Schema;
}

// The schema describing `value` (a branch of anyOf or type union that fits it).
function schemaFor(schema: Schema, value: unknown): Schema {
  const branches: Schema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (branches) return schemaFor(branches.find((b) => fits(b, value)) ?? branches[0], value);
  return schema;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function fits(schema: Schema, value: unknown): boolean {
  const ts = types(schema);
  const t = jsonType(value);
  return ts.length === 0 || ts.includes(t) || (t === 'integer' && ts.includes('number'));
}

function places(value: unknown, schema: Schema, path: (string | number)[] = []): Place[] {
  const s = schemaFor(schema, value);
  const out: Place[] = [{ path, value, schema: s }];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...places(v, s.items ?? {}, [...path, i])));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const sub = s.properties?.[k] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : {});
      out.push(...places(v, sub, [...path, k]));
    }
  }
  return out;
}

function setAt(root: unknown, path: (string | number)[], replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(root);
  const copy: any = Array.isArray(root) ? [...root] : { ...(root as object) };
  copy[path[0]] = setAt(copy[path[0]], path.slice(1), replace);
  return copy;
}

const WRONG_VALUES = ['12', 12, 1.5, true, null, ['x'], { a: 1 }];

/**
 * Applies `mutation` at the `pick`-th place (0..1) where it applies; answers the mutated instance,
 * or undefined when the mutation has nowhere to apply (the caller sends the valid one).
 */
export function mutate(root: unknown, schema: Schema, mutation: Mutation, pick: number, variant: number): unknown {
  const all = places(root, schema);
  const applicable = all.filter(({ value, schema: s }) => {
    const t = jsonType(value);
    switch (mutation) {
      case 'missing-required':
        return t === 'object' && (s.required ?? []).some((k: string) => k in (value as object));
      case 'unknown-property':
        return t === 'object';
      case 'out-of-range':
        return t === 'integer' || t === 'number' || (t === 'string' && !!s.enum) || (t === 'array' && s.maxItems !== undefined);
      case 'too-long':
      case 'control-characters':
        return t === 'string';
      case 'empty':
        return t === 'string' || t === 'array' || t === 'object';
      default:
        return true;
    }
  });
  if (applicable.length === 0) return undefined;
  const place = applicable[Math.min(applicable.length - 1, Math.floor(pick * applicable.length))];
  const s = place.schema;
  return setAt(root, place.path, (old) => {
    switch (mutation) {
      case 'wrong-type': {
        const candidates = WRONG_VALUES.filter((v) => !fits(s, v));
        return candidates.length ? candidates[variant % candidates.length] : old;
      }
      case 'missing-required': {
        const present = (s.required as string[]).filter((k) => k in (old as object));
        const { [present[variant % present.length]]: _gone, ...rest } = old as Record<string, unknown>;
        return rest;
      }
      case 'unknown-property': {
        // __impersonate too: the bearer routes read it before validation (plugins/authenticate.ts).
        const key = ['fuzz_unknown', 'Not A Key!', '__impersonate'][variant % 3];
        return { ...(old as object), [key]: key === '__impersonate' ? ['demo@flora.test', 'x'][variant % 2] : 1 };
      }
      case 'out-of-range': {
        if (typeof old === 'string') return `${old}-not-in-enum`;
        if (Array.isArray(old)) return Array.from({ length: s.maxItems + 1 }, (_, i) => old[i % Math.max(1, old.length)] ?? 'x');
        const choices = [
          s.maximum !== undefined ? s.maximum + 1 : 2 ** 53 * 4,
          s.minimum !== undefined ? s.minimum - 1 : -(2 ** 53) * 4,
          1e308,
          -0,
          (old as number) + 0.5,
        ];
        return choices[variant % choices.length];
      }
      case 'too-long': {
        // maxLength counts characters (code points): an astral emoji per character is still at the limit.
        const limit = s.maxLength ?? 5000;
        return variant % 3 === 0 ? '😀'.repeat(limit) : 'x'.repeat(limit + 1);
      }
      case 'control-characters': {
        const c = FORBIDDEN_CHARACTERS[variant % FORBIDDEN_CHARACTERS.length];
        const text = old as string;
        const at = Math.floor(pick * (text.length + 1));
        return variant % 4 === 0 ? c : text.slice(0, at) + c + text.slice(at);
      }
      case 'empty':
        return Array.isArray(old) ? [] : typeof old === 'string' ? (variant % 2 ? '' : '   ') : {};
      case 'huge':
        // Over the 64 KiB body limit, or under it but far longer than any field.
        return variant % 2 ? 'h'.repeat(70_000) : Array.from({ length: 3000 }, () => 'huge');
    }
  });
}
