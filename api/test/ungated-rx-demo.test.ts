// The demo of a paid ungated prescription (rx@flora.test): her latest consult is ungated-rx in OR, so
// `/` sends her to /treatments/intake/ (SPEC §2.4); opening its intake starts it (OR -> ST) and asks
// for the ungated-Rx terms, not a photo ID; the symptoms of her health history are what an ungated
// treatment answers.
import { UNGATED_RX_ACCOUNT, UNGATED_RX_CONSULT_UID } from '../src/db/seed/ungated-rx-seed';
import { call, createTestApp, get, json, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo of a paid ungated prescription (rx@flora.test)', () => {
  it('has an ungated-rx consult ordered as her latest, with its treatments', async () => {
    const { access } = await login(t.app, UNGATED_RX_ACCOUNT);
    const consults = json(await get(t.app, '/api/v1/consults/', access));
    expect(consults[0]).toMatchObject({ uid: UNGATED_RX_CONSULT_UID, type: 'ungated-rx', status: 'OR', consult_paid: true, is_closed: false });
    expect(consults[0].selected_treatments.map((s: { slug: string }) => s.slug).sort()).toEqual(['af-1', 'ba-14']);
  });

  it("her consult's order is hers to track, and her test is marked care purchased (issue 27)", async () => {
    const { access } = await login(t.app, UNGATED_RX_ACCOUNT);
    const orders = json(await get(t.app, '/api/v1/orders/', access));
    const list = Array.isArray(orders) ? orders : orders.results;
    expect(list.map((o: { order_number: string }) => o.order_number)).toEqual(['FL-10100192']);
    const [test] = json(await get(t.app, '/api/v1/user-tests/', access));
    expect(test.care_purchased).toBe(true);
  });

  it('her test reports symptoms an ungated treatment answers', async () => {
    const { access } = await login(t.app, UNGATED_RX_ACCOUNT);
    const [test] = json(await get(t.app, '/api/v1/user-tests/', access));
    expect(test).toMatchObject({ hash: 'FLUNGRX001', eligible_for_ungated_rx: true });
    const recommended = json(await get(t.app, `/api/v1/user-tests/${test.hash}/recommended-products/`, access));
    expect(recommended.data.symptoms).toEqual(['odor', 'itching']);
    expect(recommended.data.ungated_rx_treatments.map((p: { slug: string }) => p.slug).sort()).toEqual(['af-1', 'ba-14']);
  });

  it('opening the intake starts it, asking for the ungated-Rx terms and no photo ID', async () => {
    const { access } = await login(t.app, UNGATED_RX_ACCOUNT);
    const opened = await call(t.app, 'POST', '/api/v1/consult-intake/', access, { consult_uid: UNGATED_RX_CONSULT_UID });
    expect(opened.statusCode).toBe(201);
    expect(json(opened).consult_type).toBe('ungated-rx');
    expect(json(opened).missing_for_submit).toContain('consent_to_ungated_rx_terms');
    expect(json(opened).missing_for_submit).not.toContain('photo_id');
    const consults = json(await get(t.app, '/api/v1/consults/', access));
    expect(consults[0]).toMatchObject({ uid: UNGATED_RX_CONSULT_UID, status: 'ST' });
  });
});
