// /account/orders/ — the caller's orders (GET /api/v1/orders/), latest first: order number, date,
// items, status and, for a care order, its clinical intake: the Intake Form while it waits on her,
// else a way to view the consultation. None yet: say so and point to the shop.
import { buttonClassName, EmptyState, Link, paths, QueryView, StatusPill, VisuallyHidden } from '@flora/shared';
import { formatCurrency, formatDisplayDate, LIST_LABELS, toConsultType } from '@flora/shared/domain';
import { DataList, type DataListColumn } from '@flora/shared/widgets';
import { bannerLinkHref } from '@flora/shared/care';
import { ORDERS_SHOWN, useOrders, type Order } from '../api/orders';
import { AccountFrame } from '../components/account-frame';
import styles from '../components/account-sections.module.css';

/** SPEC §2.10: a paid order reads "Order placed", processed or not ("Complete" read as if care were done). */
const STATUS: Record<string, { label: string; tone: 'success' | 'neutral' }> = {
  paid: { label: LIST_LABELS.orderPlaced, tone: 'success' },
  processed: { label: LIST_LABELS.orderPlaced, tone: 'success' },
};
const statusOf = (order: Order) => STATUS[order.status] ?? { label: order.status, tone: 'neutral' as const };

const columns: readonly DataListColumn<Order>[] = [
  { key: 'number', header: LIST_LABELS.orderNumber, rowHeader: true, render: (o: Order) => <span className={styles.nowrap}>{o.order_number}</span> },
  { key: 'date', header: LIST_LABELS.orderDate, render: (o: Order) => <span className={styles.nowrap}>{formatDisplayDate(o.created_at)}</span> },
  {
    key: 'items',
    header: 'Items',
    render: (o: Order) => (
      <ul className={styles.items}>
        {o.line_items.map((line, index) => (
          <li key={`${line.slug}-${index}`}>
            {line.quantity > 1 ? `${line.quantity} × ` : ''}
            {line.name}
            {line.is_subscription ? ' (subscription)' : ''}
          </li>
        ))}
      </ul>
    ),
  },
  { key: 'total', header: 'Total', render: (o: Order) => formatCurrency(o.total) },
  {
    key: 'status',
    header: 'Status',
    render: (o: Order) => {
      const status = statusOf(o);
      return <StatusPill tone={status.tone}>{status.label}</StatusPill>;
    },
  },
  { key: 'intake', header: LIST_LABELS.clinicalIntake, render: (o: Order) => <ClinicalIntake order={o} /> },
];

function ClinicalIntake({ order }: { order: Order }) {
  if (!order.consult_uid) return <>—</>;
  const consult = { uid: order.consult_uid, type: toConsultType(order.consult_type) };
  // A processed care order without kits is still open only while its consult's intake waits (the API's is_open).
  const intakeDue = order.status === 'processed' && order.is_open && order.test_kits.length === 0;
  return intakeDue ? (
    <Link to={bannerLinkHref('completeIntake', consult)}>
      {LIST_LABELS.intakeForm}
      <VisuallyHidden> of order {order.order_number}</VisuallyHidden>
    </Link>
  ) : (
    <Link to={paths.consult(consult.uid)}>
      {LIST_LABELS.view}
      <VisuallyHidden> the consultation of order {order.order_number}</VisuallyHidden>
    </Link>
  );
}

export function OrdersPage() {
  const orders = useOrders();
  return (
    <AccountFrame title="Orders" description="Everything you ordered, the latest first.">
      <QueryView
        query={orders}
        loadingLabel="Loading your orders…"
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title="No orders yet"
            message="When you order a test, treatment or care product, it shows here with its status."
            action={
              <Link className={buttonClassName()} to={paths.shop.home()}>
                Visit the shop
              </Link>
            }
          />
        }
      >
        {(list) => (
          <>
            <DataList aria-label="Your orders" columns={columns} rows={list} rowKey={(o) => o.order_number} />
            {list.length >= ORDERS_SHOWN && <p className={styles.hint}>Showing your latest {ORDERS_SHOWN} orders.</p>}
          </>
        )}
      </QueryView>
      <p className={styles.hint}>
        Missing an order you placed as a guest or with another account?{' '}
        <Link to={paths.verifyAccountOrderTransfer()}>Move it to this account</Link>.
      </p>
    </AccountFrame>
  );
}
