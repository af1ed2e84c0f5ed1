import { render, screen, within } from '@testing-library/react';
import { DataList, type DataListColumn } from './data-list';

interface Order {
  number: string;
  date: string;
  status: string;
}

const ORDERS: Order[] = [
  { number: '1001', date: 'Mar 5, 2026', status: 'Order placed' },
  { number: '1002', date: 'Apr 2, 2026', status: 'Shipped' },
];

const COLUMNS: DataListColumn<Order>[] = [
  { key: 'number', header: 'Order #', render: (o) => o.number, rowHeader: true },
  { key: 'date', header: 'Order Date', render: (o) => o.date },
  { key: 'status', header: 'Status', render: (o) => o.status },
];

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function narrowScreen() {
  window.matchMedia = ((query: string) =>
    ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList) as typeof window.matchMedia;
}

test('a table with its caption, column headers and row headers on a wide screen', () => {
  render(<DataList caption="Your orders" columns={COLUMNS} rows={ORDERS} rowKey={(o) => o.number} />);
  const table = screen.getByRole('table', { name: 'Your orders' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order #', 'Order Date', 'Status']);
  expect(within(table).getByRole('rowheader', { name: '1002' })).toBeInTheDocument();
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1]).getByRole('cell', { name: 'Order placed' })).toBeInTheDocument();
});

test('below 600 px: a list of cards, each value labelled by its header', () => {
  narrowScreen();
  render(<DataList caption="Your orders" columns={COLUMNS} rows={ORDERS} rowKey={(o) => o.number} />);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Your orders' });
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  const labels = within(cards[1]).getAllByRole('term').map((dt) => dt.textContent);
  const values = within(cards[1]).getAllByRole('definition').map((dd) => dd.textContent);
  expect(labels).toEqual(['Order #', 'Order Date', 'Status']);
  expect(values).toEqual(['1002', 'Apr 2, 2026', 'Shipped']);
});

test('an aria-label names it when there is no caption; no rows shows the empty content', () => {
  const { rerender } = render(<DataList aria-label="Tests" columns={COLUMNS} rows={ORDERS} rowKey={(o) => o.number} />);
  expect(screen.getByRole('table', { name: 'Tests' })).toBeInTheDocument();
  rerender(<DataList aria-label="Tests" columns={COLUMNS} rows={[]} rowKey={(o) => o.number} empty="No orders yet." />);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('No orders yet.')).toBeInTheDocument();
});

test('on a wide screen the table sits in a named region keyboard users can reach (it scrolls when wider than its column)', () => {
  render(<DataList columns={COLUMNS} rows={ORDERS} rowKey={(o) => o.number} caption="Your orders" />);
  const region = screen.getByRole('region', { name: 'Your orders' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByRole('table', { name: 'Your orders' })).toBeInTheDocument();
});
