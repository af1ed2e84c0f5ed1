// mf-clinic owns /clinic/* (staff only: the shell's guard keeps everyone else out before this remote
// is downloaded). Each page is its own chunk; a path without a page shows the not-found page. The
// clinic's sections (queue, announcements, coaching slots) are linked above every page.
import { lazyPage, NotFoundPage, Outlet, type RemoteMountProps, Route, Routes } from '@flora/shared';
import { ClinicNav } from './lib/components/clinic-nav';

const QueuePage = lazyPage(() => import('./features/queue/queue-page').then((m) => m.QueuePage));
const ConsultPage = lazyPage(() => import('./features/consult/consult-page').then((m) => m.ConsultPage));
const AnnouncementsPage = lazyPage(() => import('./features/announcements/announcements-page').then((m) => m.AnnouncementsPage));
const CoachingSlotsPage = lazyPage(() => import('./features/coaching/coaching-slots-page').then((m) => m.CoachingSlotsPage));

function ClinicLayout() {
  return (
    <>
      <ClinicNav />
      <Outlet />
    </>
  );
}

export function ClinicRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<ClinicLayout />}>
        <Route index element={<QueuePage />} />
        <Route path="consults/:uid" element={<ConsultPage />} />
        <Route path="announcements" element={<AnnouncementsPage />} />
        <Route path="coaching" element={<CoachingSlotsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
