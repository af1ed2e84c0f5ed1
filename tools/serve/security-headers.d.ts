// Types of security-headers.js for the TypeScript that imports it (tools/test).
import type { IncomingMessage } from 'node:http';

export type Headers = Record<string, string>;

export const LOOPBACK_SOURCES: string[];
export const PERMISSIONS_POLICY: string;
export function commonHeaders(req: IncomingMessage): Headers;
export function contentSecurityPolicy(options: { nonce: string; remoteOrigins?: string[]; allowLoopback?: boolean }): string;
export function createNonce(): string;
export function isHttps(req: IncomingMessage): boolean;
export function isLoopbackPage(req: IncomingMessage): boolean;
export function pageHeaders(req: IncomingMessage, options: { nonce: string; registry?: unknown }): Headers;
export function registryOrigins(registry: unknown): string[];
export function withNonceMeta(html: string, nonce: string): string;
