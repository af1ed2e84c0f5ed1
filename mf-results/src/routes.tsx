// mf-results owns /tests/*, /results/:id/*, /plan/*, /compare/ (DESIGN §4).
import { Outlet, Route, Routes, type RemoteMountProps } from '@flora/shared';
import { MyTestsPage } from './features/tests/my-tests-page';

export function ResultsRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route path="tests" element={<MyTestsPage />} />
      </Route>
      {/* Another remote's path: stay quiet while the shell swaps remotes. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
