// Types of ports.js for the TypeScript that imports it (e2e, tests).
export type App = 'shell' | 'auth' | 'results' | 'care' | 'shop' | 'provider' | 'clinic' | 'api';
export type RemoteKey = Exclude<App, 'shell' | 'api'>;

export const DEFAULTS: Record<App, number>;
/** The remotes: registry key -> package folder. */
export const REMOTES: Record<RemoteKey, string>;
export function port(app: App): number;
/** The environment that runs the whole platform on other ports (e2e, bench). */
export function platformEnv(ports: Record<App, number>): Record<string, string>;
