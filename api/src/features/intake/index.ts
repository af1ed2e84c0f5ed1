// Routes: the clinical intake of the caller's consults (SPEC §7 Intake), the medication catalogue
// and the pharmacy directory. Another user's intake answers 404.

// The public surface: what other features and the rest of api/src may use.
export { findIntakeOfConsult } from './intake-service';
export { intakeSchema } from './intake-schemas';
export { toIntakeView } from './intake-view';
export { sweepExpiredPhotoIds } from './photo-id-retention';
export { photoIdFeature } from './photo-id-routes';
export { FilesystemPhotoIdStore } from './photo-id-store';
export type { PhotoIdStore } from './photo-id-store';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { schemaTyped } from '../../common/typed-routes';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { audit } from '../audit';
import { bearer, emptyBody, errors, impersonationQuery } from '../../schemas/common';
import { addressInfo, type ConsentKind, createIntake, findPharmacies, type IntakeRecord, listMedications, loadIntake, PHARMACY_RESULTS_LIMIT, recordConsent, submitIntake, updateIntake } from './intake-service';
import { addressInfoResponse, intakeIdParams, intakePatchBody, intakeSchema, medicationSchema, medicationsQuery, missingAnswersResponse, pharmaciesQuery, pharmacySchema, startIntakeBody } from './intake-schemas';
import { toIntakeView } from './intake-view';
import { access } from '../../common/access-policy';

const BASE = '/api/v1/consult-intake';
const tags = ['consult intake'];
const intakeObject = (i: IntakeRecord) => ({ type: 'consult_intake', id: i.id, subjectUserId: i.consult.user_id });
const consultObject = (i: IntakeRecord) => ({ type: 'consult', id: i.consult.uid, subjectUserId: i.consult.user_id });

export async function intakeFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const load = (request: FastifyRequest & { params: { id: string } }) => loadIntake(ctx.db, currentUser(request).id, Number(request.params.id));

  app.get(
    `${BASE}/medications/`,
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        security: bearer,
        summary: 'The medication catalogue',
        description:
          'Common medications a patient can pick as current medications on an intake (`current_medication_ids`), ordered by name. Sign-in required (it is part of the intake). Optional `search`: 1-100 characters, case-insensitive, matched anywhere in the name. Optional `for`: men or women, leaves out what only the other takes (contraceptives and IUDs are for women; the male-partner intake asks for men); without it, everything. Reference data, not health data: not audited.',
        querystring: medicationsQuery,
        response: { 200: { type: 'array', items: medicationSchema }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => listMedications(ctx.db, { search: request.query.search?.trim() || undefined, patients: request.query.for }),
  );

  app.post(
    `${BASE}/`,
    {
      config: { access: access.owner('consult') },
      schema: {
        tags,
        security: bearer,
        summary: 'Start the intake of one of your consults',
        description:
          "Creates the clinical intake of the caller's consult and moves the consult from OR (ordered) to ST (intake started): 201 with the intake, its symptoms filled in from the submitted health history of the consult's test when it reported any (odor, discharge, itching, burning, irritation, dryness, in the intake's codes; not for a male-partner consult), for her to confirm or change. One intake per consult: when it already exists, the existing intake is answered with 200 (whatever the consult's status), so the app can call this to open the intake. A consult not yet paid (IN) answers 409, except an sti consult: it has nothing to pay for (its checkout_url is 409), so opening its intake moves it IN -> OR -> ST; any other status but OR answers 409 naming the statuses it can move to. Another user's consult, or an unknown uid: 404. Audited: create of the intake and update of the consult (or a read of an existing intake).",
        body: startIntakeBody,
        response: { 200: intakeSchema, 201: intakeSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { intake, created } = await createIntake(ctx.db, user.id, request.body.consult_uid, ctx.clock.now());
      if (created) {
        await audit(ctx.db, ctx.clock, request, 'create', intakeObject(intake));
        await audit(ctx.db, ctx.clock, request, 'update', consultObject(intake));
      } else {
        await audit(ctx.db, ctx.clock, request, 'read', intakeObject(intake));
      }
      return reply.code(created ? 201 : 200).send(toIntakeView(intake));
    },
  );

  app.get(
    `${BASE}/:id/`,
    {
      config: { access: access.owner('consult-intake') },
      schema: {
        tags,
        security: bearer,
        summary: 'An intake',
        description:
          'The intake with its answers (null: not answered yet), consent timestamps and `missing_for_submit` (what submission still needs). Another user\'s intake: 404. Audited (read).',
        params: intakeIdParams,
        querystring: impersonationQuery,
        response: { 200: intakeSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const intake = await load(request);
      await audit(ctx.db, ctx.clock, request, 'read', intakeObject(intake));
      return toIntakeView(intake);
    },
  );

  app.patch(
    `${BASE}/:id/`,
    {
      config: { access: access.owner('consult-intake') },
      schema: {
        tags,
        security: bearer,
        summary: 'Answer intake questions',
        description:
          'Changes the given answers (at least one field; null clears an answer). Text is trimmed and may not be blank. Validation: enums as listed, unknown medication or pharmacy ids 400, date_of_birth a real past date making the patient 18 or older. Follow-ups are cleared with the answer they follow (symptoms [] clears symptom_duration, has_allergies false clears allergies). Only while the intake is unsubmitted and the consult in ST: 409 otherwise. Which answers are required depends on the consult type (see submit). Audited (update).',
        params: intakeIdParams,
        body: intakePatchBody,
        response: { 200: intakeSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const intake = await updateIntake(ctx.db, await load(request), request.body, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'update', intakeObject(intake));
      return toIntakeView(intake);
    },
  );

  app.post(
    `${BASE}/:id/submit/`,
    {
      config: { access: access.owner('consult-intake') },
      schema: {
        tags,
        security: bearer,
        summary: 'Submit the intake for clinician review',
        description:
          "Stamps submitted_at and moves the consult ST -> SU (submitted). Required: every consult type: has_allergies (and allergies when true), current_medication_ids ([] for none), date_of_birth, address_line1, city, state, zip_code, agree_to_terms; all but male-partner: symptoms ([] for none; symptom_duration when not empty), pregnancy_status, breastfeeding, consent_to_not_trying_to_conceive; male-partner: sex_assigned_at_birth; ungated-rx: consent_to_ungated_rx_terms; vaginitis: photo_id (a photo of a government ID, PUT .../photo-id/). Incomplete: 400 {detail: 'Missing: a, b.', field: <first missing>, missing: [a, b]}. A shipping state where care is not available (territories): 400 with field state. Already submitted, or the consult not in ST: 409. Pregnancy and breastfeeding answers are for the clinician to weigh; they do not block submission. Audited: update of the intake and of the consult.",
        params: intakeIdParams,
        body: emptyBody,
        response: {
          200: intakeSchema,
          400: missingAnswersResponse,
          ...errors(401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const outcome = await submitIntake(ctx.db, await load(request), ctx.clock.now());
      if ('missing' in outcome) {
        const { missing } = outcome;
        return reply.code(400).send({ detail: `Missing: ${missing.join(', ')}.`, field: missing[0], missing });
      }
      await audit(ctx.db, ctx.clock, request, 'update', [intakeObject(outcome.submitted), consultObject(outcome.submitted)]);
      return toIntakeView(outcome.submitted);
    },
  );

  const consents: [string, ConsentKind, string][] = [
    ['agree_to_terms', 'terms', 'Agree to the terms of care (every consult type). Sets agreed_to_terms_at.'],
    [
      'consent_to_ungated_rx_terms',
      'ungated_rx_terms',
      'Accept the terms of treatment without a qualifying test result (ungated-rx consults only: 409 for other types). Sets consented_to_ungated_rx_terms_at.',
    ],
    [
      'consent_to_not_trying_to_conceive',
      'not_trying_to_conceive',
      'Confirm not being pregnant or trying to conceive, since several treatments are unsafe in pregnancy (every consult type but male-partner: 409 there). Sets consented_to_not_trying_to_conceive_at.',
    ],
  ];
  for (const [action, kind, what] of consents) {
    app.post(
      `${BASE}/:id/${action}/`,
      {
        config: { access: access.owner('consult-intake') },
        schema: {
          tags,
          security: bearer,
          summary: action.replace(/_/g, ' '),
          description: `${what} Idempotent: a repeated call answers 200 and keeps the first timestamp. Only while the intake is unsubmitted and the consult in ST: 409 otherwise. Audited (update).`,
          params: intakeIdParams,
          body: emptyBody,
          response: { 200: intakeSchema, ...errors(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const intake = await recordConsent(ctx.db, await load(request), kind, ctx.clock.now());
        await audit(ctx.db, ctx.clock, request, 'update', intakeObject(intake));
        return toIntakeView(intake);
      },
    );
  }

  app.get(
    `${BASE}/:id/pharmacies/`,
    {
      config: { access: access.owner('consult-intake') },
      schema: {
        tags,
        security: bearer,
        summary: 'Find a pharmacy for the intake',
        description: `Searches the pharmacy directory by postal_code (5 digits, exact) and/or pharmacy_name (2-100 characters, case-insensitive, anywhere in the name); at least one is required (400). Both: pharmacies matching both. At most ${PHARMACY_RESULTS_LIMIT} results, by name. Pick one with PATCH {pharmacy_id}. The intake must be the caller's (404). Directory data, not health data: not audited.`,
        params: intakeIdParams,
        querystring: pharmaciesQuery,
        response: { 200: { type: 'array', items: pharmacySchema }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await load(request);
      return findPharmacies(ctx.db, request.query);
    },
  );

  app.get(
    `${BASE}/:id/address-info/`,
    {
      config: { access: access.owner('consult-intake') },
      schema: {
        tags,
        security: bearer,
        summary: "The intake's shipping address",
        description:
          'The shipping address given on the intake (null fields: not answered), whether it is complete, and whether care is available in its state (the 50 states and DC; not the territories; null without a state). Audited (read of the intake).',
        params: intakeIdParams,
        querystring: impersonationQuery,
        response: {
          200: addressInfoResponse,
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const intake = await load(request);
      await audit(ctx.db, ctx.clock, request, 'read', intakeObject(intake));
      return addressInfo(intake);
    },
  );
}
