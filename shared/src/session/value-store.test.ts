// The session stream's store keeps the BehaviorSubject semantics the apps rely on.
import { createValueStore } from './value-store';

test('a subscriber hears the current value at once, then each new one until it unsubscribes', () => {
  const store = createValueStore('anonymous');
  const heard: string[] = [];
  const subscription = store.subscribe((value) => heard.push(value));
  store.next('authenticated');
  subscription.unsubscribe();
  store.next('anonymous again');
  expect(heard).toEqual(['anonymous', 'authenticated']);
  expect(store.getValue()).toBe('anonymous again');
});

test('a subscriber that throws does not stop the others; its error is reported on its own', () => {
  jest.useFakeTimers();
  const store = createValueStore(0);
  const heard: number[] = [];
  store.subscribe((value) => {
    if (value === 1) throw new Error('a broken subscriber');
  });
  store.subscribe((value) => heard.push(value));
  expect(() => store.next(1)).not.toThrow();
  expect(heard).toEqual([0, 1]);
  expect(() => jest.runAllTimers()).toThrow('a broken subscriber');
  jest.useRealTimers();
});
