// One emailed order-transfer link: what it moves (read without using it up), a confirm button and
// the result. Used by /order-transfer-confirm/ (anyone with the link) and by
// /verify-account-order-transfer/?hash= (signed in as the account the orders move to).
import type { ReactNode } from 'react';
import { Banner, Button, Card, errorMessage, LoadingState, RetryButton } from '@flora/shared';
import { formatDisplayDate } from '@flora/shared/domain';
import { useTransferDetails } from '../api/order-transfer-details';
import { type ConfirmAs, useConfirmTransfer } from '../api/order-transfer-confirm';
import { TransferOrders } from './transfer-orders';
import styles from '../order-transfer.module.css';

const INVALID_TRANSFER_LINK_COPY = 'This order-transfer link is invalid, already used or expired.';
const INCOMPLETE_TRANSFER_LINK_COPY = 'This order-transfer link is incomplete. Open the link from your email again.';
const ASK_AGAIN_COPY = 'Links work once and for 24 hours. The account that asked for the orders can send a new request.';

const statusOf = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status;

export interface TransferConfirmationProps {
  hash: string | null;
  as: ConfirmAs;
  /** Shown with a failed link, e.g. "Ask again". */
  retryAction?: ReactNode;
  /** Shown under the success message, e.g. a link to the orders. */
  doneAction?: ReactNode;
}

export function TransferConfirmation({ hash, as, retryAction, doneAction }: TransferConfirmationProps) {
  const details = useTransferDetails(hash);
  const confirm = useConfirmTransfer(as);

  if (!hash) return <Banner tone="error" action={retryAction}>{INCOMPLETE_TRANSFER_LINK_COPY}</Banner>;
  if (details.isPending) return <LoadingState label="Checking your link…" />;
  if (details.isError) {
    const status = statusOf(details.error);
    return status === 400 ? (
      <Banner tone="error" title="This link can't be used" action={retryAction}>
        <p>{INVALID_TRANSFER_LINK_COPY}</p>
        <p>{ASK_AGAIN_COPY}</p>
      </Banner>
    ) : (
      <Banner
        tone="error"
        action={
          <RetryButton query={details} />
        }
      >
        {errorMessage(details.error)}
      </Banner>
    );
  }

  const { requester_email: requester, orders, expires_at: expiresAt } = details.data;
  if (confirm.isSuccess) {
    const moved = confirm.data.orders.length;
    const what = moved === 1 ? 'The order is' : `${moved} orders are`;
    return (
      <div className={styles.stack}>
        <Banner tone="success" title="Orders moved">
          {as === 'requester' ? `${what} now in your account.` : `${what} now in the account ${requester}. We let that account know by email.`}
        </Banner>
        {doneAction}
      </div>
    );
  }

  const movable = orders.filter((order) => order.movable).length;
  const confirmStatus = confirm.isError ? statusOf(confirm.error) : undefined;
  return (
    <div className={styles.stack}>
      <p>
        {as === 'requester' ? (
          'You asked to move these orders into your account. Confirm to finish.'
        ) : (
          <>
            The Flora account <strong>{requester}</strong> asked to move {orders.length === 1 ? 'this order' : 'these orders'}, placed with your
            email address, into that account.
          </>
        )}
      </p>
      <Card title="What moves">
        <TransferOrders orders={orders} />
        <p className={styles.note}>
          Only the orders move. Tests, results and consultations stay with the account that took them. The link works until{' '}
          {formatDisplayDate(expiresAt)}.
        </p>
      </Card>
      {confirm.isError && (
        <Banner tone="error" title={confirmStatus === 409 ? 'Nothing to transfer' : undefined} action={confirmStatus === 400 ? retryAction : undefined}>
          {confirmStatus === 400 ? INVALID_TRANSFER_LINK_COPY : errorMessage(confirm.error)}
        </Banner>
      )}
      {movable === 0 ? (
        <Banner tone="warning" title="Nothing to transfer">
          These orders are no longer in the account the link was sent to.
        </Banner>
      ) : (
        !(confirm.isError && (confirmStatus === 400 || confirmStatus === 409)) && (
          <div className={styles.actions}>
            <Button onClick={() => confirm.mutate(hash)} loading={confirm.isPending} loadingLabel="Moving the orders…">
              {movable === 1 ? 'Move this order' : `Move ${movable} orders`}
            </Button>
          </div>
        )
      )}
      {as === 'order-email' && <p className={styles.note}>Not expecting this? Do nothing: the orders stay where they are.</p>}
    </div>
  );
}
