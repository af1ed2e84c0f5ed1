// Types of runtime-plugin.js for the TypeScript that imports it (tools/test).
export interface FloraRuntimePlugin {
  name: string;
  createScript(): { timeout: number };
  fetch(url: string, init?: RequestInit): Promise<Response>;
  loadEntryError(args: { getRemoteEntry: (args: unknown) => Promise<unknown>; origin: unknown; remoteInfo: unknown; remoteEntryExports?: unknown }): Promise<unknown>;
}

export default function floraRuntimePlugin(): FloraRuntimePlugin;
