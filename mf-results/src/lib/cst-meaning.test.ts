import { cstMeaning } from './cst-meaning';

test.each([
  ['CST I-A', /optimal/],
  ['CST II', /optimal/],
  ['CST V', /optimal/],
  ['CST III-B', /in between/],
  ['CST IV-B', /disrupted/],
  ['CST IV-C3', /disrupted/],
])('%s reads in plain words as the SPEC §4 state', (type, state) => {
  expect(cstMeaning(type)).toMatch(state);
});

test('a type the page does not know gets a neutral line, not nothing', () => {
  expect(cstMeaning('CST X')).toMatch(/which bacteria lead your vaginal microbiome/);
});
