import { careCtaLabel } from './care-cta';

describe('care CTA label by consult (SPEC §4)', () => {
  it.each([
    ['complete à-la-care consult', { status: 'CP', purchase_type: 'a-la-care' }, 'View treatment program'],
    ['COMPLETE spelled out', { status: 'COMPLETE', purchase_type: 'a-la-care', consult_pending: true }, 'View treatment program'],
    ['complete program consult, pending', { status: 'CP', purchase_type: 'program', consult_pending: true }, 'View consultation status'],
    ['pending wins over paid', { status: 'SU', consult_pending: true, consult_paid: true }, 'View consultation status'],
    ['paid', { status: 'OR', consult_paid: true }, 'Complete intake'],
    ['paid, ID verification failed', { status: 'ID', consult_paid: true }, 'Reupload ID'],
    ['à-la-care but not complete', { status: 'PR', purchase_type: 'a-la-care' }, 'Get started'],
    ['nothing set', { status: 'IN' }, 'Get started'],
    ['unknown status', { status: 'ZZ' }, 'Get started'],
    ['no consult', null, 'Get started'],
    ['undefined consult', undefined, 'Get started'],
  ])('%s gives %p', (_name, consult, label) => {
    expect(careCtaLabel(consult)).toBe(label);
  });
});
