// Types of security-headers.js for the TypeScript that imports it (tools/test).
import type { IncomingMessage } from 'node:http';

export type Headers = Record<string, string>;

export function commonHeaders(req: IncomingMessage): Headers;
export function createNonce(): string;
export function inlineScriptHashes(html: string): string[];
export function pageHeaders(req: IncomingMessage, options: { nonce: string; registry?: unknown; scriptHashes?: string[] }): Headers;
export function withNonceMeta(html: string, nonce: string): string;
