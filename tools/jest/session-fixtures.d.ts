export function fakeJwt(secondsFromNow?: number): string;
export function signIn(user?: Record<string, unknown>): void;
export function signOut(): void;
export function tokenPair(): { access: string; refresh: string };
