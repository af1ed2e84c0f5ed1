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
const MyTreatmentsPage = lazyPage(() => import('./features/care/my-treatments-page').then((m) => m.MyTreatmentsPage));
const ConsultPage = lazyPage(() => import('./features/consult/consult-page').then((m) => m.ConsultPage));
const TreatmentPage = lazyPage(() => import('./features/treatment/treatment-page').then((m) => m.TreatmentPage));
const LatestTreatmentPage = lazyPage(() => import('./features/treatment/treatment-page').then((m) => m.LatestTreatmentPage));
const VaginitisIntakePage = lazyPage(() =>
  import('./features/intake/vaginitis-intake-page').then((m) => m.VaginitisIntakePage),
);
const UngatedRxIntakePage = lazyPage(() =>
  import('./features/intake/ungated-rx-intake-page').then((m) => m.UngatedRxIntakePage),
);
const UngatedRxEntryPage = lazyPage(() =>
  import('./features/intake/ungated-rx-entry-page').then((m) => m.UngatedRxEntryPage),
);
const StiIntakePage = lazyPage(() => import('./features/intake/sti-intake-page').then((m) => m.StiIntakePage));

const MalePartnerIntakePage = lazyPage(() =>
  import('./features/intake/male-partner-intake-page').then((m) => m.MalePartnerIntakePage),
);
const MalePartnerEntryPage = lazyPage(() =>
  import('./features/intake/male-partner-entry-page').then((m) => m.MalePartnerEntryPage),
);
const MalePartnerShopPage = lazyPage(() =>
  import('./features/intake/male-partner-shop-page').then((m) => m.MalePartnerShopPage),
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
        <Route path="treatments" element={<MyTreatmentsPage />} />
        <Route path="treatments/consults/:uid" element={<ConsultPage />} />
        <Route path="treatments/consults/:uid/intake/:step" element={<VaginitisIntakePage />} />
        <Route path="treatments/rx/consults/:uid/intake/:step" element={<UngatedRxIntakePage />} />
        <Route path="treatments/intake" element={<UngatedRxEntryPage />} />
        <Route path="treatments/sti/consults/:uid/intake" element={<StiIntakePage />} />
        <Route path="treatments/consults/:uid/male-partner/intake/:step" element={<MalePartnerIntakePage />} />
        {/* SPEC §2.4's entry, written without a trailing slash (the router matches both). */}
        <Route path="treatments/male-partner/intake/start" element={<MalePartnerEntryPage />} />
        <Route path="treatments/consults/:uid/treatment" element={<TreatmentPage />} />
        <Route path="treatments/treatment" element={<LatestTreatmentPage />} />
        {/* A male partner's /care/shop/* (the shell moves him under /treatments/). */}
        <Route path="treatments/shop/*" element={<MalePartnerShopPage />} />
        <Route path="treatments/*" element={<NotFoundPage />} />
        {/* The shell's and mf-auth's. */}
        <Route path="treatments/login/*" element={null} />
        <Route path="treatments/register/*" element={null} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
