// React binding of session$: re-renders on sign-in, sign-out, token refresh and user refresh.
import { useSyncExternalStore } from 'react';
import { session$, type Session } from './session';

const subscribe = (onChange: () => void) => {
  const subscription = session$.subscribe(onChange);
  return () => subscription.unsubscribe();
};
const snapshot = () => session$.getValue();

export function useSession(): Session {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
