import type { MicrobeShare } from '../../lib/abundance';
import { changeInWords, microbeChanges, signedChange } from './microbe-changes';

const m = (name: string, relative_abundance: number, classification: MicrobeShare['classification'] = 'protective'): MicrobeShare => ({
  name,
  classification,
  relative_abundance,
});

describe('a microbe change in words', () => {
  test.each([
    ['rose', [m('Lactobacillus crispatus', 2)], [m('Lactobacillus crispatus', 61)], 'Lactobacillus crispatus rose from 2% to 61%'],
    ['fell', [m('Gardnerella vaginalis', 38.4)], [m('Gardnerella vaginalis', 1.4)], 'Gardnerella vaginalis fell from 38.4% to 1.4%'],
    ['stayed', [m('Lactobacillus iners', 14.2)], [m('Lactobacillus iners', 14.2)], 'Lactobacillus iners stayed at 14.2%'],
    ['stayed (same once rounded)', [m('Lactobacillus iners', 3.14)], [m('Lactobacillus iners', 3.06)], 'Lactobacillus iners stayed at 3.1%'],
    ['rose (a small change that still shows)', [m('Lactobacillus iners', 3.1)], [m('Lactobacillus iners', 3.2)], 'Lactobacillus iners rose from 3.1% to 3.2%'],
    ['appeared', [], [m('Lactobacillus jensenii', 5.2)], 'Lactobacillus jensenii appeared (5.2%)'],
    ['no longer detected', [m('Sneathia amnii', 4.1)], [], 'Sneathia amnii no longer detected (was 4.1%)'],
    ['rounded like My Results', [m('Prevotella bivia', 9.64)], [m('Prevotella bivia', 61.25)], 'Prevotella bivia rose from 9.6% to 61.3%'],
  ])('%s', (_kind, before, after, words) => {
    const [change] = microbeChanges(before, after);
    expect(changeInWords(change)).toBe(words);
  });
});

test('every microbe of either result, the biggest change first, ties by name', () => {
  const changes = microbeChanges(
    [m('Gardnerella vaginalis', 38.4, 'disruptive'), m('Lactobacillus iners', 14.2, 'variable'), m('Lactobacillus crispatus', 2), m('Sneathia amnii', 4.1, 'disruptive')],
    [m('Lactobacillus crispatus', 88.6), m('Lactobacillus jensenii', 5.2), m('Lactobacillus iners', 3.1, 'variable'), m('Gardnerella vaginalis', 1.4, 'disruptive'), m('Bifidobacterium breve', 4.1, 'variable')],
  );
  expect(changes.map((c) => [c.name, c.kind, Math.round(c.delta * 10) / 10])).toEqual([
    ['Lactobacillus crispatus', 'rose', 86.6],
    ['Gardnerella vaginalis', 'fell', -37],
    ['Lactobacillus iners', 'fell', -11.1],
    ['Lactobacillus jensenii', 'appeared', 5.2],
    ['Bifidobacterium breve', 'appeared', 4.1],
    ['Sneathia amnii', 'gone', -4.1],
  ]);
  expect(changes.find((c) => c.name === 'Sneathia amnii')).toMatchObject({ classification: 'disruptive', before: 4.1, after: null });
});

test.each([
  [59, '+59%'],
  [-1.44, '\u22121.4%'],
  [0.04, '0%'],
])('a change of %p percentage points reads %p', (delta, text) => {
  expect(signedChange(delta)).toBe(text);
});
