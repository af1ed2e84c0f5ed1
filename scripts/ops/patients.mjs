// The clients of the topology test: patients using the API over real HTTP (sign-up, sign-in, reads,
// cart, checkout, payment), a mixed load of them that records every request and every acknowledged
// write, and the SMTP server the nodes deliver their outbox to.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/toolchain.mjs';

const apiRequire = createRequire(path.join(ROOT, 'api/package.json'));
const { SMTPServer } = apiRequire('smtp-server');
const { simpleParser } = apiRequire('mailparser');

const json = { 'content-type': 'application/json' };
const PRODUCT = 'op-4';
let productId;

/** A signed-up patient and one of her sessions. */
export class Patient {
  constructor(email, password, tokens) {
    this.email = email;
    this.password = password;
    this.access = tokens.access;
    this.refresh = tokens.refresh;
  }

  /** Signs a new patient up on `base` (201 {access, refresh}). */
  static async register(base, tag) {
    const email = `${tag}-${randomBytes(6).toString('hex')}@topology.test`;
    const password = `Topology-${randomBytes(6).toString('hex')}`;
    const res = await fetch(`${base}/api/v1/register/`, { method: 'POST', headers: json, body: JSON.stringify({ email, password, first_name: 'Ops', last_name: 'Test', accepted_terms: true }) });
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
    return new Patient(email, password, await res.json());
  }

  /** Another session of hers, signed in on `base`. */
  async signIn(base) {
    const res = await this.signInAnswer(base, this.password);
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    return new Patient(this.email, this.password, await res.json());
  }

  /** What signing in to her account with `password` answers. */
  signInAnswer(base, password) {
    return fetch(`${base}/api/token/`, { method: 'POST', headers: json, body: JSON.stringify({ username: this.email, password }) });
  }

  /** The sandbox's "Pay" of a checkout (its path): 303 when paid. */
  static pay(base, checkoutUrl) {
    return fetch(`${base}${checkoutUrl}pay/`, { method: 'POST', headers: json, body: JSON.stringify({ delivery: 'standard' }), redirect: 'manual' });
  }

  get(base, route) {
    return fetch(`${base}${route}`, { headers: { authorization: `Bearer ${this.access}` } });
  }

  post(base, route, body) {
    return fetch(`${base}${route}`, { method: 'POST', headers: { ...json, authorization: `Bearer ${this.access}` }, body: JSON.stringify(body ?? {}) });
  }

  /** Her cart with one product in it, checked out: the checkout's path (/api/v1/checkout/<id>/). */
  async startCheckout(base) {
    const cart = await expectJson(this.post(base, '/api/v1/cart/'), [200, 201]);
    await expectJson(this.post(base, `/api/v1/cart/${cart.id}/items/`, { items: [await productLine(base)] }), [200]);
    return (await expectJson(this.post(base, `/api/v1/cart/${cart.id}/checkout/`), [200, 201])).checkout_url;
  }
}

async function productLine(base) {
  if (!productId) {
    const products = (await expectJson(fetch(`${base}/api/v1/products/all-products/`), [200])).data;
    productId = products.find((p) => p.slug === PRODUCT)?.id;
    if (!productId) throw new Error(`no product ${PRODUCT} in the catalogue`);
  }
  return { item_type: 'product', quantity: 1, product_id: productId, is_subscription: false };
}

async function expectJson(response, statuses) {
  const res = await response;
  if (!statuses.includes(res.status)) throw new Error(`${res.url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

/**
 * `patients` patients at once through `base`, each over and over: sign up, sign in, read her config
 * and tests, put a product in her cart, check out and pay. Every request counts; a network error or an
 * answer other than the expected one is a failure (with when it was sent). Acknowledged writes
 * (sign-ups answered 201, cart lines answered 200, payments answered 303) are kept to be looked for
 * in the database afterwards.
 */
export function runLoad(base, { patients = 6 } = {}) {
  let stopping = false;
  let requests = 0;
  let inFlight = 0;
  const failures = [];
  const acknowledged = { registrations: [], cartLines: [], paidCheckouts: [] };
  let visits = 0;

  /** One request: counted, and a failure recorded when it throws or answers another status. */
  async function request(what, route, init, statuses) {
    const startedAt = performance.now();
    requests++;
    inFlight++;
    try {
      const res = await fetch(`${base}${route}`, { redirect: 'manual', ...init, signal: AbortSignal.timeout(15_000) });
      const body = res.status === 303 ? null : await res.text();
      if (!statuses.includes(res.status)) throw new Error(`${res.status} ${body?.slice(0, 120)}`);
      return { res, body: body ? JSON.parse(body) : null };
    } catch (error) {
      failures.push({ startedAt, what: `${what}: ${error.cause?.code ?? error.message}` });
      throw error;
    } finally {
      inFlight--;
    }
  }

  async function onePatient() {
    const email = `load-${randomBytes(6).toString('hex')}@topology.test`;
    const password = `Topology-${randomBytes(6).toString('hex')}`;
    await request('sign-up', '/api/v1/register/', { method: 'POST', headers: json, body: JSON.stringify({ email, password, first_name: 'Load', last_name: 'Test', accepted_terms: true }) }, [201]);
    acknowledged.registrations.push(email);
    // She comes back later: a sign-in of her own, whichever node answers it.
    const signIn = await request('sign-in', '/api/token/', { method: 'POST', headers: json, body: JSON.stringify({ username: email, password }) }, [200]);
    const auth = { ...json, authorization: `Bearer ${signIn.body.access}` };
    for (let i = 0; i < 3 && !stopping; i++) {
      await request('GET user-config', '/api/v1/user-config/', { headers: auth }, [200]);
      await request('GET user-tests', '/api/v1/user-tests/', { headers: auth }, [200]);
    }
    const cart = await request('cart', '/api/v1/cart/', { method: 'POST', headers: auth, body: '{}' }, [200, 201]);
    const line = await productLine(base);
    const added = await request('add to cart', `/api/v1/cart/${cart.body.id}/items/`, { method: 'POST', headers: auth, body: JSON.stringify({ items: [line] }) }, [200]);
    acknowledged.cartLines.push(...added.body.line_items.map((l) => l.id));
    const checkout = await request('checkout', `/api/v1/cart/${cart.body.id}/checkout/`, { method: 'POST', headers: auth, body: '{}' }, [200, 201]);
    await request('pay', `${checkout.body.checkout_url}pay/`, { method: 'POST', headers: json, body: JSON.stringify({ delivery: 'standard' }) }, [303]);
    acknowledged.paidCheckouts.push(checkout.body.checkout_url.split('/').at(-2));
    visits++;
  }

  const loops = Array.from({ length: patients }, async () => {
    // A failed request ends that patient's visit; the next patient comes a moment later.
    while (!stopping) await onePatient().catch(() => new Promise((resolve) => setTimeout(resolve, 100)));
  });

  return {
    requests: () => requests,
    inFlight: () => inFlight,
    /** The failed requests so far, in order: {startedAt (performance.now()), what}. */
    failures: () => [...failures],
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return { requests, failures, acknowledged, visits };
    },
  };
}

/** An SMTP server on loopback that keeps what it receives (parsed). */
export async function startSmtp() {
  const received = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  // A node killed while it delivers resets its connection: that is the point of the test, not an error.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received,
    /** Resolves once `done(received)`; rejects after timeoutMs. */
    async waitFor(done, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!done(received)) {
        if (Date.now() > deadline) throw new Error(`SMTP: ${received.length} messages after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
