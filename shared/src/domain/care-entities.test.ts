import {
  consultMessagesQuery,
  toConsult,
  toPrescription,
  toRecommendations,
  toTreatmentAvailability,
  toTreatmentInterruptionPeriod,
  toTreatmentPlanCalendar,
  toUserTest,
  toUserTestOrNull,
} from './care-entities';

describe('care entity mappers fill documented defaults for missing data (SPEC §3)', () => {
  it.each([
    [
      'user test',
      toUserTest,
      {
        hash: '',
        test_order: null,
        test_type: '',
        lab: null,
        eligible_for_care: false,
        eligible_for_care_reason: '',
        eligible_for_a_la_care: false,
        eligible_for_any_care: false,
        eligible_for_ungated_rx: false,
        recommended_program_bundle_price: null,
        recommended_program_slug: null,
        valencia_type: null,
        care_purchased: false,
        healthcontext: { health_history_submitted_at: null },
        latest_vaginitis_consult: null,
      },
    ],
    [
      'consult',
      toConsult,
      {
        uid: '',
        type: 'unknown',
        status: 'unknown',
        purchase_type: null,
        consult_pending: false,
        consult_paid: false,
        is_closed: false,
        is_pre_submit: false,
        show_consult_in_progress: false,
        ready_for_refills: false,
        consultmessagethread: null,
        prescriptions: [],
        selected_treatments: [],
        created_at: null,
      },
    ],
    [
      'prescription',
      toPrescription,
      {
        product: { slug: '' },
        is_refillable_product: false,
        is_otc_product: false,
        is_disabled_for_refill: false,
        refills_remaining: 0,
      },
    ],
    ['treatment plan calendar', toTreatmentPlanCalendar, { start_date: null, last_treatment_week: 0, treatment_schedule: [] }],
    ['interruption period', toTreatmentInterruptionPeriod, { id: null, consult_uid: '', start_date: '', days: 0 }],
    ['recommendations', toRecommendations, { ungated_rx_treatments: [], symptoms: [] }],
    [
      'treatment availability',
      toTreatmentAvailability,
      { all_available_treatments: {}, male_partner_voucher_product_slug: 'male-partner-treatment-voucher', care_products: {} },
    ],
  ] as const)('%s', (_name, map, expected) => {
    expect(map(undefined)).toEqual(expected);
    expect(map(null)).toEqual(expected);
    expect(map({ unexpected: 1 })).toEqual(expected);
  });
});

describe('care entity mappers keep what the API returns (SPEC §3)', () => {
  it('maps a user test', () => {
    const test = toUserTest({
      hash: 'abc',
      test_type: 'VM',
      lab: 'microgen',
      eligible_for_care: true,
      eligible_for_care_reason: 'bv',
      recommended_program_bundle_price: '159.00',
      healthcontext: { health_history_submitted_at: '2026-01-02' },
      latest_vaginitis_consult: { uid: 'c1', consult_completed: true },
    });
    expect(test).toMatchObject({
      hash: 'abc',
      test_type: 'VM',
      lab: 'microgen',
      eligible_for_care: true,
      eligible_for_care_reason: 'bv',
      recommended_program_bundle_price: 159,
      healthcontext: { health_history_submitted_at: '2026-01-02' },
      latest_vaginitis_consult: { uid: 'c1', consult_completed: true },
    });
  });

  it('maps a missing test to null', () => {
    expect(toUserTestOrNull(null)).toBeNull();
    expect(toUserTestOrNull({ hash: 'h' })?.hash).toBe('h');
  });

  it('maps a consult, accepting COMPLETE as CP and keeping nested lists', () => {
    const consult = toConsult({
      uid: 'u1',
      type: 'ungated-rx',
      status: 'COMPLETE',
      purchase_type: 'a-la-care',
      consult_paid: true,
      consultmessagethread: 12,
      prescriptions: [{ product: { slug: 'ba-14' }, is_refillable_product: true, refills_remaining: 2 }],
      selected_treatments: [{ slug: 'af-1' }],
      created_at: '2026-03-05T10:00:00.000Z',
    });
    expect(consult).toMatchObject({
      uid: 'u1',
      type: 'ungated-rx',
      status: 'CP',
      purchase_type: 'a-la-care',
      consult_paid: true,
      consultmessagethread: 12,
      selected_treatments: [{ slug: 'af-1' }],
      created_at: '2026-03-05T10:00:00.000Z',
    });
    expect(consult.prescriptions[0]).toMatchObject({ product: { slug: 'ba-14' }, is_refillable_product: true, refills_remaining: 2 });
  });

  it('maps an unknown consult type and status to unknown', () => {
    expect(toConsult({ type: 'dental', status: 'ZZ' })).toMatchObject({ type: 'unknown', status: 'unknown', created_at: null });
  });

  it('takes the last treatment week from the schedule when missing', () => {
    const calendar = toTreatmentPlanCalendar({
      start_date: '2026-03-01',
      treatment_schedule: [
        { week: 1, prescriptions: [{ slug: 'est-1' }] },
        { week: 3, prescriptions: [] },
      ],
    });
    expect(calendar.last_treatment_week).toBe(3);
    expect(calendar.treatment_schedule[0].prescriptions).toEqual([{ slug: 'est-1' }]);
    expect(toTreatmentPlanCalendar({ last_treatment_week: 6, treatment_schedule: [] }).last_treatment_week).toBe(6);
  });

  it('maps treatment availability with care products by slug', () => {
    const availability = toTreatmentAvailability({
      all_available_treatments: { bv: { treatment_slugs: ['ba-14', 7] } },
      male_partner_voucher_product_slug: 'mp-voucher',
      care_products: { membership_vmt: { id: 3, name: 'Membership', price: 99, slug: 'membership_vmt' } },
    });
    expect(availability.all_available_treatments.bv.treatment_slugs).toEqual(['ba-14']);
    expect(availability.male_partner_voucher_product_slug).toBe('mp-voucher');
    expect(availability.care_products.membership_vmt).toMatchObject({ id: 3, price: 99, discounted_price: null });
  });

  it('builds the consult messages query with the page size of SPEC §9', () => {
    expect(consultMessagesQuery()).toEqual({ limit: 100 });
    expect(consultMessagesQuery('2026-01-01T00:00:00Z')).toEqual({ limit: 100, before: '2026-01-01T00:00:00Z' });
    expect(consultMessagesQuery(null, 20)).toEqual({ limit: 20 });
  });
});
