import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpError } from '../http/http-error';
import { QueryView, type QueryLike } from './query-view';

const httpError = (status: number, detail: string) => new HttpError({ status, headers: {}, data: { detail } });

function view(query: Partial<QueryLike<string[]>>, props: { empty?: string } = {}) {
  const full: QueryLike<string[]> = { status: 'pending', refetch: jest.fn(), ...query };
  const result = render(
    <QueryView
      query={full}
      isEmpty={(tests) => tests.length === 0}
      empty={props.empty && <p>{props.empty}</p>}
      loadingLabel="Loading your tests…"
    >
      {(tests) => (
        <ul>
          {tests.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
  return { ...result, refetch: full.refetch as jest.Mock };
}

test('loading: the label, shown and announced', () => {
  view({ status: 'pending', isFetching: true });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your tests…');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('error: the message and a "Try again" button that refetches', async () => {
  const { refetch } = view({ status: 'error', error: httpError(503, 'The lab is not answering.') });
  expect(screen.getByRole('alert')).toHaveTextContent('The lab is not answering.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('error that is not from the API: the generic message', () => {
  view({ status: 'error', error: new TypeError('x is undefined') });
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  expect(screen.getByRole('alert')).not.toHaveTextContent('x is undefined');
});

test('retrying: the button is busy', () => {
  view({ status: 'error', error: new Error('offline'), isFetching: true });
  expect(screen.getByRole('button', { name: /Try again/ })).toBeDisabled();
});

test('empty: the given empty content, or a default', () => {
  const { unmount } = view({ status: 'success', data: [] }, { empty: 'No tests yet. Order your first kit.' });
  expect(screen.getByText('No tests yet. Order your first kit.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  unmount();
  view({ status: 'success', data: [] });
  expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
});

test('data: the children with the data', () => {
  view({ status: 'success', data: ['VM-123', 'VM-456'] });
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['VM-123', 'VM-456']);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a background refetch keeps the data on screen, with no spinner', () => {
  view({ status: 'success', data: ['VM-123'], isFetching: true });
  expect(screen.getByRole('listitem')).toHaveTextContent('VM-123');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a failed refetch keeps the data and shows the error above it', async () => {
  const { refetch } = view({ status: 'error', data: ['VM-123'], error: new Error('offline') });
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  expect(screen.getByRole('listitem')).toHaveTextContent('VM-123');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(refetch).toHaveBeenCalled();
});

test('does not import @tanstack/react-query (the login page uses the kit)', () => {
  const source = readFileSync(path.join(__dirname, 'query-view.tsx'), 'utf8');
  expect(source).not.toMatch(/from '@tanstack\//);
});
