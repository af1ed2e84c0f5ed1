import { history as shared } from './history';

describe('one shared history (DESIGN §3)', () => {
  it('notifies every subscribed router of a push, and stops notifying after unsubscribe', () => {
    const seenByShell: string[] = [];
    const seenByRemote: string[] = [];
    const stopShell = shared.listen(({ location }) => seenByShell.push(location.pathname));
    const stopRemote = shared.listen(({ location }) => seenByRemote.push(location.pathname));

    shared.push('/care/');
    stopRemote();
    shared.push('/tests/');
    stopShell();
    shared.push('/plan/');

    expect(seenByShell).toEqual(['/care/', '/tests/']);
    expect(seenByRemote).toEqual(['/care/']);
    expect(window.location.pathname).toBe('/plan/');
  });

  it('accepts a new listener after all previous ones left (no "one active listener" error)', () => {
    shared.listen(() => undefined)();
    const seen: string[] = [];
    const stop = shared.listen(({ location }) => seen.push(location.pathname));
    shared.push('/results/abc/');
    stop();
    expect(seen).toEqual(['/results/abc/']);
  });
});
