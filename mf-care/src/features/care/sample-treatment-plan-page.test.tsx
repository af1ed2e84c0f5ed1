import { screen, within } from '@testing-library/react';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { SampleTreatmentPlanPage } from './sample-treatment-plan-page';

beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

test('shows a 7-week plan week by week: the check-in in week 1, the retest in the last week, and the safety notes', () => {
  renderScreen(<SampleTreatmentPlanPage />, { path: '/care/sample-treatment-plan/' });
  const weeks = within(screen.getByRole('list', { name: 'Weeks of the program' })).getAllByRole('listitem');
  expect(weeks).toHaveLength(7);
  expect(within(weeks[0]!).getByText('Initial check-in')).toBeInTheDocument();
  expect(within(weeks[6]!).getByText('Final retest')).toBeInTheDocument();
  expect(within(weeks[3]!).queryByText(/check-in|retest/i)).not.toBeInTheDocument();
  expect(screen.getByText(/maintenance to keep infections from coming back lasts 3 months with 2 boric acid courses/)).toBeInTheDocument();
  expect(screen.getByText(/do not drink alcohol during treatment and for 72 hours/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your recommended treatment' })).toHaveAttribute('href', '/care/recommended-treatment/');
});
