import { isMalePartner, isMalePartnerUrl } from './male-partner';

describe('male-partner status (SPEC §4)', () => {
  it.each([
    ['/treatments/consults/u1/male-partner/intake/intro', true],
    ['/register/male-partner/', true],
    ['https://flora.test/care/shop?mpt=1', true],
    ['/care/mpt/', true],
    ['/care/shop?utm_campaign=mpt_launch', true],
    ['/MALE-PARTNER/', true],
    ['/care/attempt/', false],
    ['/treatments/consults/u1/intake/1/', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('URL %p: %p', (url, expected) => {
    expect(isMalePartnerUrl(url)).toBe(expected);
  });

  it.each([
    [{ consultType: 'male-partner' }, true],
    [{ consultType: 'vaginitis', url: '/treatments/male-partner/intake/start' }, true],
    [{ consultType: 'vaginitis', url: '/care/' }, false],
    [{ consultType: null, url: null }, false],
    [{}, false],
  ])('%p: %p', (input, expected) => {
    expect(isMalePartner(input)).toBe(expected);
  });
});
