// A value that changes over time, with rxjs BehaviorSubject's semantics as the session uses them (so
// the page does not load rxjs for this alone): a subscriber hears the current value at once, then each
// new one; a subscriber that throws does not stop the others (its error is reported on its own).

export interface Subscription {
  unsubscribe(): void;
}

export interface ValueStore<T> {
  getValue(): T;
  next(value: T): void;
  subscribe(listener: (value: T) => void): Subscription;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let current = initial;
  const listeners = new Set<(value: T) => void>();
  const tell = (listener: (value: T) => void, value: T) => {
    try {
      listener(value);
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
  };
  return {
    getValue: () => current,
    next(value) {
      current = value;
      // The subscribers of this moment: one added or removed while they hear it waits for the next value.
      for (const listener of [...listeners]) tell(listener, value);
    },
    subscribe(listener) {
      // Its own entry: the same function subscribed twice hears each value twice, as in rxjs.
      const entry = (value: T) => listener(value);
      listeners.add(entry);
      tell(entry, current);
      return { unsubscribe: () => void listeners.delete(entry) };
    },
  };
}
