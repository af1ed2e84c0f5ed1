// Messaging (issue 15): demo@flora.test opens her completed consult from Care's Past Consultations,
// reads the seeded conversation, sends a message (it joins the thread at once), and a clinician's
// reply — sent during the test through the staff route, as the clinician tools do — appears without
// a reload, announced, with its phone number linked.
import { expect, expectHealthyPage, expectSameDocument, markDocument, signIn, test, DEMO_PASSWORD } from './platform';

test('demo sends a message on her consult and sees the clinician reply appear without a reload', async ({ page, request }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();

  // Care's Past Consultations lead to the consult's page.
  await page.goto('/care/');
  const past = page.getByRole('region', { name: 'Past Consultations' });
  await past.getByRole('link', { name: 'Status and messages' }).first().click();
  await expect(page).toHaveURL(/\/treatments\/consults\/[^/]+\/$/);
  const uid = new URL(page.url()).pathname.split('/')[3];

  await expect(page.getByRole('heading', { level: 1, name: 'Vaginitis consultation' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Your treatment is ready!')).toBeVisible();
  await expect(status.getByRole('link', { name: 'View my treatments' })).toHaveAttribute('href', `/treatments/consults/${uid}/treatment/`);
  const conversation = page.getByRole('region', { name: 'Conversation with your care team' });
  await expect(conversation.getByText(/boric acid/).first()).toBeVisible();
  await expect(conversation.getByRole('listitem').filter({ hasText: 'Clinician' }).first()).toContainText('Sam S.');
  await expectHealthyPage(page);

  // She writes; the message is in the thread at once.
  await markDocument(page);
  const mine = `Can I start the suppositories tonight? (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Your message' }).fill(mine);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Your message was sent.')).toBeVisible();
  await expect(conversation.getByRole('listitem').last()).toContainText(mine);
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue('');

  // The clinician answers through the staff route while her page stays open.
  const token = await request.post('/api/token/', { data: { username: 'staff@flora.test', password: DEMO_PASSWORD } });
  expect(token.ok()).toBe(true);
  const { access } = (await token.json()) as { access: string };
  const reply = `Yes, tonight is fine. Call us at (415) 555-0100 if anything worries you. (${Date.now()})`;
  const sent = await request.post(`/api/internal/clinician/consults/${uid}/messages/`, {
    headers: { Authorization: `Bearer ${access}` },
    data: { body: reply },
  });
  expect(sent.status()).toBe(201);

  // Polled in (every 20 s), announced politely, the phone number a link; no reload happened.
  const last = conversation.getByRole('listitem').last();
  await expect(last).toContainText(reply, { timeout: 35_000 });
  await expect(last).toContainText('Clinician');
  await expect(last.getByRole('link', { name: '(415) 555-0100' })).toHaveAttribute('href', 'tel:4155550100');
  await expect(page.getByRole('status').filter({ hasText: 'New message from Sam S.' })).toBeVisible();
  await expectSameDocument(page);
  await expectHealthyPage(page);
});
