// Types of registry-file.js for the TypeScript that imports it (tests, e2e).
export function registryFile(): string;
export function createRegistryReader(file?: string): () => { body: string; registry: unknown };
export function registryOrigins(registry: unknown): string[];
