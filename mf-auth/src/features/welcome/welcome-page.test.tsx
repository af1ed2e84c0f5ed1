import { screen } from '@testing-library/react';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { WelcomePage } from './welcome-page';

afterEach(signOut);

test('welcomes the user by name, says what happens next and leads to My Tests', () => {
  signIn({ id: 3, firstName: 'Noor', emailVerified: true, consentCompleted: { research: true } });
  renderScreen(<WelcomePage />, { path: '/welcome/' });
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Flora, Noor' })).toBeInTheDocument();
  expect(screen.getByText(/Activate your test kit/)).toBeInTheDocument();
  expect(screen.getByText(/My Tests/, { selector: 'li' })).toBeInTheDocument();
  expect(screen.getByText(/Care/, { selector: 'li' })).toBeInTheDocument();
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Go to My Tests' })).toHaveAttribute('href', '/tests/');
});

test('a male partner is led to the intake', () => {
  signIn({ id: 4, firstName: 'Sam', registrationRoute: 'male_partner' });
  renderScreen(<WelcomePage />, { path: '/welcome/' });
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Flora, Sam' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start your intake' })).toHaveAttribute('href', '/treatments/male-partner/intake/start');
  expect(screen.queryByRole('link', { name: 'Go to My Tests' })).not.toBeInTheDocument();
});
