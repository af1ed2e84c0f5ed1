// The policy every page of common/sandbox-html.ts is sent with: nothing runs, only its own stylesheet.
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';

export function expectSandboxPagePolicy(res: LightMyRequestResponse) {
  const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1];
  expect(style).toBeDefined();
  const hash = createHash('sha256').update(style!, 'utf8').digest('base64');
  expect(res.headers['content-security-policy']).toBe(
    `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.body).not.toMatch(/<script|\sstyle=/i);
}
