// The JSON shape of a consult (SPEC §3 Consult) and its schema.
import { bool } from '../../db/values';
import { CONSULT_STATUS_CODES, CONSULT_TYPES, type ConsultFlags, deriveFlags, PHARMACY_TYPES } from './consult-status';
import type { ConsultParts, ConsultRow, PrescriptionRow } from './consults-repository';

export interface PrescriptionView {
  product: { slug: string };
  is_refillable_product: boolean;
  refills_remaining: number;
  is_otc_product: boolean;
  is_disabled_for_refill: boolean;
}

export interface ConsultView extends ConsultFlags {
  uid: string;
  type: string;
  status: string;
  purchase_type: string | null;
  pharmacy_type: string | null;
  ready_for_refills: boolean;
  consultmessagethread: number | null;
  prescriptions: PrescriptionView[];
  selected_treatments: { slug: string }[];
  created_at: string;
  updated_at: string;
}

const toPrescriptionView = (p: PrescriptionRow): PrescriptionView => ({
  product: { slug: p.product_slug },
  is_refillable_product: bool(p.is_refillable_product),
  refills_remaining: Number(p.refills_remaining),
  is_otc_product: bool(p.is_otc_product),
  is_disabled_for_refill: bool(p.is_disabled_for_refill),
});

export function toConsultView(row: ConsultRow, parts: ConsultParts): ConsultView {
  const prescriptions = (parts.prescriptions.get(row.id) ?? []).map(toPrescriptionView);
  return {
    uid: row.uid,
    type: row.type,
    status: row.status,
    purchase_type: row.purchase_type,
    pharmacy_type: row.pharmacy_type ?? null,
    ...deriveFlags(row.status, row.paid_at !== null),
    ready_for_refills:
      row.status === 'CP' &&
      prescriptions.some((p) => p.is_refillable_product && p.refills_remaining > 0 && !p.is_disabled_for_refill),
    consultmessagethread: parts.threads.get(row.id) ?? null,
    prescriptions,
    selected_treatments: (parts.selectedTreatments.get(row.id) ?? []).map((slug) => ({ slug })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const bool_ = { type: 'boolean' } as const;

export const consultSchema = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    type: { type: 'string', enum: [...CONSULT_TYPES] },
    status: {
      type: 'string',
      enum: CONSULT_STATUS_CODES,
      description:
        'IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.',
    },
    purchase_type: {
      type: ['string', 'null'],
      description: 'Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner.',
    },
    pharmacy_type: {
      type: ['string', 'null'],
      enum: [...PHARMACY_TYPES, null],
      description: 'Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.',
    },
    consult_paid: { ...bool_, description: 'The consult has been paid for.' },
    consult_pending: { ...bool_, description: 'Submitted and waiting on a clinician: status SU or PR.' },
    is_closed: { ...bool_, description: 'Finished for good: status CP, RF, IE or CA.' },
    is_pre_submit: { ...bool_, description: 'Intake not yet submitted: status IN, OR or ST.' },
    show_consult_in_progress: { ...bool_, description: 'Submitted and not finished: status SU, PR, ER or ID.' },
    ready_for_refills: {
      ...bool_,
      description: 'Complete, with at least one refillable prescription that has refills left and is not disabled.',
    },
    consultmessagethread: { type: ['integer', 'null'], description: 'The id of the message thread, if one exists.' },
    prescriptions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          product: { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'] },
          is_refillable_product: bool_,
          refills_remaining: { type: 'integer' },
          is_otc_product: bool_,
          is_disabled_for_refill: bool_,
        },
        required: ['product', 'is_refillable_product', 'refills_remaining', 'is_otc_product', 'is_disabled_for_refill'],
      },
    },
    selected_treatments: {
      type: 'array',
      items: { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'] },
    },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  required: [
    'uid',
    'type',
    'status',
    'purchase_type',
    'pharmacy_type',
    'consult_paid',
    'consult_pending',
    'is_closed',
    'is_pre_submit',
    'show_consult_in_progress',
    'ready_for_refills',
    'consultmessagethread',
    'prescriptions',
    'selected_treatments',
    'created_at',
    'updated_at',
  ],
} as const;
