// The orders an order-transfer link moves: number, date, items and total (a table on wide screens,
// cards below 600 px).
import { DataList, type DataListColumn, formatCurrency, formatDisplayDate, StatusPill } from '@flora/shared';
import type { TransferOrder } from '../api/order-transfer-details';

const items = (order: TransferOrder) => order.items.map((item) => (item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name)).join(', ');

const COLUMNS: DataListColumn<TransferOrder>[] = [
  { key: 'number', header: 'Order #', rowHeader: true, render: (order) => order.order_number ?? order.checkout_id },
  { key: 'date', header: 'Order Date', render: (order) => formatDisplayDate(order.ordered_at) },
  { key: 'items', header: 'Items', render: items },
  { key: 'total', header: 'Total', render: (order) => formatCurrency(order.total) },
  {
    key: 'state',
    header: 'Status',
    render: (order) =>
      order.movable ? <StatusPill tone="info">Will move</StatusPill> : <StatusPill tone="neutral">Already moved elsewhere</StatusPill>,
  },
];

export function TransferOrders({ orders }: { orders: readonly TransferOrder[] }) {
  return <DataList caption="Orders to move" columns={COLUMNS} rows={orders} rowKey={(order) => order.checkout_id} />;
}
