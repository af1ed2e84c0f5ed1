// The router parts the apps use, re-exported from the one @flora/shared singleton.
// Apps import these from '@flora/shared', never from react-router(-dom): shared whole, react-router
// would be a 63 KiB singleton before /login/ renders; inside this module webpack keeps only what is
// re-exported here (~13 KiB), and there is still exactly one copy (and one router context) per page.
import { useCallback } from 'react';
import { type NavigateOptions, type To, useNavigate as useRouterNavigate } from 'react-router-dom';

export {
  unstable_HistoryRouter as HistoryRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, To } from 'react-router-dom';

/**
 * react-router's navigate, as a plain call: with our history router it navigates at once (its
 * promise only exists for data routers, which we do not use), so callers never await it and a
 * navigation never floats as an unhandled promise.
 */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      void (typeof to === 'number' ? navigate(to) : navigate(to, options));
    },
    [navigate],
  );
}
