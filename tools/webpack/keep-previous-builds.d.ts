// Types of keep-previous-builds.js for the TypeScript that imports it (tools/test, e2e).
import type { Compiler } from 'webpack';

export const HASHED_CHUNK: RegExp;
export const RETENTION_DAYS: number;
export function keptForRetention(file: string): boolean;
export function pruneRetiredChunks(dist: string, current: string[], now?: number, retentionMs?: number): string[];
export class KeepPreviousBuilds {
  apply(compiler: Compiler): void;
}
