// A consult row and its parts as the consult JSON (consultSchema).
import { bool } from '../../db/values';
import { consultStatusOf, consultTypeOf, deriveFlags, pharmacyTypeOf } from './consult-status';
import type { ConsultView, PrescriptionView } from './consult-schemas';
import type { ConsultParts, ConsultRow, PrescriptionRow } from './consults-repository';

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
    type: consultTypeOf(row.type),
    status: consultStatusOf(row.status),
    purchase_type: row.purchase_type,
    pharmacy_type: pharmacyTypeOf(row.pharmacy_type ?? null),
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
