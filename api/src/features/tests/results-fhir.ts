// A ready result as a FHIR R4 Bundle (GET /api/v1/user-tests/{hash}/fhir/): the tested person
// (Patient), the report (DiagnosticReport) and its Observations: one per microbe (relative
// abundance in %, UCUM; the classification as an interpretation), the VALENCIA community state
// type (a code of Flora's CodeSystem) and the infection state it means, and one per target of the
// STI + expanded PCR panel when its findings are reported (detected / not-detected).
//
// Decisions: a `collection` Bundle (a set of resources handed over together, no Composition to
// sign as a `document` would need); references inside the bundle are urn:uuid fullUrls, fresh for
// each export; no email or address in the Patient (a health-record file does not need them); the
// codes have no LOINC equivalent, so they live in Flora's own code systems (FHIR_SYSTEMS).
import { randomUUID } from 'node:crypto';
import { cstRecordDisplay } from '@flora/shared/domain';
import type { PcrFinding } from './pcr-findings';
import { conditionsOf, infectionState, type Microbe } from './results-interpretation';
import type { TestRow } from './tests-repository';

const BASE = 'https://flora.test/fhir';
const FHIR_SYSTEMS = {
  patient: `${BASE}/sid/patient`,
  test: `${BASE}/sid/test`,
  testType: `${BASE}/CodeSystem/test-type`,
  microbe: `${BASE}/CodeSystem/microbe`,
  microbeClassification: `${BASE}/CodeSystem/microbe-classification`,
  observation: `${BASE}/CodeSystem/observation`,
  communityStateType: `${BASE}/CodeSystem/community-state-type`,
  infectionState: `${BASE}/CodeSystem/infection-state`,
  condition: `${BASE}/CodeSystem/condition`,
  stiTarget: `${BASE}/CodeSystem/sti-target`,
  pcrResult: `${BASE}/CodeSystem/pcr-result`,
} as const;

const UCUM = 'http://unitsofmeasure.org';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const DIAGNOSTIC_SERVICE = 'http://terminology.hl7.org/CodeSystem/v2-0074';
const LAB = 'Flora lab';

const INFECTION_STATES = {
  optimal: 'Optimal: a protective, Lactobacillus-led microbiome',
  intermediate: 'Intermediate: in between, can shift',
  disrupted: 'Disrupted: few protective bacteria',
} as const;

const CLASSIFICATIONS = { protective: 'Protective', disruptive: 'Disruptive', variable: 'Variable' } as const;

type Json = Record<string, unknown>;
export interface FhirBundle {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp: string;
  identifier: { system: 'urn:ietf:rfc:3986'; value: string };
  entry: { fullUrl: string; resource: Json & { resourceType: string; id: string } }[];
}

export interface FhirExport {
  patient: { uuid: string; firstName: string; lastName: string; birthday: string | null };
  test: TestRow;
  microbes: Microbe[];
  /** The expanded PCR panel's findings (empty: none reported or no panel). */
  pcrFindings?: readonly PcrFinding[];
  now: Date;
}

/** An instant as FHIR wants it (the two dialects hand timestamps back differently). */
const instant = (v: string | Date) => new Date(v).toISOString();
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function resultsFhirBundle({ patient, test, microbes, pcrFindings = [], now }: FhirExport): FhirBundle {
  const entries: FhirBundle['entry'] = [];
  const add = (resource: Json & { resourceType: string }) => {
    const id = randomUUID();
    entries.push({ fullUrl: `urn:uuid:${id}`, resource: { ...resource, id } });
    return `urn:uuid:${id}`;
  };
  const subjectRef = add({
    resourceType: 'Patient',
    identifier: [{ system: FHIR_SYSTEMS.patient, value: patient.uuid }],
    name: [{ use: 'official', family: patient.lastName, given: [patient.firstName], text: `${patient.firstName} ${patient.lastName}` }],
    gender: 'female',
    ...(patient.birthday ? { birthDate: patient.birthday.slice(0, 10) } : {}),
  });
  const subject = { reference: subjectRef, type: 'Patient', display: `${patient.firstName} ${patient.lastName}` };
  const performer = [{ display: LAB }];
  const effective = test.sample_taken_at ?? test.activated_at;
  const issued = test.results_ready_at ?? now;
  const common = {
    status: 'final',
    category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'laboratory', display: 'Laboratory' }] }],
    subject,
    ...(effective ? { effectiveDateTime: instant(effective) } : {}),
    issued: instant(issued),
    performer,
  };
  const observationCode = (code: string, display: string) => ({ coding: [{ system: FHIR_SYSTEMS.observation, code, display }], text: display });

  const microbeRefs = microbes.map((m) =>
    add({
      resourceType: 'Observation',
      ...common,
      code: { coding: [{ system: FHIR_SYSTEMS.microbe, code: slug(m.name), display: m.name }], text: m.name },
      valueQuantity: { value: m.relative_abundance, unit: '%', system: UCUM, code: '%' },
      interpretation: [
        {
          coding: [{ system: FHIR_SYSTEMS.microbeClassification, code: m.classification, display: CLASSIFICATIONS[m.classification] }],
          text: CLASSIFICATIONS[m.classification],
        },
      ],
    }),
  );

  const valencia = test.valencia_type ?? '';
  const cstCode = valencia.replace(/^CST\s+/, '');
  const cstRef = add({
    resourceType: 'Observation',
    ...common,
    code: observationCode('community-state-type', 'Community state type (VALENCIA)'),
    valueCodeableConcept: {
      coding: [{ system: FHIR_SYSTEMS.communityStateType, code: cstCode, display: cstRecordDisplay(valencia) }],
      text: valencia,
    },
  });

  const state = infectionState(valencia);
  const conditions = conditionsOf(valencia, microbes);
  const stateRef = add({
    resourceType: 'Observation',
    ...common,
    code: observationCode('infection-state', 'Infection state'),
    valueCodeableConcept: { coding: [{ system: FHIR_SYSTEMS.infectionState, code: state, display: INFECTION_STATES[state] }], text: INFECTION_STATES[state] },
    derivedFrom: [{ reference: cstRef, type: 'Observation' }],
    ...(conditions.length
      ? {
          component: conditions.map((c) => ({
            code: observationCode('finding', 'Finding'),
            valueCodeableConcept: { coding: [{ system: FHIR_SYSTEMS.condition, code: c, display: c === 'BV' ? 'Bacterial vaginosis (BV)' : 'Yeast' }], text: c },
          })),
        }
      : {}),
  });

  const pcrRefs = pcrFindings.map((f) => {
    const result = f.detected ? { code: 'detected', display: 'Detected' } : { code: 'not-detected', display: 'Not detected' };
    return add({
      resourceType: 'Observation',
      ...common,
      code: { coding: [{ system: FHIR_SYSTEMS.stiTarget, code: f.target, display: `${f.name} (PCR)` }], text: `${f.name} (PCR)` },
      valueCodeableConcept: { coding: [{ system: FHIR_SYSTEMS.pcrResult, ...result }], text: result.display },
    });
  });
  const detected = pcrFindings.filter((f) => f.detected).map((f) => f.name);
  const stiConclusion = pcrFindings.length ? ` STI panel: ${detected.length ? `${detected.join(', ')} detected` : 'nothing detected'}.` : '';

  const report = {
    resourceType: 'DiagnosticReport',
    identifier: [{ system: FHIR_SYSTEMS.test, value: test.hash }],
    status: 'final',
    category: [{ coding: [{ system: DIAGNOSTIC_SERVICE, code: 'MB', display: 'Microbiology' }] }],
    code: { coding: [{ system: FHIR_SYSTEMS.testType, code: test.test_type, display: 'Vaginal microbiome test' }], text: 'Vaginal microbiome test' },
    subject,
    ...(effective ? { effectiveDateTime: instant(effective) } : {}),
    issued: instant(issued),
    performer,
    result: [cstRef, stateRef, ...microbeRefs, ...pcrRefs].map((reference) => ({ reference, type: 'Observation' })),
    conclusion: `${valencia}: ${state}${conditions.length ? `; findings: ${conditions.join(' + ')}` : ''}.${stiConclusion}`,
  };
  const reportId = randomUUID();
  // The report first after the patient: readers look for it there.
  entries.splice(1, 0, { fullUrl: `urn:uuid:${reportId}`, resource: { ...report, id: reportId } });

  return {
    resourceType: 'Bundle',
    type: 'collection',
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${randomUUID()}` },
    timestamp: instant(now),
    entry: entries,
  };
}
