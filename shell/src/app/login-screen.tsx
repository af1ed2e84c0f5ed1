// A login page as the shell first paints it, before the router and the rest of @flora/shared have
// loaded: the frame's layout (the header as the app shows it before it knows who is there) and the
// login page, whose links and sign-in hand over to the app (`go`).
import { FrameLayout } from '../features/frame/frame-layout';
import { LoginPage } from '../features/login/login-page';
import type { LoginVariant } from '../features/login/login-variants';
import { type Go, PageLink } from '../lib/page-link';
import { UNSETTLED_VISITOR } from '../lib/visitor';

export function LoginScreen({ variant, search, go }: { variant: LoginVariant; search: string; go: Go }) {
  return (
    <FrameLayout
      brand={
        <PageLink to="/" go={go}>
          Flora
        </PageLink>
      }
    >
      <LoginPage variant={variant} visitor={UNSETTLED_VISITOR} search={search} go={go} />
    </FrameLayout>
  );
}
