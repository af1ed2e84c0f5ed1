import type { ApiMethod, ApiPath, ApiPaths } from '@flora/shared';

export interface StubRequest<Body = unknown> {
  method: string;
  /** With the query string. */
  url: string;
  /** Without the query string. */
  path: string;
  authorization: string | null;
  /** The parsed JSON body (the raw text when it is not JSON; null when empty). */
  body: Body;
}

// A route's key is 'METHOD /path' with a concrete path ('GET /api/v1/consults/c1/'): it names the
// API operation whose template ('/api/v1/consults/{uid}/') matches segment for segment, a literal
// path first ('/user-tests/current/' before '/user-tests/{hash}/').
type Method = Uppercase<ApiMethod>;
type Pattern<T extends string> = T extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Pattern<Tail>}` : T;
type Depth<S extends string, N extends 0[] = []> = S extends `${string}/${infer Rest}` ? Depth<Rest, [...N, 0]> : N['length'];
type TemplateOf<M extends ApiMethod, Path extends string> =
  Path extends ApiPath<M> ? Path : { [T in ApiPath<M>]: Path extends Pattern<T> ? (Depth<Path> extends Depth<T> ? T : never) : never }[ApiPath<M>];
type OperationOf<K> = K extends `${infer M extends Method} ${infer Path}`
  ? TemplateOf<Lowercase<M>, Path> extends infer T extends keyof ApiPaths
    ? NonNullable<ApiPaths[T][Lowercase<M> & keyof ApiPaths[T]]>
    : never
  : never;

// A JSON answer is any application/*json type (FHIR's application/fhir+json too); one without JSON
// (a PDF, a 204) may carry text: the stub sends no bytes of a file.
type JsonType = `application/${string}json`;
type Json<R> = R extends { content: infer C } ? (keyof C & JsonType extends never ? string | undefined : C[keyof C & JsonType]) : string | undefined;
type SuccessBody<R> = 200 extends keyof R ? Json<R[200]> : 201 extends keyof R ? Json<R[201]> : Json<R[keyof R & 204]>;
/** Statuses a test may answer that an operation does not declare (a proxy's 502, a rate limit...). */
type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 413 | 422 | 429 | 500 | 502 | 503 | 504;
interface ApiError {
  detail: string;
  field?: string;
}
type Answer<S, B> = ([S] extends [undefined] ? { status?: undefined } : { status: S }) & { headers?: Record<string, string> } & (undefined extends B ? { body?: B } : { body: B });
/** No status: the operation's success (sent as 200); a status it declares: that status's body; any other error: {detail}, or a proxy's text. */
type AnswerOf<R> =
  | { [S in keyof R & number]: Answer<S, Json<R[S]>> }[keyof R & number]
  | Answer<Exclude<ErrorStatus, keyof R>, ApiError | string>
  | Answer<undefined, SuccessBody<R>>;
type RequestBody<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | null
    : unknown;

/** A key of an operation of the API; any other key (or a plain string) is a type error. */
type StubKey<K> = [OperationOf<K>] extends [never] ? `${K & string} is no operation of the API` : unknown;

/** What a route's key may answer: the API's shape for that operation, or a function of the request returning it. */
export type StubAnswer<K> = [OperationOf<K>] extends [never]
  ? `${K & string} is no operation of the API`
  : OperationOf<K> extends { responses: infer R }
    ? AnswerOf<R> | ((request: StubRequest<RequestBody<OperationOf<K>>>, body: RequestBody<OperationOf<K>>) => AnswerOf<R> | Promise<AnswerOf<R>>)
    : never;

/** The body of a route's success answer, for a fixture written apart from its route (a FHIR bundle, which ApiResponse does not read). */
export type StubBody<K> = OperationOf<K> extends { responses: infer R } ? SuccessBody<R> : never;

/** 'METHOD /path' -> its answer, checked against the API's types (the keys are `R`'s, inferred from the object). */
export type StubRoutes<R> = { [K in keyof R]: StubAnswer<K> };

export interface ApiStub {
  requests: StubRequest[];
  /** The recorded requests to a route, its key checked as an answer's is, each body the operation's. */
  requestsTo<K extends string>(key: K & StubKey<K>): StubRequest<RequestBody<OperationOf<K>>>[];
  /** Adds or replaces answers: a table, or one route whose path is built at run time (a computed key loses its type). */
  answer<R>(routes: StubRoutes<R>): void;
  answer<K extends string>(key: K, answer: StubAnswer<K>): void;
  reset<R>(routes?: StubRoutes<R>): void;
  close(): Promise<void>;
}

/** Status of a request nobody stubbed. */
export const NOT_STUBBED: 501;

export function startApiStub<R>(routes?: StubRoutes<R>): Promise<ApiStub>;

/**
 * One stub server for the test file (started before the first test, closed after the last);
 * answers and recorded requests are forgotten after each test. Call it at the top of the file.
 */
export function setupApiStub<R>(routes?: StubRoutes<R>): Pick<ApiStub, 'requests' | 'requestsTo' | 'answer'>;

/** Routes checked against the API's types where they are written, to be passed to `answer` later. */
export function stubRoutes<R>(routes: StubRoutes<R>): StubRoutes<R>;

