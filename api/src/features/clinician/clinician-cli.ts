// The clinician back office on the command line (`pnpm --filter @flora/api clinician <command>`):
// the same operations as the staff routes, validated here instead of by a route schema, audited as
// CLI actions. Prints JSON.
import { isRealDay } from '@flora/shared/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../common/clock';
import { badRequest } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { auditCli } from '../audit';
import { CONSULT_STATUS_CODES } from '../consults';
import { findUserByEmail } from '../user';
import {
  buildPlan,
  clinicianQueue,
  complete,
  type Done,
  endConsult,
  END_STATUSES,
  type EndStatus,
  pickUp,
  PLAN_WEEKS,
  prescribe,
  showConsult,
  showIntake,
} from './clinician-service';

export const CLINICIAN_USAGE = `usage: clinician <command> …
  queue [--status SU]                                  consults in a status (default SU), longest waiting first
  show <uid>                                           one consult with patient, review and plan
  intake <uid>                                         the consult's intake as the patient filled it in
  pick-up <uid> [--clinician <staff email>]            SU -> PR
  prescribe <uid> <slug>:<refills>[:otc][:no-refill]…  replace the prescriptions (PR only)
  plan <uid> --weeks <n> --week <k>=<slug>[?],… …      build the calendar (PR only); slug? = as needed
       [--start YYYY-MM-DD]                            e.g. --weeks 6 --week 1=ba-14,af-1,soo-3?,op-4 --week 2=ba-14
  complete <uid>                                       PR -> CP (needs prescriptions; a plan for vaginitis/ungated-rx)
  end <uid> <ER|RF|IE|ID|CA> --reason <text>           error, referred, ineligible, ID failure, cancelled`;

/** Splits argv into positionals and --options (repeatable options keep every value). */
function parse(argv: string[]) {
  const positional: string[] = [];
  const options = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw badRequest(`${arg} needs a value.`);
    options.set(arg.slice(2), [...(options.get(arg.slice(2)) ?? []), value]);
    i++;
  }
  return { positional, options };
}

const integer = (text: string, what: string, min: number, max: number): number => {
  const n = /^[0-9]{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max)) throw badRequest(`${what} must be a whole number from ${min} to ${max}: ${text}.`);
  return n;
};

const isoDate = (text: string): string => {
  if (!isRealDay(text)) {
    throw badRequest(`Not a date (YYYY-MM-DD): ${text}.`);
  }
  return text;
};

const single = (options: Map<string, string[]>, name: string): string | undefined => {
  const values = options.get(name);
  if (values && values.length > 1) throw badRequest(`--${name} may be given once.`);
  return values?.[0];
};

function prescriptionArg(text: string) {
  const [slug, refills, ...flags] = text.split(':');
  if (!slug || refills === undefined) throw badRequest(`A prescription is <slug>:<refills>[:otc][:no-refill]: ${text}.`);
  const unknown = flags.find((f) => f !== 'otc' && f !== 'no-refill');
  if (unknown) throw badRequest(`Unknown prescription flag "${unknown}" (otc, no-refill).`);
  return {
    product_slug: slug,
    refills: integer(refills, 'refills', 0, 11),
    is_otc_product: flags.includes('otc'),
    is_disabled_for_refill: flags.includes('no-refill'),
  };
}

function weekArg(text: string) {
  const match = /^([0-9]+)=(.*)$/.exec(text);
  if (!match) throw badRequest(`A week is <k>=<slug>[?],<slug>…: ${text}.`);
  const slugs = match[2] ? match[2].split(',') : [];
  return {
    week: integer(match[1], 'week', 1, PLAN_WEEKS.max),
    prescriptions: slugs.map((s) => ({ slug: s.replace(/\?$/, ''), as_needed: s.endsWith('?') })),
  };
}

async function clinicianId(db: Kysely<Database>, email: string | undefined): Promise<number | null> {
  if (email === undefined) return null;
  const user = await findUserByEmail(db, email);
  if (!user?.isStaff) throw badRequest(`No staff account ${email}.`);
  return user.id;
}

/** Runs one command and answers what to print; refusals throw HttpError (their detail is the message). */
export async function runClinicianCommand(db: Kysely<Database>, clock: Clock, argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  const { positional, options } = parse(rest);
  const uid = positional[0];
  const known: Record<string, string[]> = {
    queue: ['status'],
    show: [],
    intake: [],
    'pick-up': ['clinician'],
    prescribe: [],
    plan: ['weeks', 'week', 'start'],
    complete: [],
    end: ['reason'],
  };
  if (!command || !(command in known)) throw badRequest(CLINICIAN_USAGE);
  const extra = [...options.keys()].find((o) => !known[command].includes(o));
  if (extra) throw badRequest(`Unknown option --${extra} for ${command}.`);
  if (command !== 'queue' && !uid) throw badRequest(`${command} needs a consult uid.`);
  const maxPositional: Record<string, number> = { queue: 0, end: 2, prescribe: 11 };
  if (positional.length > (maxPositional[command] ?? 1)) throw badRequest(`Too many arguments for ${command}.`);
  const now = clock.now();

  let done: Done<unknown>;
  switch (command) {
    case 'queue': {
      const status = single(options, 'status') ?? 'SU';
      if (!CONSULT_STATUS_CODES.includes(status as never)) throw badRequest(`Unknown status ${status}.`);
      done = await clinicianQueue(db, status);
      break;
    }
    case 'show':
      done = await showConsult(db, uid);
      break;
    case 'intake':
      done = await showIntake(db, uid);
      break;
    case 'pick-up':
      done = await pickUp(db, uid, await clinicianId(db, single(options, 'clinician')), now);
      break;
    case 'prescribe':
      if (positional.length < 2) throw badRequest('prescribe needs at least one <slug>:<refills>.');
      done = await prescribe(db, uid, positional.slice(1).map(prescriptionArg), now);
      break;
    case 'plan': {
      const weeks = single(options, 'weeks');
      if (weeks === undefined) throw badRequest('plan needs --weeks.');
      const start = single(options, 'start');
      done = await buildPlan(
        db,
        uid,
        {
          last_treatment_week: integer(weeks, 'weeks', PLAN_WEEKS.min, PLAN_WEEKS.max),
          treatment_start_date: start === undefined ? null : isoDate(start),
          treatment_schedule: (options.get('week') ?? []).map(weekArg),
        },
        now,
      );
      break;
    }
    case 'complete':
      done = await complete(db, uid, now);
      break;
    default: {
      const status = positional[1];
      if (!END_STATUSES.includes(status as EndStatus)) throw badRequest(`end needs one of ${END_STATUSES.join(', ')}.`);
      const reason = single(options, 'reason');
      if (!reason?.trim() || reason.length > 1000) throw badRequest('end needs --reason <text> (at most 1000 characters).');
      done = await endConsult(db, uid, status as EndStatus, reason, now);
    }
  }
  for (const t of done.touched) if (t.objects.length) await auditCli(db, clock, `clinician ${command}`, t.action, t.objects);
  return JSON.stringify(done.result, null, 2);
}
