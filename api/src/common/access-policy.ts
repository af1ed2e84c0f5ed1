// Who may reach a route: every API route declares exactly one policy in `config: { access }`. The
// authenticate plugin (plugins/authenticate.ts) installs the guards from it and refuses an undeclared route at
// startup; object-level checks stay in the services, but the kind of the path object is declared so
// the authorization matrix (api/test/authorization-matrix.test.ts) can test every route without a
// list of its own.

/** Kinds of objects named in the path, query or body (same field names as the fixtures') whose access the services check. */
export type ObjectKind =
  | 'announcement'
  | 'calendar-treatment'
  | 'cart'
  | 'cart-item'
  | 'checkout'
  | 'coaching-booking'
  | 'coaching-slot'
  | 'consult'
  | 'consult-checkout'
  | 'consult-intake'
  | 'lab-order-intake'
  | 'plan-item'
  | 'product'
  | 'product-file'
  | 'provider'
  | 'provider-order'
  | 'provider-resource'
  | 'provider-test-token'
  | 'subscription-portal-token'
  | 'treatment-interruption'
  | 'user-test';

export type AccessPolicy =
  /** Public, no per-user data (health, catalogue, register, token). */
  | { kind: 'anyone'; object?: ObjectKind }
  /** An anonymous holder of a secret in the path or body (checkout pages, portal token, reset confirm). */
  | { kind: 'link-holder'; object?: ObjectKind }
  /** The caller's own data (an object in the path, if any, is public, e.g. an announcement to dismiss). */
  | { kind: 'signed-in'; object?: ObjectKind }
  /** An object named in the path (or query, or body) that must belong to the caller (checked by the service). */
  | { kind: 'owner'; object: ObjectKind }
  /** A male partner's own data (the service refuses other accounts). */
  | { kind: 'male-partner' }
  /** A provider's own data (the service refuses consumers and, where it touches patients, unverified providers). */
  | { kind: 'provider'; object?: ObjectKind }
  /** The owner's object, also readable by a provider she released it to and by staff (e.g. the FHIR export). */
  | { kind: 'owner-or-care-team'; object: 'user-test' }
  /** A patient's test that a provider may see only while the patient releases it. */
  | { kind: 'provider-with-release'; object: 'user-test' }
  /** Back office (/api/internal/…). */
  | { kind: 'staff'; object?: ObjectKind };

export const access = {
  anyone: (object?: ObjectKind): AccessPolicy => ({ kind: 'anyone', ...(object && { object }) }),
  linkHolder: (object?: ObjectKind): AccessPolicy => ({ kind: 'link-holder', ...(object && { object }) }),
  signedIn: (object?: ObjectKind): AccessPolicy => ({ kind: 'signed-in', ...(object && { object }) }),
  owner: (object: ObjectKind): AccessPolicy => ({ kind: 'owner', object }),
  ownerOrCareTeam: (object: 'user-test'): AccessPolicy => ({ kind: 'owner-or-care-team', object }),
  malePartner: { kind: 'male-partner' } as AccessPolicy,
  provider: (object?: ObjectKind): AccessPolicy => ({ kind: 'provider', ...(object && { object }) }),
  providerWithRelease: (object: 'user-test'): AccessPolicy => ({ kind: 'provider-with-release', object }),
  staff: (object?: ObjectKind): AccessPolicy => ({ kind: 'staff', ...(object && { object }) }),
};

/** Whether a policy needs a signed-in caller (the others are reachable without a token). */
export function requiresSignIn(policy: AccessPolicy): boolean {
  return policy.kind !== 'anyone' && policy.kind !== 'link-holder';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
}
