// Focus after navigation (issue 27.9): the new page's h1 gets focus once it is there (also when its
// remote renders it late), except on the first page of a load, when the page moved focus itself, or
// when only the query changed.
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Page } from '@flora/shared';
import { useFocusPageHeading } from './focus-page-heading';

jest.useFakeTimers();

let go: (path: string, page?: React.ReactNode) => void = () => {};

function Harness({ initial }: { initial: React.ReactNode }) {
  const [state, setState] = useState({ path: '/tests/', page: initial });
  go = (path, page = state.page) => setState({ path, page });
  useFocusPageHeading(state.path.split('?')[0]!);
  return (
    <>
      <a href="/care/">Care</a>
      {state.page}
    </>
  );
}

const page = (title: string, extra?: React.ReactNode) => <Page title={title}>{extra}</Page>;
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

test('the first page of a load keeps focus where the browser put it', async () => {
  render(<Harness initial={page('My Tests')} />);
  await wait(1000);
  expect(document.body).toHaveFocus();
});

test('after a navigation the new page heading has focus, also when its remote renders it late', async () => {
  render(<Harness initial={page('My Tests')} />);
  screen.getByRole('link', { name: 'Care' }).focus();
  act(() => go('/care/', <p>Loading…</p>));
  await wait(300);
  expect(screen.getByRole('link', { name: 'Care' })).toHaveFocus();
  act(() => go('/care/', page('Care')));
  await wait(100);
  expect(screen.getByRole('heading', { level: 1, name: 'Care' })).toHaveFocus();
});

test('a page that keeps its heading element across paths gets it focused too', async () => {
  render(<Harness initial={page('Results')} />);
  act(() => go('/results/B/'));
  await wait(100);
  expect(document.body).toHaveFocus();
  await wait(400);
  expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toHaveFocus();
});

test('a page that moves focus itself keeps it', async () => {
  render(<Harness initial={page('My Tests')} />);
  act(() => go('/account/', page('Account', <input aria-label="Name" />)));
  screen.getByRole('textbox', { name: 'Name' }).focus();
  await wait(500);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

test('a change of query alone moves nothing', async () => {
  render(<Harness initial={page('Intake')} />);
  act(() => go('/tests/?step=two', page('Intake step two')));
  await wait(1000);
  expect(document.body).toHaveFocus();
});
