// mf-care owns /care/* (not /care/shop/*) and /treatments/* (not login/register) (DESIGN §4).
import { Outlet, type RemoteMountProps, Route, Routes, UnavailablePage } from '@flora/shared';
import { CarePage } from './features/care/care-page';

export function CareRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route path="care" element={<CarePage />} />
        <Route path="treatments/*" element={<UnavailablePage title="My Treatment" message="Your treatment details will appear here." />} />
      </Route>
      {/* Another remote's path: stay quiet while the shell swaps remotes. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
