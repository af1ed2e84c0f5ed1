// /account/orders/ — the caller's orders (GET /api/v1/orders/), latest first: order number, date,
// items and status. None yet: say so and point to the shop.
import { buttonClassName, DataList, type DataListColumn, EmptyState, formatCurrency, formatDisplayDate, Link, paths, QueryView, StatusPill } from '@flora/shared';
import { ORDERS_SHOWN, useOrders, type Order } from '../api/orders';
import { AccountFrame } from '../components/account-frame';
import styles from '../components/account-sections.module.css';

/** What each order status means to the buyer (paid: waiting to be processed; processed: done). */
const STATUS: Record<string, { label: string; tone: 'info' | 'success' | 'neutral' }> = {
  paid: { label: 'Paid, being prepared', tone: 'info' },
  processed: { label: 'Complete', tone: 'success' },
};
const statusOf = (order: Order) => STATUS[order.status] ?? { label: order.status, tone: 'neutral' as const };

const columns: readonly DataListColumn<Order>[] = [
  { key: 'number', header: 'Order', rowHeader: true, render: (o: Order) => <span className={styles.nowrap}>{o.order_number}</span> },
  { key: 'date', header: 'Date', render: (o: Order) => <span className={styles.nowrap}>{formatDisplayDate(o.created_at)}</span> },
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
];

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
