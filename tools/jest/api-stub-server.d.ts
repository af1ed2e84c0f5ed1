export interface StubRequest {
  method: string;
  /** With the query string. */
  url: string;
  /** Without the query string. */
  path: string;
  authorization: string | null;
  /** The parsed JSON body (the raw text when it is not JSON; null when empty). */
  body: any;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
  /** Extra response headers, e.g. `{'Retry-After': '120'}`. */
  headers?: Record<string, string>;
}

/** 'METHOD /path' -> an answer, or a function of the request returning one. */
export type StubRoutes = Record<string, StubAnswer | ((request: StubRequest, body: any) => StubAnswer | Promise<StubAnswer>)>;

export interface ApiStub {
  requests: StubRequest[];
  requestsTo(key: string): StubRequest[];
  /** Adds or replaces answers: a table, or one key's answer (a key built at run time). */
  answer(routes: StubRoutes): void;
  answer(key: string, answer: StubRoutes[string]): void;
  reset(routes?: StubRoutes): void;
  close(): Promise<void>;
}

/** Status of a request nobody stubbed. */
export const NOT_STUBBED: 501;

export function startApiStub(routes?: StubRoutes): Promise<ApiStub>;

/**
 * One stub server for the test file (started before the first test, closed after the last);
 * answers and recorded requests are forgotten after each test. Call it at the top of the file.
 */
export function setupApiStub(routes?: StubRoutes): Pick<ApiStub, 'requests' | 'requestsTo' | 'answer'>;

