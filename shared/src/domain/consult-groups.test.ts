import type { Consult } from './care-entities';
import { consultFixture } from '@flora/tools/jest/api-fixtures';
import { deriveConsultGroups } from './consult-groups';

const c = (uid: string, fields: Parameters<typeof consultFixture>[0] = {}): Consult => consultFixture({ uid, status: 'SU', ...fields });
const uids = (list: Consult[]) => list.map((x) => x.uid);
const uid = (x: Consult | null) => x?.uid ?? null;

describe('derived consult groups (SPEC §4), list latest first', () => {
  const consults = [
    c('ungated-open', { type: 'ungated-rx', status: 'ST', is_pre_submit: true, consult_paid: true, show_consult_in_progress: true }),
    c('sti-new', { type: 'sti', status: 'CP', consult_paid: true, is_closed: true }),
    c('mp', { type: 'male-partner', status: 'OR' }),
    c('vag-done', { status: 'CP', consult_paid: true, ready_for_refills: true, consultmessagethread: 4 }),
    c('sti-old', { type: 'sti', status: 'CP', consult_paid: true, ready_for_refills: true }),
    c('ungated-closed', { type: 'ungated-rx', status: 'CA', is_closed: true, is_pre_submit: true }),
  ];
  const groups = deriveConsultGroups(consults);

  it.each([
    ['open', ['ungated-open', 'vag-done', 'sti-old']],
    ['completed', ['sti-new', 'vag-done', 'sti-old']],
    ['vaginitisOrUngatedRx', ['ungated-open', 'vag-done', 'ungated-closed']],
    ['sti', ['sti-new', 'sti-old']],
    ['malePartner', ['mp']],
    ['openUngatedRx', ['ungated-open']],
  ] as const)('%s', (key, expected) => {
    expect(uids(groups[key])).toEqual(expected);
  });

  it.each([
    ['mostRecentVaginitisOrUngated', 'ungated-open'],
    ['firstSti', 'sti-new'],
    ['mostRecentCompleted', 'sti-new'],
    ['firstWithRefills', 'vag-done'],
    ['latestPreSubmit', 'ungated-open'],
    ['latest', 'ungated-open'],
    ['latestPaid', 'ungated-open'],
    ['latestInProgress', 'ungated-open'],
    ['latestCareInProgress', 'ungated-open'],
  ] as const)('%s is %s', (key, expected) => {
    expect(uid(groups[key])).toBe(expected);
  });

  it('an STI or male-partner consult in progress is no care consult in progress (issue 27: it locks no BV care)', () => {
    const list = [
      c('sti', { type: 'sti', status: 'SU', consult_paid: true, show_consult_in_progress: true }),
      c('mp', { type: 'male-partner', status: 'SU', show_consult_in_progress: true }),
      c('vag', { status: 'SU', consult_paid: true, show_consult_in_progress: true }),
    ];
    expect(uid(deriveConsultGroups(list).latestInProgress)).toBe('sti');
    expect(uid(deriveConsultGroups(list).latestCareInProgress)).toBe('vag');
    expect(deriveConsultGroups(list.slice(0, 2)).latestCareInProgress).toBeNull();
  });

  it('flags past messages and past treatments', () => {
    expect(groups.hasPastConsultMessages).toBe(true);
    expect(groups.hasPastTreatments).toBe(true);
  });

  it.each([null, undefined, []])('%p gives empty groups and nulls, never a crash', (list) => {
    const empty = deriveConsultGroups(list);
    expect(empty.open).toEqual([]);
    expect(empty.latest).toBeNull();
    expect(empty.latestInProgress).toBeNull();
    expect(empty.hasPastConsultMessages).toBe(false);
    expect(empty.hasPastTreatments).toBe(false);
  });

  it.each([
    ['latest complete, the only completed', [c('a', { status: 'CP' })], false],
    ['latest complete, two completed', [c('a', { status: 'CP' }), c('b', { status: 'CP' })], true],
    ['latest not complete, one completed', [c('a', { status: 'PR' }), c('b', { status: 'CP' })], true],
    ['latest not complete, none completed', [c('a', { status: 'PR' }), c('b', { status: 'CA' })], false],
  ])('has past treatments: %s', (_name, list, expected) => {
    expect(deriveConsultGroups(list).hasPastTreatments).toBe(expected);
  });

  it('has no past messages when no consult has a thread', () => {
    expect(deriveConsultGroups([c('a'), c('b')]).hasPastConsultMessages).toBe(false);
  });
});
