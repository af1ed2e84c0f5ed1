// mf-results owns /tests/*, /results/:id/*, /plan/*, /compare/ (DESIGN §4). Each page is its own
// chunk but My Tests, where a patient lands after sign-in: it is part of `./app`, whose code the
// shell's page names for the browser to fetch beside the shell's own (tools/serve/page-hints.js), so
// the page does not wait for a chunk `./app` asks for once it runs (issue 30). It keeps a page's error
// boundary. Each owned prefix ends in the not-found page, and any other path renders nothing while
// the shell swaps remotes.
import { lazyPage, NotFoundPage, Outlet, Route, Routes, type RemoteMountProps } from '@flora/shared';
import { MyTestsPage as MyTests } from './features/tests/my-tests-page';

const MyTestsPage = lazyPage(async () => MyTests);
const HealthHistoryPage = lazyPage(() => import('./features/health-history/health-history-page').then((m) => m.HealthHistoryPage));
const ResultsPage = lazyPage(() => import('./features/results/results-page').then((m) => m.ResultsPage));
const PlanPage = lazyPage(() => import('./features/plan/plan-page').then((m) => m.PlanPage));
const ComparePage = lazyPage(() => import('./features/compare/compare-page').then((m) => m.ComparePage));

export function ResultsRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route path="tests">
          <Route index element={<MyTestsPage />} />
          <Route path=":hash/health-history/:pageId?" element={<HealthHistoryPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="results/:hash" element={<ResultsPage />} />
        <Route path="results/*" element={<NotFoundPage />} />
        <Route path="plan">
          <Route index element={<PlanPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="compare">
          <Route index element={<ComparePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
