import { infectionStateText } from './infection-state';

describe('infection state text (SPEC §4)', () => {
  it.each([
    ['disrupted', ['yeast', 'BV'], 'BV + yeast'],
    ['disrupted', ['cv', 'av', 'bv'], 'av + bv + cv'],
    ['disrupted', ['BV'], 'BV'],
    ['disrupted', [], 'disrupted'],
    ['disrupted', null, 'disrupted'],
    ['healthy', ['BV'], 'healthy'],
    [null, ['BV'], ''],
    [undefined, undefined, ''],
  ])('%p with %p: %p', (state, conditions, text) => {
    expect(infectionStateText(state, conditions)).toBe(text);
  });

  it('does not reorder the caller’s list', () => {
    const conditions = ['b', 'a'];
    infectionStateText('disrupted', conditions);
    expect(conditions).toEqual(['b', 'a']);
  });
});
