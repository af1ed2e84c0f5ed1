// The router parts the apps use, re-exported from the one @flora/shared singleton.
// Apps import these from '@flora/shared', never from react-router(-dom): shared whole, react-router
// would be a 63 KiB singleton before /login/ renders; inside this module webpack keeps only what is
// re-exported here (~13 KiB), and there is still exactly one copy (and one router context) per page.
export {
  unstable_HistoryRouter as HistoryRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, To } from 'react-router-dom';
