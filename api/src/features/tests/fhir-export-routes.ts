// Route: a ready result as a FHIR R4 Bundle, for the patient to hand to her clinician or a health
// app, and for the provider it was released to or staff. Who may read it: results-service.ts.
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors } from '../../schemas/common';
import { audit } from '../audit';
import { findUserById } from '../user';
import { resultsFhirBundle } from './results-fhir';
import { toPcrFindings } from './pcr-findings';
import { listPcrFindings, readableReadyResults } from './results-service';
import { fhirResponse, hashParams, readQuery } from './tests-schemas';
import { access } from '../../common/access-policy';
import type { SchemaTypedApp } from '../../common/typed-routes';

export async function fhirExportRoutes(app: SchemaTypedApp, ctx: AppContext) {
  app.get(
    '/api/v1/user-tests/:hash/fhir/',
    {
      config: { access: access.ownerOrCareTeam('user-test') },
      schema: {
        tags: ['tests'],
        security: bearer,
        querystring: readQuery,
        summary: 'The results as a FHIR R4 Bundle',
        description:
          "A standard health-record file of a ready result (Content-Type application/fhir+json, Content-Disposition: attachment; filename=\"flora-result-<hash>.fhir.json\", Cache-Control: no-store): a FHIR R4 Bundle of type `collection` whose entries reference each other by urn:uuid fullUrl. It holds the Patient (name, birthDate, gender female, an identifier in https://flora.test/fhir/sid/patient; no email or address), a DiagnosticReport (status final, code: vaginal microbiome test, effective: when the sample was taken, issued: when the results were ready, performer: Flora lab, `result` referencing every Observation), one Observation per microbe (code: the microbe's name, local system https://flora.test/fhir/CodeSystem/microbe; valueQuantity: the relative abundance in %, UCUM; interpretation: protective / disruptive / variable in https://flora.test/fhir/CodeSystem/microbe-classification), an Observation for the community state type (valueCodeableConcept coded in https://flora.test/fhir/CodeSystem/community-state-type: I-A, I-B, II, III-A, III-B, IV-A, IV-B, IV-C0..IV-C4, V, with what it means as display) and one for the infection state (https://flora.test/fhir/CodeSystem/infection-state: optimal, intermediate, disrupted; findings BV / Yeast as components) and, when the STI + expanded PCR panel's findings are reported, one Observation per target (code in https://flora.test/fhir/CodeSystem/sti-target: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium; valueCodeableConcept detected / not-detected in https://flora.test/fhir/CodeSystem/pcr-result), referenced by the report, whose conclusion adds what the panel detected. Who may read it: the owner, a verified provider the result was released to (the rule of GET /provider/patient-tests/{hash}/) and staff; anyone else 404 {detail}, as for an unknown hash. Before the test is `ready`: 409 {detail}. Audited as a read of the test and its results through this route (the access log shows it as an export).",
        params: hashParams,
        response: { 200: fhirResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const reader = currentUser(request);
      const { test, microbes } = await readableReadyResults(ctx.db, reader, request.params.hash);
      const patient = (await findUserById(ctx.db, test.user_id))!;
      const pcrFindings = test.expanded_pcr_ordered_at != null ? toPcrFindings(await listPcrFindings(ctx.db, test.id)) : [];
      const bundle = resultsFhirBundle({ patient, test, microbes, pcrFindings, now: ctx.clock.now() });
      await audit(ctx.db, ctx.clock, request, 'read', [
        { type: 'user_test', id: test.hash, subjectUserId: test.user_id },
        { type: 'test_results', id: test.hash, subjectUserId: test.user_id },
      ]);
      return reply
        .type('application/fhir+json')
        .header('content-disposition', `attachment; filename="flora-result-${test.hash}.fhir.json"`)
        .send(JSON.stringify(bundle));
    },
  );
}
