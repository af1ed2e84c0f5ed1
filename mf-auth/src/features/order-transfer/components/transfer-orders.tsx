// The orders an order-transfer link moves: number, date, items and total, one block per order (a
// list rather than a table, so the narrow confirmation page keeps one calm column at any width).
import { StatusPill } from '@flora/shared';
import { formatCurrency, formatDisplayDate, LIST_LABELS } from '@flora/shared/domain';
import type { TransferOrder } from '../api/order-transfer-details';
import styles from '../order-transfer.module.css';

const items = (order: TransferOrder) => order.items.map((item) => (item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name)).join(', ');

export function TransferOrders({ orders }: { orders: readonly TransferOrder[] }) {
  return (
    <ul className={styles.orders} aria-label="Orders to move">
      {orders.map((order) => (
        <li key={order.checkout_id} className={styles.order}>
          <dl className={styles.details}>
            <dt>{LIST_LABELS.orderNumber}</dt>
            <dd className={styles.orderNumber}>{order.order_number ?? order.checkout_id}</dd>
            <dt>{LIST_LABELS.orderDate}</dt>
            <dd>{formatDisplayDate(order.ordered_at)}</dd>
            <dt>Items</dt>
            <dd>{items(order)}</dd>
            <dt>Total</dt>
            <dd>{formatCurrency(order.total)}</dd>
          </dl>
          {!order.movable && <StatusPill tone="neutral">Already moved elsewhere</StatusPill>}
        </li>
      ))}
    </ul>
  );
}
