// The JSON schemas of the tests feature, request and response: each shape written once, its
// TypeScript type derived from it (FromSchema) where the views and services need one.
import { impersonationQuery } from '../../schemas/common';
import { productSchema } from '../products';
import { PH_RANGE } from './activation-service';
import { PCR_TARGETS } from './pcr-findings';
import { SYMPTOMS, UNGATED_RX_TREATMENTS } from './recommendation-rules';
import { MICROBE_CLASSIFICATIONS, VALENCIA_TYPES } from './results-interpretation';

/** A test hash in a path (kits print capitals and digits; older tests may carry hyphens). */
export const hashParams = {
  type: 'object',
  properties: { hash: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' } },
  required: ['hash'],
  additionalProperties: false,
} as const;

export const readQuery = impersonationQuery;


/** Product slugs. */
export const slugs = { type: 'array', items: { type: 'string' } } as const;

/** A product the results call for, with the condition it treats. */
export const treatmentSchema = {
  type: 'object',
  properties: { ...productSchema.properties, reason: { type: 'string', enum: ['BV', 'Yeast'], description: 'The condition it treats.' } },
  required: [...productSchema.required, 'reason'],
} as const;

const nullableString = { type: ['string', 'null'] } as const;
const bool_ = { type: 'boolean' } as const;

export const testSchema = {
  type: 'object',
  properties: {
    hash: { type: 'string' },
    test_order: nullableString,
    ordered_at: { type: ['string', 'null'], description: 'When the order that bought the kit was placed; null when the kit came another way (a provider, a gift).' },
    test_type: { type: 'string', description: 'VM = vaginal microbiome test' },
    lab: nullableString,
    status: { type: 'string', enum: ['activated', 'received', 'ready'] },
    activated_at: nullableString,
    results_ready_at: nullableString,
    eligible_for_care: bool_,
    eligible_for_care_reason: { type: 'string' },
    eligible_for_a_la_care: bool_,
    eligible_for_any_care: bool_,
    eligible_for_ungated_rx: bool_,
    recommended_program_bundle_price: { type: ['number', 'null'], description: 'In dollars.' },
    recommended_program_slug: nullableString,
    valencia_type: { type: ['string', 'null'], description: 'Null until the results are ready.' },
    care_purchased: bool_,
    healthcontext: {
      type: 'object',
      properties: { health_history_submitted_at: nullableString },
      required: ['health_history_submitted_at'],
    },
    latest_vaginitis_consult: {
      type: ['object', 'null'],
      properties: { uid: { type: 'string' }, consult_completed: bool_ },
      required: ['uid', 'consult_completed'],
    },
    created_at: { type: 'string' },
  },
  required: [
    'hash',
    'test_order',
    'ordered_at',
    'test_type',
    'lab',
    'status',
    'activated_at',
    'results_ready_at',
    'eligible_for_care',
    'eligible_for_care_reason',
    'eligible_for_a_la_care',
    'eligible_for_any_care',
    'eligible_for_ungated_rx',
    'recommended_program_bundle_price',
    'recommended_program_slug',
    'valencia_type',
    'care_purchased',
    'healthcontext',
    'latest_vaginitis_consult',
    'created_at',
  ],
} as const;

const percent = { type: 'number', minimum: 0, maximum: 100 } as const;

export const microbeSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    classification: { type: 'string', enum: [...MICROBE_CLASSIFICATIONS] },
    relative_abundance: { ...percent, description: 'Percent of the sample.' },
  },
  required: ['name', 'classification', 'relative_abundance'],
} as const;

export const resultsSummaryProperties = {
  valencia_type: { type: 'string', enum: [...VALENCIA_TYPES], description: 'The VALENCIA community state type.' },
  infection_state: {
    type: 'string',
    enum: ['optimal', 'intermediate', 'disrupted'],
    description: 'CST I, II and V: optimal; CST III: intermediate; CST IV: disrupted.',
  },
  conditions: {
    type: 'array',
    items: { type: 'string', enum: ['BV', 'Yeast'] },
    description: 'BV for CST IV-A and IV-B; Yeast when a Candida species makes up 1% or more.',
  },
  protective_percent: percent,
  disruptive_percent: percent,
  variable_percent: percent,
} as const;

// Typed as the keys it holds, so the schemas requiring them type those properties as present.
const summaryRequired = Object.keys(resultsSummaryProperties) as (keyof typeof resultsSummaryProperties)[];

export const resultsSummarySchema = {
  type: 'object',
  properties: resultsSummaryProperties,
  required: summaryRequired,
} as const;

export const initialResultsSchema = {
  type: 'object',
  properties: {
    hash: { type: 'string' },
    results_ready_at: { type: ['string', 'null'] },
    ...resultsSummaryProperties,
    microbes: { type: 'array', items: microbeSchema, description: 'Most abundant first.' },
  },
  required: ['hash', 'results_ready_at', ...summaryRequired, 'microbes'],
} as const;

export const problemsSummarySchema = {
  type: 'object',
  properties: {
    hash: { type: 'string' },
    ...resultsSummaryProperties,
    disruptive_microbes: { type: 'array', items: microbeSchema, description: 'The disruptive microbes, most abundant first.' },
  },
  required: ['hash', ...summaryRequired, 'disruptive_microbes'],
} as const;

export const pcrFindingsInputSchema = {
  type: 'array',
  minItems: 1,
  maxItems: PCR_TARGETS.length,
  items: {
    type: 'object',
    properties: {
      target: { type: 'string', enum: [...PCR_TARGETS] },
      detected: { type: 'boolean' },
    },
    required: ['target', 'detected'],
    additionalProperties: false,
  },
} as const;

export const pcrFindingSchema = {
  type: 'object',
  properties: {
    target: { type: 'string', enum: [...PCR_TARGETS] },
    name: { type: 'string', description: 'How a person reads the target (Chlamydia, Gonorrhea, Trichomonas, Mycoplasma genitalium).' },
    detected: { type: 'boolean' },
  },
  required: ['target', 'name', 'detected'],
} as const;

export const pcrFindingsSchema = {
  anyOf: [{ type: 'array', items: pcrFindingSchema }, { type: 'null' }],
  description:
    "The findings of the STI + expanded PCR panel (expanded_pcr_panel), one per target in this order: chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium, each detected or not. Null until the lab has reported them (and always without the panel, or before the test is ready): with the panel bought, null means the findings are pending. Shown to whoever may read the results: the owner, a provider the results are released to, staff.",
} as const;

export const testDetailSchema = {
  type: 'object',
  properties: {
    ...testSchema.properties,
    received_at: { ...nullableString, description: 'When the lab logged the sample.' },
    consented_at: { ...nullableString, description: 'When the user gave consent (POST .../consent/).' },
    sample_taken_at: { ...nullableString, description: 'When the user recorded the sample (POST .../sample/).' },
    sample_ph: { type: ['number', 'null'], description: 'The vaginal pH the user read at sampling (3.0-8.0).' },
    provider_release: { type: 'boolean', description: "The user released the results to the test's provider." },
    ordered_by_provider: { type: 'boolean', description: 'A provider ordered this test for the user.' },
    lab_order_intake_id: {
      type: ['integer', 'null'],
      description: 'The id of the lab-order intake (the address the lab order needs): /api/v1/lab-order-intake/{id}/.',
    },
    expanded_pcr_panel: {
      type: 'boolean',
      description:
        "The STI + expanded PCR panel (add-on vpcr-add-on; not the STI-only sti-panel-add-on a provider may add to an order) was bought for this test and runs on its sample. On a ready test it is what offers STI treatment: an sti consult started from the test (POST /api/v1/consults/ {type: 'sti', test_hash}).",
    },
    sti_consult: {
      type: ['object', 'null'],
      properties: {
        uid: { type: 'string' },
        status: { type: 'string', description: 'SPEC §4 status code.' },
        is_pre_submit: { type: 'boolean', description: 'Its intake is not submitted yet (IN, OR, ST).' },
      },
      required: ['uid', 'status', 'is_pre_submit'],
      description:
        'The open (not closed) sti consult started from this test — the one starting an sti consult again answers (its intake: /treatments/sti/consults/{uid}/intake/); null when there is none.',
    },
    results: { anyOf: [resultsSummarySchema, { type: 'null' }], description: 'Null until the test is ready.' },
    pcr_findings: pcrFindingsSchema,
  },
  required: [
    ...testSchema.required,
    'received_at',
    'consented_at',
    'sample_taken_at',
    'sample_ph',
    'provider_release',
    'ordered_by_provider',
    'lab_order_intake_id',
    'expanded_pcr_panel',
    'sti_consult',
    'results',
    'pcr_findings',
  ],
} as const;

/** What the lab reports (POST /api/internal/lab/tests/{hash}/results/). */
export const labResultSchema = {
  type: 'object',
  properties: {
    valencia_type: { type: 'string', enum: [...VALENCIA_TYPES] },
    microbes: {
      type: 'array',
      minItems: 1,
      maxItems: 60,
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', format: 'line', minLength: 1, maxLength: 120, pattern: '\\S' },
          classification: { type: 'string', enum: [...MICROBE_CLASSIFICATIONS] },
          relative_abundance: { type: 'number', minimum: 0, maximum: 100 },
        },
        required: ['name', 'classification', 'relative_abundance'],
        additionalProperties: false,
      },
    },
    pcr_findings: pcrFindingsInputSchema,
  },
  required: ['valencia_type', 'microbes'],
  additionalProperties: false,
} as const;

/** A results sheet (and any PDF answer): OpenAPI content, not JSON. */
export const pdfResponse = { description: 'A PDF document.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };

/** The FHIR export's answer: OpenAPI content of its own media type. */
export const fhirResponse = {
  description: 'A FHIR R4 Bundle (type collection).',
  content: {
    'application/fhir+json': {
      schema: {
        type: 'object',
        properties: {
          resourceType: { type: 'string', enum: ['Bundle'] },
          type: { type: 'string', enum: ['collection'] },
          timestamp: { type: 'string' },
          identifier: { type: 'object', additionalProperties: true },
          entry: {
            type: 'array',
            items: {
              type: 'object',
              properties: { fullUrl: { type: 'string' }, resource: { type: 'object', additionalProperties: true } },
              required: ['fullUrl', 'resource'],
            },
          },
        },
        required: ['resourceType', 'type', 'timestamp', 'entry'],
      },
    },
  },
};

/** Ungated Rx treatments for the symptoms the health history reports. */
export const recommendedProductsSchema = {
  type: 'object',
  properties: {
    ungated_rx_treatments: { type: 'array', items: productSchema },
    symptoms: { type: 'array', items: { type: 'string', enum: [...SYMPTOMS] } },
  },
  required: ['ungated_rx_treatments', 'symptoms'],
} as const;

/** The individual treatments the results call for. */
export const aLaCareRecommendationsSchema = {
  type: 'object',
  properties: { eligible_for_a_la_care: { type: 'boolean' }, treatments: { type: 'array', items: treatmentSchema } },
  required: ['eligible_for_a_la_care', 'treatments'],
} as const;

/** The treatment plan the results call for. */
export const treatmentRecommendationsSchema = {
  type: 'object',
  properties: {
    eligible_for_care: { type: 'boolean' },
    recommended_program: {
      type: ['object', 'null'],
      properties: { slug: { type: 'string' }, bundle_price: { type: 'number' } },
      required: ['slug', 'bundle_price'],
    },
    treatments: { type: 'array', items: treatmentSchema },
    routine_essentials: { type: 'array', items: productSchema },
  },
  required: ['eligible_for_care', 'recommended_program', 'treatments', 'routine_essentials'],
} as const;

/** The treatment plan the results call for, as slugs. */
export const lightweightRecommendationsSchema = {
  type: 'object',
  properties: { recommended_program_slug: { type: ['string', 'null'] }, treatment_slugs: slugs, routine_essential_slugs: slugs },
  required: ['recommended_program_slug', 'treatment_slugs', 'routine_essential_slugs'],
} as const;

/** Every treatment that can be bought, from the catalogue. */
export const allAvailableTreatmentsSchema = {
  type: 'object',
  properties: {
    all_available_treatments: {
      type: 'object',
      additionalProperties: { type: 'object', properties: { treatment_slugs: slugs }, required: ['treatment_slugs'] },
    },
    male_partner_voucher_product_slug: { type: 'string' },
    care_products: { type: 'object', additionalProperties: productSchema },
  },
  required: ['all_available_treatments', 'male_partner_voucher_product_slug', 'care_products'],
} as const;

/** A patient's test as the provider it is released to reads it. */
export const patientTestSchema = {
  type: 'object',
  properties: {
    patient: {
      type: 'object',
      properties: { first_name: { type: 'string' }, last_name: { type: 'string' } },
      required: ['first_name', 'last_name'],
    },
    test: testDetailSchema,
    microbes: { type: 'array', items: microbeSchema, description: 'Empty until the test is ready.' },
  },
  required: ['patient', 'test', 'microbes'],
} as const;

/** POST /user-tests/: attach a kit by its code. */
export const attachKitBody = {
  type: 'object',
  properties: { hash: { type: 'string', pattern: '^[A-Za-z0-9]{6,32}$', description: 'The code printed on the kit, e.g. FLKIT00001.' } },
  required: ['hash'],
  additionalProperties: false,
} as const;

/** POST .../sample/: the sample's pH and day. */
export const sampleBody = {
  type: 'object',
  properties: {
    ph: { type: 'number', ...PH_RANGE, description: `Vaginal pH, ${PH_RANGE.minimum}-${PH_RANGE.maximum}.` },
    taken_on: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'The day the sample was taken (default today).' },
  },
  required: ['ph'],
  additionalProperties: false,
} as const;

/** POST .../provider-release/. */
export const providerReleaseBody = {
  type: 'object',
  properties: { provider_release: { type: 'boolean' } },
  required: ['provider_release'],
  additionalProperties: false,
} as const;

/** POST .../checkout/: the PCR add-on. */
export const addOnCheckoutBody = {
  type: 'object',
  properties: { checkout_type: { type: 'string', enum: ['vPCR-add-on'] } },
  required: ['checkout_type'],
  additionalProperties: false,
} as const;

/** POST .../ungated-checkout/. */
export const ungatedCheckoutBody = {
  type: 'object',
  properties: {
    treatment_slugs: {
      type: 'array',
      items: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' },
      minItems: 1,
      maxItems: UNGATED_RX_TREATMENTS.length,
      uniqueItems: true,
    },
  },
  required: ['treatment_slugs'],
  additionalProperties: false,
} as const;

/** POST /user-tests/retest-checkout/. */
export const retestCheckoutBody = {
  type: 'object',
  properties: { discount_code: { type: 'string', minLength: 1, maxLength: 32, description: 'Default RETEST20.' } },
  additionalProperties: false,
} as const;
