// /order-transfer-confirm/?hash=… (public, SPEC §2.1) — the link emailed to the address the orders
// were placed with (api order-transfer-emails.ts). Whoever opens it, signed in or not, sees what
// moves and to which account, confirms, and sees the result. The hash proves access to that email,
// so no sign-in is asked for (the link may be opened on another device).
import { Page, useLocation } from '@flora/shared';
import { TransferConfirmation } from './components/transfer-confirmation';

export function OrderTransferConfirmPage() {
  const hash = new URLSearchParams(useLocation().search).get('hash');
  return (
    <Page title="Move your orders" width="narrow">
      <TransferConfirmation key={hash} hash={hash} as="order-email" />
    </Page>
  );
}
