import { detectedNames, joinNames } from './pcr-findings';

const finding = (name: string, detected: boolean) => ({ target: 'chlamydia' as const, name, detected });

test('detected names keep the panel order', () => {
  expect(detectedNames([finding('Chlamydia', true), finding('Gonorrhea', false), finding('Trichomonas', true)])).toEqual(['Chlamydia', 'Trichomonas']);
  expect(detectedNames([finding('Chlamydia', false)])).toEqual([]);
});

test('names are joined as a sentence says them', () => {
  expect(joinNames([])).toBe('');
  expect(joinNames(['Chlamydia'])).toBe('Chlamydia');
  expect(joinNames(['Chlamydia', 'Trichomonas'])).toBe('Chlamydia and Trichomonas');
  expect(joinNames(['Chlamydia', 'Gonorrhea', 'Trichomonas'])).toBe('Chlamydia, Gonorrhea and Trichomonas');
});
