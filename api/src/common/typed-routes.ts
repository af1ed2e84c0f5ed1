// Schema-first routes: a route's request and reply types follow from its JSON schemas (written once,
// `as const`), so no handler restates them by hand.
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

/** The app whose routes take their types from their schemas. */
export const schemaTyped = (app: FastifyInstance) => app.withTypeProvider<JsonSchemaToTsProvider>();

/** What a function that registers routes on the schema-typed app receives. */
export type SchemaTypedApp = ReturnType<typeof schemaTyped>;
