// /provider/tests/ — every order and test the provider placed with its progress; filter by progress,
// search by the patient's name or email, download a released result as a PDF (SPEC §2.8 "Provider Orders").
// The search filters in the browser: GET /api/v1/provider/orders/ answers every order, unpaged.
import { useEffect, useMemo, useState } from 'react';
import { Banner, buttonClassName, cx, EmptyState, history, Link, Page, paths, QueryView, StatusPill, TextField } from '@flora/shared';
import { DataList, type DataListColumn, Select } from '@flora/shared/widgets';
import { formatDisplayDate, LIST_LABELS } from '@flora/shared/domain';
import { clearCheckoutDeclined, isCheckoutDeclined } from '@flora/shared/data';
import { type ProviderOrder, useProviderOrders } from '../../lib/api/provider-orders';
import { OrderResults } from './components/order-results';
import { ORDER_PROGRESS, PROGRESS_FILTERS, PROGRESS_STEPS, type OrderStatus } from '../../lib/order-progress';
import styles from './provider-tests-page.module.css';

function Progress({ status }: { status: OrderStatus }) {
  const progress = ORDER_PROGRESS[status];
  return (
    <div className={styles.progress}>
      <StatusPill tone={progress.tone}>{progress.label}</StatusPill>
      <progress className={styles.meter} max={PROGRESS_STEPS} value={progress.step} aria-label={`Step ${progress.step} of ${PROGRESS_STEPS}`} />
    </div>
  );
}

/** The name the provider gave (orders placed before names were kept have none), over the email. */
function Patient({ order }: { order: ProviderOrder }) {
  return (
    <>
      {order.patient_name && <span className={styles.name}>{order.patient_name}</span>}
      <span className={cx(styles.email, order.patient_name && styles.detail)}>{order.patient_email}</span>
    </>
  );
}

const matches = (order: ProviderOrder, needle: string) =>
  order.patient_email.toLowerCase().includes(needle) || (order.patient_name?.toLowerCase().includes(needle) ?? false);

const COLUMNS: DataListColumn<ProviderOrder>[] = [
  { key: 'patient', header: 'Patient', rowHeader: true, render: (order) => <Patient order={order} /> },
  // SPEC §2.10's labels: the kit's code once issued, and when the order was placed.
  { key: 'test', header: LIST_LABELS.testId, render: (order) => order.test_hash ?? '—' },
  {
    key: 'ordered',
    header: LIST_LABELS.orderDate,
    render: (order) => (
      <>
        <time className={styles.date} dateTime={order.ordered_at}>
          {formatDisplayDate(order.ordered_at)}
        </time>
        <span className={styles.detail}>
          {order.payer === 'provider' ? 'You pay' : 'Patient pays'}
          {order.add_sti_panel ? ' · with STI panel' : ''}
        </span>
      </>
    ),
  },
  { key: 'progress', header: 'Progress', render: (order) => <Progress status={order.status} /> },
  { key: 'results', header: 'Results', render: (order) => <OrderResults order={order} /> },
];

function OrdersList({ orders }: { orders: ProviderOrder[] }) {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return orders.filter((order) => (!status || order.status === status) && (!needle || matches(order, needle)));
  }, [orders, status, search]);

  return (
    <>
      <div className={styles.filters} role="search" aria-label="Filter orders">
        <Select label="Progress" value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')}>
          <option value="">All orders</option>
          {PROGRESS_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </Select>
        <TextField label="Search by patient name or email" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <p className={styles.count} role="status">
        {shown.length === orders.length ? `${orders.length} ${orders.length === 1 ? 'order' : 'orders'}` : `${shown.length} of ${orders.length} orders`}
      </p>
      <DataList
        aria-label="Your orders"
        columns={COLUMNS}
        rows={shown}
        rowKey={(order) => order.uid}
        empty={<p>No orders match. Try another progress or search.</p>}
      />
    </>
  );
}

export function ProviderTestsPage() {
  const orders = useProviderOrders();
  const [declined] = useState(() => isCheckoutDeclined(history.location.search));
  useEffect(() => {
    if (declined) clearCheckoutDeclined();
  }, [declined]);

  return (
    <Page
      title="Patient tests"
      description="Every test you ordered and where it stands. Download results once your patient releases them to you."
      actions={<Link className={buttonClassName()} to={paths.provider.order()}>
              Order a test
            </Link>}
    >
      {declined && (
        <Banner tone="error" title="Your payment was declined">
          Nothing was charged and the order is still waiting for payment. Try again with another card from the order below.
        </Banner>
      )}
      <QueryView
        query={orders}
        loadingLabel="Loading your orders…"
        isEmpty={(data) => data.data.length === 0}
        empty={
          <EmptyState
            title="No orders yet"
            message="Order a test for a patient and follow its progress here."
            action={<Link className={buttonClassName()} to={paths.provider.order()}>
              Order a test
            </Link>}
          />
        }
      >
        {(data) => <OrdersList orders={data.data} />}
      </QueryView>
    </Page>
  );
}
