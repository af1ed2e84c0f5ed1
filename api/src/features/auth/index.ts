// Routes: tokens (login, refresh, logout), registration, password reset.

// The public surface: what other features and the rest of api/src may use.
export { JwtCodec } from './jwt-codec';
export { waitWords } from './login-service';
export { hashPassword, verifyPassword } from './password-hasher';
export { assertAcceptablePassword, PASSWORD_RULES_TEXT } from './password-rules';
export { register } from './registration-service';
export { registerBody } from './auth-schemas';
export type { RegistrationInput } from './auth-schemas';
export { createTokenRepository, DEFAULT_TOKEN_SETTINGS, TokenService } from './token-service';
export type { TokenSettings } from './token-service';

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { schemaTyped } from '../../common/typed-routes';
import { detailResponse, errors, noQuery, tokenPairResponse } from '../../schemas/common';
import { login } from './login-service';
import {
  assertResetTokenValid,
  confirmPasswordReset,
  RESET_DONE,
  RESET_REQUESTED,
  requestPasswordReset,
} from './password-reset-service';
import { register } from './registration-service';
import {
  logoutBody,
  passwordResetBody,
  refreshBody,
  registerBody,
  resetConfirmBody,
  resetTokenBody,
  resetTokenStatusResponse,
  tokenBody,
} from './auth-schemas';
import { access } from '../../common/access-policy';

export async function authFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.post(
    '/api/token/',
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['auth'],
        summary: 'Log in',
        description:
          'Exchanges email and password for an access and a refresh token (a new session). Wrong email or password: 401 "No active account found with the given credentials" (the same for both). Login attempts are limited per account and per client address: 429 {detail} with Retry-After.',
        querystring: noQuery,
        body: tokenBody,
        response: { 200: tokenPairResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => login(ctx, request.body.username, request.body.password, request.ip),
  );

  app.post(
    '/api/token/refresh/',
    {
      config: { access: access.linkHolder() },
      schema: {
        tags: ['auth'],
        summary: 'Refresh the access token',
        description:
          'Rotates the refresh token: answers a new access AND a new refresh token; the presented refresh token is used up. Presented again within 10 seconds (concurrent refreshes, parallel tabs), it gets the same pair its first use got (one session never forks into two); later, the whole session is revoked (reuse of a stolen token). Invalid, expired, revoked or reused: 401 {detail: "Token is invalid or expired"}.',
        querystring: noQuery,
        body: refreshBody,
        response: { 200: tokenPairResponse, ...errors(400, 401) },
      },
    },
    async (request) => ctx.tokens.rotate(request.body.refresh),
  );

  app.post(
    '/api/token/logout/',
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['auth'],
        summary: 'Log out',
        description:
          'Revokes the session of the refresh token (all its refresh and access tokens) and the given access token. Decision: answers 200 even when the tokens are already expired or invalid (logging out twice is not an error), so a client can always clear its state.',
        querystring: noQuery,
        body: logoutBody,
        response: { 200: detailResponse, ...errors(400) },
      },
    },
    async (request) => {
      await ctx.tokens.logout(request.body.refresh, request.body.access);
      return { detail: 'Logged out' };
    },
  );

  app.post(
    '/api/v1/register/',
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['auth'],
        summary: 'Create a consumer account',
        description:
          'Creates the account, emails a verification link and signs the new user in (201 {access, refresh}). Email already used: 400 {detail: "An account with this email already exists.", field: "email"}. Field errors: 400 {detail, field}. The password rules are in the password field description. accepted_terms must be true (the time is recorded); phone_number is optional (SPEC §5 characters, at least 7 digits). At most 10 registrations per client address per hour (a taken email counts; this and the provider registration share the count): 429 {detail} with Retry-After beyond. The emailed link (/verify-email-confirm/?hash=...) also carries next=/treatments/ for registration_route "treatment" and next=/treatments/male-partner/intake/start for "male_partner".',
        querystring: noQuery,
        body: registerBody,
        response: { 201: tokenPairResponse, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const pair = await register(ctx, request.body, request.ip);
      return reply.code(201).send(pair);
    },
  );

  app.post(
    '/api/v1/password_reset/',
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset link',
        description:
          'Always answers 200 with the same message, whether or not an account exists (no account enumeration). When one does, emails a one-time link to /password-reset-confirm/?token=... valid 1 hour. Limits: 10 requests per client address per hour (429 beyond); at most 3 emails per account per hour (further requests are answered the same but send nothing).',
        querystring: noQuery,
        body: passwordResetBody,
        response: { 200: detailResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email, request.ip);
      return { detail: RESET_REQUESTED };
    },
  );

  app.post(
    '/api/v1/password_reset/validate_token/',
    {
      config: { access: access.linkHolder() },
      schema: {
        tags: ['auth'],
        summary: 'Check a password reset token',
        description: 'Answers 200 {status: "OK"} for a usable token (does not use it up); 404 {detail} otherwise.',
        querystring: noQuery,
        body: resetTokenBody,
        response: { 200: resetTokenStatusResponse, ...errors(400, 404) },
      },
    },
    async (request) => {
      await assertResetTokenValid(ctx, request.body.token);
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/api/v1/password_reset/confirm/',
    {
      config: { access: access.linkHolder() },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        description:
          'Sets the password, uses up the token (and any other reset link of the account) and signs the account out everywhere (every session revoked). Answers 200 {detail: "Password reset. Please log in."}. Unknown, used or expired token: 404 {detail}. Password not acceptable: 400 {detail, field: "password"}.',
        querystring: noQuery,
        body: resetConfirmBody,
        response: { 200: detailResponse, ...errors(400, 404) },
      },
    },
    async (request) => {
      await confirmPasswordReset(ctx, request.body.token, request.body.password);
      return { detail: RESET_DONE };
    },
  );
}
