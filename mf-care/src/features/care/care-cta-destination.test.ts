import { consultFixture } from '@flora/tools/jest/api-fixtures';
import { careCtaDestination } from './care-cta-destination';

const consult = (fields: Parameters<typeof consultFixture>[0]) => consultFixture({ uid: 'c1', ...fields });

describe('careCtaDestination (the page behind each care CTA label of SPEC §4)', () => {
  it.each([
    ['complete a-la-care -> the treatment', consult({ status: 'CP', purchase_type: 'a-la-care' }), '/treatments/consults/c1/treatment/'],
    ['pending -> the consult status', consult({ status: 'SU', consult_pending: true }), '/treatments/consults/c1/'],
    ['paid -> the intake', consult({ status: 'OR', consult_paid: true }), '/treatments/consults/c1/intake/start/'],
    ['paid ungated Rx -> its own intake', consult({ uid: 'c2', type: 'ungated-rx', status: 'OR', consult_paid: true }), '/treatments/rx/consults/c2/intake/start/'],
    ['ID verification failed -> the photo-ID reupload', consult({ status: 'ID', consult_paid: true }), '/treatments/consults/c1/intake/photo-id/'],
    ['anything else -> the shop', consult({ status: 'IN' }), '/care/shop/'],
    ['no consult -> the shop', null, '/care/shop/'],
  ])('%s', (_name, c, expected) => {
    expect(careCtaDestination(c)).toBe(expected);
  });
});
