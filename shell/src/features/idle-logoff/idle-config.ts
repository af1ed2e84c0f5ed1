// How long a session may sit without input before the automatic logoff warns (issue 28.13, HIPAA
// §164.312(a)(2)(iii)). A deployment sets FLORA_IDLE_LOGOFF_MINUTES when it builds the shell;
// otherwise 15 minutes.
declare const __FLORA_IDLE_LOGOFF_MINUTES__: string | undefined;

export const DEFAULT_IDLE_MINUTES = 15;
/**
 * A local-storage value (minutes) that may only shorten the wait, never lengthen it: the e2e sets a
 * few seconds, and nothing written to the browser can keep a session alive longer than the policy.
 */
const IDLE_MINUTES_OVERRIDE_KEY = 'flora.idleLogoffMinutes';

const positive = (value: string | null | undefined): number | null => {
  const minutes = Number(value);
  return value && Number.isFinite(minutes) && minutes > 0 ? minutes : null;
};

/** The idle time (ms) before the warning: the build's value (else 15 min), or a shorter override. */
export function idleTimeoutMs(storage: Storage = window.localStorage): number {
  const configured = positive(typeof __FLORA_IDLE_LOGOFF_MINUTES__ === 'string' ? __FLORA_IDLE_LOGOFF_MINUTES__ : null) ?? DEFAULT_IDLE_MINUTES;
  let override: number | null = null;
  try {
    override = positive(storage.getItem(IDLE_MINUTES_OVERRIDE_KEY));
  } catch {
    // Storage blocked: the configured value applies.
  }
  return Math.min(configured, override ?? configured) * 60_000;
}
