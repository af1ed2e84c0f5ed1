import { screen } from '@testing-library/react';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { VerifyEmailConfirmPage } from './verify-email-confirm-page';

const CONFIRM = 'POST /api/v1/email-verification-confirm/';
const stub = setupApiStub();

const renderAt = (url: string) =>
  renderScreen(<VerifyEmailConfirmPage />, { path: url });

test("confirms the link's hash and shows the API's confirmation", async () => {
  stub.answer({ [CONFIRM]: { body: { detail: 'Email Address Verified' } } });
  renderAt('/verify-email-confirm/?hash=abc');

  expect(await screen.findByText('Email Address Verified')).toBeInTheDocument();
  expect(screen.queryByText('Confirming your email…')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue to Flora' })).toHaveAttribute('href', '/');
  expect(stub.requestsTo(CONFIRM).map((r) => r.body)).toEqual([{ hash: 'abc' }]);
});

test('a link without a hash says so and sends nothing', async () => {
  renderAt('/verify-email-confirm/');
  expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is incomplete. Open the link from your email again.');
  expect(stub.requests).toHaveLength(0);
});

test("an unknown or used link shows the API's message", async () => {
  stub.answer({ [CONFIRM]: { status: 404, body: { detail: 'This verification link is invalid or has expired.' } } });
  renderAt('/verify-email-confirm/?hash=stale');
  expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
  expect(screen.queryByRole('link', { name: 'Continue to Flora' })).not.toBeInTheDocument();
});
