// The consult state machine (SPEC §4 statuses; transitions are the team's decision, see consult-status.ts).
import { CONSULT_STATUS_CODES, canTransition, transitionRefusal } from '../src/features/consults/consult-status';
import { moveConsultStatus } from '../src/features/consults/consults-repository';
import { createTestApp, type TestApp } from './helpers/test-app';

const MAIN_FLOW = ['IN', 'OR', 'ST', 'SU', 'PR', 'CP'];

describe('consult transitions', () => {
  it.each(MAIN_FLOW.slice(0, -1).map((from, i) => [from, MAIN_FLOW[i + 1]]))('main flow %s -> %s is allowed', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each([
    ['IN', 'SU'],
    ['OR', 'CP'],
    ['ST', 'PR'],
    ['SU', 'CP'],
    ['CP', 'PR'],
    ['CP', 'CA'],
    ['RF', 'SU'],
    ['IE', 'PR'],
    ['CA', 'IN'],
    ['SU', 'XX'],
  ])('%s -> %s is refused', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it.each(['ER', 'RF', 'IE', 'ID', 'CA'])('a clinician can end a consult under review as %s', (outcome) => {
    expect(canTransition('PR', outcome)).toBe(true);
  });

  it('final statuses go nowhere; every other status has a way on', () => {
    const onwards = CONSULT_STATUS_CODES.filter((from) => CONSULT_STATUS_CODES.some((to) => canTransition(from, to)));
    expect(CONSULT_STATUS_CODES.filter((status) => !onwards.includes(status)).sort()).toEqual(['CA', 'CP', 'IE', 'RF']);
  });

  it('explains a refusal with the allowed next statuses', () => {
    expect(transitionRefusal('OR', 'CP')).toBe(
      'A consult in status OR (ordered) cannot move to CP (complete); it can move to ST (intake started), CA (cancelled).',
    );
    expect(transitionRefusal('CP', 'PR')).toMatch(/status CP \(complete\).*it is final\.$/);
  });
});

describe('moveConsultStatus on the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const partnerConsult = () =>
    t.db.selectFrom('consults').select(['id', 'status']).where('uid', '=', 'c0a80001-mpt0-4000-8000-000000000002').executeTakeFirstOrThrow();

  it('moves a consult along a legal transition', async () => {
    const consult = await partnerConsult();
    expect(consult.status).toBe('OR');
    await moveConsultStatus(t.db, consult, 'ST', t.clock.now());
    expect((await partnerConsult()).status).toBe('ST');
  });

  it('refuses an illegal transition with 409 and changes nothing', async () => {
    const consult = await partnerConsult();
    await expect(moveConsultStatus(t.db, consult, 'CP', t.clock.now())).rejects.toMatchObject({ statusCode: 409 });
    expect((await partnerConsult()).status).toBe(consult.status);
  });

  it('refuses a move from a status the consult has already left (a concurrent change)', async () => {
    const stale = await partnerConsult();
    await moveConsultStatus(t.db, stale, 'SU', t.clock.now());
    await expect(moveConsultStatus(t.db, stale, 'CA', t.clock.now())).rejects.toMatchObject({ statusCode: 409 });
    expect((await partnerConsult()).status).toBe('SU');
  });
});
