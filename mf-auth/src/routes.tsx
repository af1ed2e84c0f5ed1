// mf-auth owns registration, password reset, email verification, consent, welcome, order
// transfer, provider-test links and /account/* (DESIGN §4). Each page is its own chunk; each owned
// path without a page yet shows the not-found page; any other path renders nothing while the
// shell swaps remotes.
import { lazyPage, NotFoundPage, Outlet, Route, Routes, type RemoteMountProps } from '@flora/shared';

const RegisterPage = lazyPage(() => import('./features/register/register-page').then((m) => m.RegisterPage));
const TreatmentRegisterPage = lazyPage(() => import('./features/register/register-page').then((m) => m.TreatmentRegisterPage));
const MalePartnerRegisterPage = lazyPage(() => import('./features/register/register-page').then((m) => m.MalePartnerRegisterPage));
const MalePartnerEligibilityPage = lazyPage(() =>
  import('./features/register/male-partner-eligibility-page').then((m) => m.MalePartnerEligibilityPage),
);
const VerifyEmailPage = lazyPage(() => import('./features/verify-email/verify-email-page').then((m) => m.VerifyEmailPage));
const ResearchConsentPage = lazyPage(() =>
  import('./features/research-consent/research-consent-page').then((m) => m.ResearchConsentPage),
);
const WelcomePage = lazyPage(() => import('./features/welcome/welcome-page').then((m) => m.WelcomePage));
const VerifyEmailConfirmPage = lazyPage(() =>
  import('./features/verify-email/verify-email-confirm-page').then((m) => m.VerifyEmailConfirmPage),
);
const PasswordResetPage = lazyPage(() => import('./features/password-reset/password-reset-page').then((m) => m.PasswordResetPage));
const PasswordResetConfirmPage = lazyPage(() =>
  import('./features/password-reset/password-reset-confirm-page').then((m) => m.PasswordResetConfirmPage),
);
const ProviderRegisterPage = lazyPage(() =>
  import('./features/provider-register/provider-register-page').then((m) => m.ProviderRegisterPage),
);
const ProviderTestPage = lazyPage(() => import('./features/provider-test/provider-test-page').then((m) => m.ProviderTestPage));
const OrderTransferConfirmPage = lazyPage(() =>
  import('./features/order-transfer/order-transfer-confirm-page').then((m) => m.OrderTransferConfirmPage),
);
const VerifyAccountOrderTransferPage = lazyPage(() =>
  import('./features/order-transfer/verify-account-order-transfer-page').then((m) => m.VerifyAccountOrderTransferPage),
);
const AccountPage = lazyPage(() => import('./features/account/overview/account-page').then((m) => m.AccountPage));
const ProfilePage = lazyPage(() => import('./features/account/profile/profile-page').then((m) => m.ProfilePage));
const PasswordPage = lazyPage(() => import('./features/account/password/password-page').then((m) => m.PasswordPage));
const MembershipPage = lazyPage(() => import('./features/account/membership/membership-page').then((m) => m.MembershipPage));
const AccessLogPage = lazyPage(() => import('./features/account/access-log/access-log-page').then((m) => m.AccessLogPage));
const OrdersPage = lazyPage(() => import('./features/account/orders/orders-page').then((m) => m.OrdersPage));
const CoachingPage = lazyPage(() => import('./features/account/coaching/coaching-page').then((m) => m.CoachingPage));

/** The paths this remote owns (DESIGN §4): anything below a page, or without a page yet, is not found. */
const OWNED_NOT_FOUND = [
  'register/*',
  'treatments/register/*',
  'password-reset/*',
  'password-reset-confirm/*',
  'provider/register/*',
  'verify-email/*',
  'verify-email-confirm/*',
  'welcome/*',
  'research-consent/*',
  'order-transfer-confirm/*',
  'verify-account-order-transfer/*',
  'provider-test/*',
  'account/*',
];

export function AuthRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route path="register" element={<RegisterPage />} />
        <Route path="treatments/register" element={<TreatmentRegisterPage />} />
        <Route path="register/male-partner" element={<MalePartnerRegisterPage />} />
        <Route path="register/male-partner/eligibility" element={<MalePartnerEligibilityPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="verify-email-confirm" element={<VerifyEmailConfirmPage />} />
        <Route path="research-consent" element={<ResearchConsentPage />} />
        <Route path="welcome" element={<WelcomePage />} />
        <Route path="password-reset" element={<PasswordResetPage />} />
        <Route path="password-reset-confirm" element={<PasswordResetConfirmPage />} />
        <Route path="provider/register" element={<ProviderRegisterPage />} />
        <Route path="provider-test/:token" element={<ProviderTestPage />} />
        <Route path="order-transfer-confirm" element={<OrderTransferConfirmPage />} />
        <Route path="verify-account-order-transfer" element={<VerifyAccountOrderTransferPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="account/profile" element={<ProfilePage />} />
        <Route path="account/password" element={<PasswordPage />} />
        <Route path="account/membership" element={<MembershipPage />} />
        <Route path="account/orders" element={<OrdersPage />} />
        <Route path="account/coaching" element={<CoachingPage />} />
        <Route path="account/access-log" element={<AccessLogPage />} />
        {OWNED_NOT_FOUND.map((path) => (
          <Route key={path} path={path} element={<NotFoundPage />} />
        ))}
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
