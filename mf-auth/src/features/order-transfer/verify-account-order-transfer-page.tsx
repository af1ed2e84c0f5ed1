// /verify-account-order-transfer/ (public path, SPEC §2.1) — the requesting account's side of an
// order transfer. Signed in:
// - with ?hash=… (the emailed link, opened while signed in as the account the orders move to):
//   what moves, confirm (POST /api/v1/account-order-transfer-verification-confirm/), result;
// - without: ask for orders placed with another email address (POST {orders}; the owner of that
//   address gets the link) and follow the requests made (GET).
// Signed out: sign in first, then come back here (next=).
import { Banner, Button, buttonClassName, Card, Link, Page, paths, QueryView, StatusPill, useLocation, useSession } from '@flora/shared';
import { formatDisplayDate } from '@flora/shared/domain';
import { TextArea, useApiForm } from '@flora/shared/forms';
import { type TransferRequest, useRequestTransfer, useTransferRequests } from './api/order-transfer-verification';
import { TransferConfirmation } from './components/transfer-confirmation';
import { EMPTY_TRANSFER_REQUEST, parseOrderIds, transferRequestSchema } from './order-transfer-form';
import styles from './order-transfer.module.css';

export function VerifyAccountOrderTransferPage() {
  const location = useLocation();
  const hash = new URLSearchParams(location.search).get('hash');
  const session = useSession();

  let body;
  if (session.status !== 'authenticated') {
    body = (
      <Card title="Sign in to continue">
        <div className={styles.stack}>
          <p>Sign in to the account the orders should move to. You will come back here.</p>
          <div className={styles.actions}>
            <Link className={buttonClassName()} to={paths.login(`${location.pathname}${location.search}`)}>
              Sign in
            </Link>
          </div>
        </div>
      </Card>
    );
  } else if (hash) {
    body = (
      <TransferConfirmation
        key={hash}
        hash={hash}
        as="requester"
        retryAction={<Link to={paths.verifyAccountOrderTransfer()}>Ask again</Link>}
        doneAction={
          <div className={styles.actions}>
            <Link className={buttonClassName()} to={paths.accountOrders()}>
              See your orders
            </Link>
          </div>
        }
      />
    );
  } else {
    body = (
      <div className={styles.stack}>
        <RequestForm />
        <RequestList />
      </div>
    );
  }

  return (
    <Page title="Move orders to your account" width="narrow">
      {body}
    </Page>
  );
}

function RequestForm() {
  const request = useRequestTransfer();
  const form = useApiForm({
    schema: transferRequestSchema,
    defaultValues: EMPTY_TRANSFER_REQUEST,
    onSubmit: async ({ orders }) => {
      await request.mutateAsync(parseOrderIds(orders));
    },
  });
  const sent = request.isSuccess ? request.data : null;

  return (
    <Card title="Ask for orders placed with another email">
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <p className={styles.flush}>
          Bought something before you had this account, or with another email address? Enter the order IDs from the order confirmation
          email. We email a link to the address the orders were placed with; once it is confirmed, the orders move here.
        </p>
        {form.formError && <Banner tone="error">{form.formError}</Banner>}
        {sent && (
          <Banner tone="success" title="Confirmation link sent">
            We emailed a link to {sent.order_email}. It works for 24 hours.
          </Banner>
        )}
        <TextArea
          label="Order IDs"
          hint="One per line, or separated by commas. Up to 20."
          rows={3}
          error={form.errorOf('orders')}
          required
          {...form.register('orders')}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={form.submitting} loadingLabel="Sending the link…">
            Send confirmation link
          </Button>
        </div>
      </form>
    </Card>
  );
}

const STATUS: Record<TransferRequest['status'], { tone: 'info' | 'success' | 'neutral'; label: string }> = {
  pending: { tone: 'info', label: 'Waiting for confirmation' },
  confirmed: { tone: 'success', label: 'Moved' },
  expired: { tone: 'neutral', label: 'Expired' },
};

function RequestList() {
  const requests = useTransferRequests();
  return (
    <Card title="Your requests">
      <QueryView query={requests} loadingLabel="Loading your requests…" isEmpty={(rows) => rows.length === 0} empty={<p className={styles.flush}>No requests yet.</p>}>
        {(rows) => (
          <ul className={styles.orders} aria-label="Your order-transfer requests">
            {rows.map((r) => (
              <li key={r.id} className={styles.order}>
                <StatusPill tone={STATUS[r.status].tone}>{STATUS[r.status].label}</StatusPill>
                <dl className={styles.details}>
                  <dt>Orders</dt>
                  <dd className={styles.orderNumber}>{r.orders.join(', ')}</dd>
                  <dt>Link sent to</dt>
                  <dd>{r.order_email}</dd>
                  <dt>Requested</dt>
                  <dd>{formatDisplayDate(r.created_at)}</dd>
                </dl>
                {r.status === 'confirmed' && <Link to={paths.accountOrders()}>See your orders</Link>}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}
