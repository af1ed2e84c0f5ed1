// mf-clinic owns /clinic/* (staff only: the shell's guard keeps everyone else out before this remote
// is downloaded). Each page is its own chunk; a path without a page shows the not-found page.
import { lazyPage, NotFoundPage, Outlet, type RemoteMountProps, Route, Routes } from '@flora/shared';

const QueuePage = lazyPage(() => import('./features/queue/queue-page').then((m) => m.QueuePage));
const ConsultPage = lazyPage(() => import('./features/consult/consult-page').then((m) => m.ConsultPage));

export function ClinicRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route index element={<QueuePage />} />
        <Route path="consults/:uid" element={<ConsultPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
