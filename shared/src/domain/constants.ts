// Business constants and limits of SPEC §9 (and the client limits of §8).

/** Local storage keys for the session (SPEC §9). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  currentUser: 'currentUser',
} as const;

/** More than REQUEST_CAP.max requests within REQUEST_CAP.windowMs clears storage and goes to /login/ (SPEC §8). */
export const REQUEST_CAP = { max: 50, windowMs: 10_000 } as const;

/** A page chunk (and a remote entry or manifest) that takes longer than this fails to load (SPEC §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A narrow (mobile) screen is a window width below this many pixels (SPEC §2.7, §9). */
export const NARROW_SCREEN_MAX_WIDTH = 600;
