import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { faqPage } from './treatment.fixtures';
import { FaqSection } from './faq-section';

const stub = setupApiStub();
beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const faqPageRoute = (count: number) => ({
  'GET /api/v1/faqs/': (req: { url: string }) => ({ body: faqPage(Number(new URL(req.url, 'http://x').searchParams.get('page') ?? 1), count) }),
});

test('shows ten questions, each opening to its answer, and loads more until all are shown', async () => {
  stub.answer(faqPageRoute(13));
  renderScreen(<FaqSection />);
  const section = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
  expect(await section.findByText('Question 1?')).toBeInTheDocument();
  expect(section.getAllByText(/^Question \d+\?$/)).toHaveLength(10);
  expect(section.getByText('Showing 10 of 13')).toBeInTheDocument();
  expect(section.getByText('Answer 1.')).not.toBeVisible();
  await userEvent.click(section.getByText('Question 1?'));
  expect(section.getByText('Answer 1.')).toBeVisible();

  await userEvent.click(section.getByRole('button', { name: 'Load more questions' }));
  expect(await section.findByText('Question 13?')).toBeInTheDocument();
  expect(section.queryByRole('button', { name: 'Load more questions' })).not.toBeInTheDocument();
  expect(stub.requestsTo('GET /api/v1/faqs/').map((r) => new URL(r.url, 'http://x').searchParams.get('page'))).toEqual(['1', '2']);
});

test('says so when there are no questions, and offers Try again when they fail to load', async () => {
  let fail = true;
  stub.answer({ 'GET /api/v1/faqs/': () => (fail ? { status: 500, body: { detail: 'FAQ unavailable.' } } : { body: faqPage(1, 0) }) });
  renderScreen(<FaqSection />);
  expect(await screen.findByText('FAQ unavailable.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/No questions yet/)).toBeInTheDocument();
});
