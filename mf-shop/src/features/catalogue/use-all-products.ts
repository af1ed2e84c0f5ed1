import { useCallback, useEffect, useState } from 'react';
import { errorMessage, type Product } from '@flora/shared';
import { loadAllProducts } from './all-products';

type State = { status: 'loading' } | { status: 'error'; error: string } | { status: 'success'; products: Product[] };

export function useAllProducts() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadAllProducts()
      .then((products) => active && setState({ status: 'success', products }))
      .catch((error: unknown) => active && setState({ status: 'error', error: errorMessage(error) }));
    return () => {
      active = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
