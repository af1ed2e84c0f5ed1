// mf-auth owns registration, password reset, email verification, consent, welcome, order
// transfer, provider-test links and /account/* (DESIGN §4).
import { Outlet, Route, Routes, type RemoteMountProps } from '@flora/shared';
import { RegisterPage } from './features/register/register-page';
import { VerifyEmailPage } from './features/verify-email/verify-email-page';
import { VerifyEmailConfirmPage } from './features/verify-email/verify-email-confirm-page';

export function AuthRoutes({ basePath }: RemoteMountProps) {
  return (
    <Routes>
      <Route path={basePath} element={<Outlet />}>
        <Route path="register" element={<RegisterPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="verify-email-confirm" element={<VerifyEmailConfirmPage />} />
      </Route>
      {/* Another remote's path: stay quiet while the shell swaps remotes. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
