// The clinic's words for what it shows of a consult; a status's and a type's words are
// @flora/shared's (consultStatusForClinician, consultTypeForClinician).

/** How long something has waited, in whole units: "less than a minute", "5 min", "3 h", "2 days". */
export function waitedFor(since: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** Full name, or the email when the account has no name. */
export const patientName = (p: { first_name: string; last_name: string; email: string }): string =>
  [p.first_name, p.last_name].map((s) => s.trim()).filter(Boolean).join(' ') || p.email;

const OUTCOMES: Record<string, string> = { ER: 'error', RF: 'referred', IE: 'ineligible', ID: 'ID failure', CA: 'cancelled' };
/** How a consult was ended other than by completing it, in words ("referred"). */
export const outcomeName = (status: string): string => OUTCOMES[status] ?? status;
