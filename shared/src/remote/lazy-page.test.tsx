// lazyPage: a page is fetched on first render, a failed chunk or a crashing page shows the error
// page with Try again inside the frame (never a blank outlet), and Try again fetches it afresh.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@flora/tools/jest/render';
import { lazyPage } from '@flora/shared';

const ERROR_PAGE_HEADING = 'Unexpected Application Error!';

const Ready = () => <h1>My Tests</h1>;

test('shows a loading state, then the page', async () => {
  const Page = lazyPage(async () => Ready);
  renderScreen(<Page />);
  expect(await screen.findByRole('heading', { name: 'My Tests' })).toBeInTheDocument();
});

test('a chunk that fails to load shows the error page, and Try again loads it afresh', async () => {
  const load = jest.fn<Promise<typeof Ready>, []>().mockRejectedValueOnce(new Error('Loading chunk 42 failed.')).mockResolvedValue(Ready);
  const Page = lazyPage(load);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderScreen(<Page />);

  expect(await screen.findByRole('heading', { level: 1, name: ERROR_PAGE_HEADING })).toBeInTheDocument();
  expect(screen.getByText('Loading chunk 42 failed.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { name: 'My Tests' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a page that throws while rendering shows the error page instead of a blank outlet', async () => {
  const Broken = () => {
    throw new Error('Cannot read properties of undefined');
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Page = lazyPage(async () => Broken);
  renderScreen(<Page />);
  expect(await screen.findByRole('heading', { level: 1, name: ERROR_PAGE_HEADING })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
