import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageLink } from './page-link';

function renderLink() {
  const go = jest.fn();
  render(
    <PageLink to="/password-reset/" go={go}>
      Forgot your password?
    </PageLink>,
  );
  return { go, link: screen.getByRole('link', { name: 'Forgot your password?' }) };
}

test('a click navigates through `go`, without a page load', async () => {
  const { go, link } = renderLink();
  expect(link).toHaveAttribute('href', '/password-reset/');
  await userEvent.click(link);
  expect(go).toHaveBeenCalledWith('/password-reset/');
});

test.each([
  ['ctrl', { ctrlKey: true }],
  ['meta', { metaKey: true }],
  ['shift', { shiftKey: true }],
  ['middle button', { button: 1 }],
])('a %s click is left to the browser (a new tab or window)', (_name, init) => {
  const { go, link } = renderLink();
  const followed = fireEvent.click(link, init);
  expect(followed).toBe(true); // not prevented: the browser opens the link
  expect(go).not.toHaveBeenCalled();
});
