// mf-results owns /tests/*, /results/:id/*, /plan/*, /compare/ (DESIGN §4). Each page is its own
// chunk; each owned prefix ends in the not-found page, and any other path renders nothing while
// the shell swaps remotes.
import { lazyPage, NotFoundPage, Outlet, Route, Routes, type RemoteMountProps } from '@flora/shared';

const MyTestsPage = lazyPage(() => import('./features/tests/my-tests-page').then((m) => m.MyTestsPage));
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
