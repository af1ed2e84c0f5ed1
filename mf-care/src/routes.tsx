// mf-care owns /care/* (not /care/shop/*) and /treatments/* (not login/register) (DESIGN §4). Each
// page is its own chunk; an owned path without a page shows the not-found page; any other path
// renders nothing while the shell swaps remotes.
import { lazyPage, NotFoundPage, Outlet, type RemoteMountProps, Route, Routes } from '@flora/shared';

const CarePage = lazyPage(() => import('./features/care/care-page').then((m) => m.CarePage));
const RecommendedTreatmentPage = lazyPage(() =>
  import('./features/care/recommended-treatment-page').then((m) => m.RecommendedTreatmentPage),
);
const SampleTreatmentPlanPage = lazyPage(() =>
  import('./features/care/sample-treatment-plan-page').then((m) => m.SampleTreatmentPlanPage),
);
const TreatmentPage = lazyPage(() => import('./features/treatment/treatment-page').then((m) => m.TreatmentPage));
const LatestTreatmentPage = lazyPage(() => import('./features/treatment/treatment-page').then((m) => m.LatestTreatmentPage));
const VaginitisIntakePage = lazyPage(() =>
  import('./features/intake/vaginitis-intake-page').then((m) => m.VaginitisIntakePage),
);

export function CareRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route path="care">
          <Route index element={<CarePage />} />
          <Route path="recommended-treatment" element={<RecommendedTreatmentPage />} />
          <Route path="sample-treatment-plan" element={<SampleTreatmentPlanPage />} />
          <Route path="*" element={<NotFoundPage />} />
          {/* mf-shop's: quiet while the shell swaps remotes. */}
          <Route path="shop/*" element={null} />
        </Route>
        <Route path="treatments/consults/:uid/intake/:step" element={<VaginitisIntakePage />} />
        <Route path="treatments/consults/:uid/treatment" element={<TreatmentPage />} />
        <Route path="treatments/treatment" element={<LatestTreatmentPage />} />
        <Route path="treatments/*" element={<NotFoundPage />} />
        {/* The shell's and mf-auth's. */}
        <Route path="treatments/login/*" element={null} />
        <Route path="treatments/register/*" element={null} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
