// Demo and reference data of the intake, messages and FAQ areas: the medication catalogue, a small
// pharmacy directory, the FAQ page, and demo@flora.test's submitted intake and message history.
import type { Kysely } from 'kysely';
import { DAY, MINUTE } from '../../common/clock';
import type { PhotoIdStore } from '../../features/intake';
import type { Database, MedicationTakenBy } from '../schema';
import { DEMO_CONSULT } from './demo-data';

/** The catalogue; taken_by: only in that intake's list (contraceptives for women; the male partner's own medications for men). */
export const DEMO_MEDICATIONS: { name: string; taken_by?: MedicationTakenBy }[] = [
  { name: 'Acetaminophen' },
  { name: 'Albuterol' },
  { name: 'Amlodipine' },
  { name: 'Amoxicillin' },
  { name: 'Atorvastatin' },
  { name: 'Bupropion' },
  { name: 'Cetirizine' },
  { name: 'Citalopram' },
  { name: 'Combined oral contraceptive pill', taken_by: 'women' },
  { name: 'Copper IUD', taken_by: 'women' },
  { name: 'Escitalopram' },
  { name: 'Finasteride', taken_by: 'men' },
  { name: 'Fluoxetine' },
  { name: 'Hormonal IUD (levonorgestrel)', taken_by: 'women' },
  { name: 'Ibuprofen' },
  { name: 'Levothyroxine' },
  { name: 'Lisinopril' },
  { name: 'Loratadine' },
  { name: 'Metformin' },
  { name: 'Metronidazole' },
  { name: 'Naproxen' },
  { name: 'Omeprazole' },
  { name: 'Prednisone' },
  { name: 'Progestin-only pill', taken_by: 'women' },
  { name: 'Sertraline' },
  { name: 'Sildenafil', taken_by: 'men' },
  { name: 'Spironolactone' },
  { name: 'Tadalafil', taken_by: 'men' },
  { name: 'Tamsulosin', taken_by: 'men' },
  { name: 'Valacyclovir' },
  { name: 'Vitamin D' },
  { name: 'Warfarin' },
];

export const DEMO_PHARMACIES = [
  { name: 'Chelsea Community Pharmacy', address_line1: '254 W 31st St', city: 'New York', state: 'NY', zip_code: '10001', phone_number: '(212) 555-0141' },
  { name: 'Penn Station Drugs', address_line1: '401 8th Ave', city: 'New York', state: 'NY', zip_code: '10001', phone_number: '(212) 555-0178' },
  { name: 'Hudson Yards Pharmacy', address_line1: '500 W 33rd St', city: 'New York', state: 'NY', zip_code: '10001', phone_number: '(212) 555-0112' },
  { name: 'Mission Street Pharmacy', address_line1: '2690 Mission St', city: 'San Francisco', state: 'CA', zip_code: '94110', phone_number: '(415) 555-0166' },
  { name: 'Bernal Heights Apothecary', address_line1: '3500 Cesar Chavez St', city: 'San Francisco', state: 'CA', zip_code: '94110', phone_number: '(415) 555-0123' },
  { name: 'Lincoln Park Pharmacy', address_line1: '2350 N Clark St', city: 'Chicago', state: 'IL', zip_code: '60614', phone_number: '(773) 555-0190' },
  { name: 'Armitage Avenue Drugs', address_line1: '1000 W Armitage Ave', city: 'Chicago', state: 'IL', zip_code: '60614', phone_number: '(773) 555-0155' },
  { name: 'South Austin Pharmacy', address_line1: '4100 S Congress Ave', city: 'Austin', state: 'TX', zip_code: '73301', phone_number: '(512) 555-0133' },
  { name: 'Capitol Care Pharmacy', address_line1: '1200 Barton Springs Rd', city: 'Austin', state: 'TX', zip_code: '73301', phone_number: '(512) 555-0107' },
];

export const DEMO_FAQS: { category: string; question: string; answer: string }[] = [
  {
    category: 'test',
    question: 'What does the vaginal microbiome test measure?',
    answer:
      'The test uses DNA sequencing to identify the bacteria and fungi in your vaginal sample and their relative amounts. Your results show which microbes are present, including protective Lactobacillus species and bacteria associated with conditions such as bacterial vaginosis.',
  },
  {
    category: 'test',
    question: 'Is the test a diagnosis?',
    answer:
      'No. The test describes the make-up of your vaginal microbiome. A diagnosis can only be made by a licensed clinician who considers your results together with your symptoms and health history.',
  },
  {
    category: 'test',
    question: 'When should I take my sample?',
    answer:
      'You can sample at any time of your cycle except during your period, when blood can affect the results. Avoid vaginal medications, douching and sex for 48 hours before sampling if you can.',
  },
  {
    category: 'test',
    question: 'How do I take the sample?',
    answer:
      'Wash your hands, insert the swab about two inches into the vagina, rotate it gently for 10 to 30 seconds, then place it in the tube provided and close the cap tightly. The instructions in your kit walk you through each step.',
  },
  {
    category: 'test',
    question: 'Do I need to activate my kit?',
    answer:
      'Yes. Activate your kit in the app with the code printed on the tube before you send it back. Activation links the sample to your account so we can deliver your results securely.',
  },
  {
    category: 'test',
    question: 'Can I take the test while on antibiotics or antifungals?',
    answer:
      'We recommend waiting until at least one week after finishing antibiotics, antifungals or vaginal treatments. These medicines change the microbiome for a while, so an earlier sample may not reflect your usual balance.',
  },
  {
    category: 'shipping',
    question: 'How do I send my sample back?',
    answer:
      'Place the closed tube in the specimen bag, put it in the prepaid return envelope and drop it in any mailbox. Try to send it the same day you take the sample.',
  },
  {
    category: 'shipping',
    question: 'How long does shipping take?',
    answer: 'Kits and treatments ship free, and most orders arrive within 2 to 4 business days.',
  },
  {
    category: 'shipping',
    question: 'Can I use my HSA or FSA card?',
    answer: 'Yes. The test and prescribed treatments are HSA and FSA eligible.',
  },
  {
    category: 'results',
    question: 'How long until I get my results?',
    answer:
      'Most results are ready about two to three weeks after the lab receives your sample. We email you when they are ready to view in the app.',
  },
  {
    category: 'results',
    question: 'What is a community state type (CST)?',
    answer:
      'Vaginal microbiomes tend to fall into a few common patterns called community state types. Some are dominated by a single Lactobacillus species; CST IV describes a more diverse mix of bacteria. Your results explain which type your sample most resembles and what that may mean.',
  },
  {
    category: 'results',
    question: 'Does a diverse microbiome mean something is wrong?',
    answer:
      'Not necessarily. Many people with a diverse microbiome have no symptoms. Your results describe what was found; a clinician can help you understand whether treatment makes sense for you.',
  },
  {
    category: 'results',
    question: 'Can I share my results with my own doctor?',
    answer: 'Yes. You can download your results from the app and share them with any healthcare provider.',
  },
  {
    category: 'results',
    question: 'Should I retest?',
    answer:
      'Retesting after treatment, or every few months if you have recurring symptoms, helps you see how your microbiome changes over time. Your plan suggests a good time to retest.',
  },
  {
    category: 'care',
    question: 'How does a consultation with a clinician work?',
    answer:
      'After you choose care, you complete a short clinical intake about your symptoms, health history and medications. A licensed clinician in your state reviews your results and intake and, if appropriate, prescribes treatment.',
  },
  {
    category: 'care',
    question: 'How soon will a clinician review my intake?',
    answer:
      'Clinicians aim to review submitted intakes within 24 business hours. You will be notified when your treatment plan is ready, and you can message your provider in the meantime.',
  },
  {
    category: 'care',
    question: 'How long after my results can I get treatment?',
    answer:
      'Treatment based on your results is available for 21 days after your results are ready. After that, we recommend a new test so the clinician sees your current microbiome.',
  },
  {
    category: 'care',
    question: 'Can I get treatment if I am pregnant or trying to conceive?',
    answer:
      'Some treatments, including boric acid and fluconazole, are not safe during pregnancy, so we cannot prescribe them if you are pregnant or trying to conceive. Please speak with your obstetric provider about your options.',
  },
  {
    category: 'care',
    question: 'Should I avoid alcohol during treatment?',
    answer:
      'If you are prescribed metronidazole, avoid alcohol during treatment and for 72 hours after your last dose. Your treatment plan lists any precautions for the medicines you receive.',
  },
  {
    category: 'care',
    question: 'What if I get my period during treatment?',
    answer:
      'You can pause boric acid and vaginal probiotics during your period and continue your other treatments. Your treatment calendar lets you record a pause so your schedule adjusts.',
  },
  {
    category: 'care',
    question: 'Can I have sex during treatment?',
    answer: 'We recommend avoiding unprotected sex for at least 24 hours after using a vaginal treatment.',
  },
  {
    category: 'care',
    question: 'Can my partner be treated too?',
    answer:
      'If you have been diagnosed with or treated for bacterial vaginosis, a male partner can request a separate consultation for partner treatment through our male partner program.',
  },
];

/** demo@flora.test's answers on the intake of the completed consult. */
const DEMO_INTAKE = {
  symptoms: JSON.stringify(['abnormal_discharge', 'odor']),
  symptom_duration: '1_to_4_weeks',
  pregnancy_status: 'not_pregnant',
  breastfeeding: false,
  has_allergies: false,
  allergies: null,
  other_medications: null,
  sex_assigned_at_birth: null,
  date_of_birth: '1990-04-12',
  address_line1: '254 W 31st St',
  address_line2: 'Apt 5B',
  city: 'New York',
  state: 'NY',
  zip_code: '10001',
  additional_notes: null,
};

/**
 * The demo's photo ID: a 1x1 grey PNG standing in for the image of a government ID (there is no real
 * person behind a demo account). Stored in the app's PhotoIdStore like an upload.
 */
export const SAMPLE_PHOTO_ID = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64');

/** The photo ID columns of a seeded intake uploaded at `at`: the sample stored when there is a store, else none. */
async function samplePhotoId(photoIds: PhotoIdStore | undefined, at: string) {
  if (!photoIds) return { photo_id_key: null, photo_id_content_type: null, photo_id_uploaded_at: null };
  return { photo_id_key: await photoIds.put(SAMPLE_PHOTO_ID), photo_id_content_type: 'image/png', photo_id_uploaded_at: at };
}

const DEMO_MESSAGES = [
  {
    role: 'patient' as const,
    body: 'Hi, should I keep using the boric acid suppositories during my period, or pause them?',
  },
  {
    role: 'clinician' as const,
    body:
      'Hi Dana, good question. You can pause the boric acid during your period and pick it up again once it ends; keep taking your other treatments as planned. You can record the pause in your treatment calendar so your schedule adjusts.',
  },
  { role: 'patient' as const, body: 'That helps, thank you!' },
];

export async function seedIntake(trx: Kysely<Database>, users: Map<string, number>, now: Date, photoIds?: PhotoIdStore): Promise<void> {
  const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY + minutes * MINUTE).toISOString();

  await trx.insertInto('medications').values(DEMO_MEDICATIONS.map((m) => ({ ...m, taken_by: m.taken_by ?? 'anyone' }))).execute();
  await trx.insertInto('pharmacies').values(DEMO_PHARMACIES).execute();
  await trx
    .insertInto('faqs')
    .values(DEMO_FAQS.map((f, i) => ({ ...f, sort_order: i + 1 })))
    .execute();

  const consult = await trx
    .selectFrom('consults')
    .select('id')
    .where('uid', '=', DEMO_CONSULT.uid)
    .executeTakeFirstOrThrow();
  const medication = await trx
    .selectFrom('medications')
    .select('id')
    .where('name', '=', 'Combined oral contraceptive pill')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('consult_intakes')
    .values({
      ...DEMO_INTAKE,
      consult_id: consult.id,
      current_medication_ids: JSON.stringify([medication.id]),
      pharmacy_id: null,
      ...(await samplePhotoId(photoIds, at(9, 8))),
      agreed_to_terms_at: at(9, 10),
      consented_to_ungated_rx_terms_at: null,
      consented_to_not_trying_to_conceive_at: at(9, 11),
      submitted_at: at(9, 15),
      created_at: at(9, 5),
      updated_at: at(9, 15),
    })
    .execute();

  const thread = await trx
    .selectFrom('consult_message_threads')
    .select('id')
    .where('consult_id', '=', consult.id)
    .executeTakeFirstOrThrow();
  const authors = { patient: users.get('demo@flora.test')!, clinician: users.get('staff@flora.test')! };
  await trx
    .insertInto('consult_messages')
    .values(
      DEMO_MESSAGES.map((m, i) => ({
        thread_id: thread.id,
        author_user_id: authors[m.role],
        author_role: m.role,
        body: m.body,
        created_at: at(6, i * 90),
      })),
    )
    .execute();
}

/** The submitted intakes of the consults waiting in the clinician queue: what the clinician reads first. */
const QUEUED_INTAKES = [
  {
    uid: 'c0a80001-unrx-4000-8000-000000000003', // noconsent@flora.test, ungated-rx
    daysAgo: 2,
    answers: {
      symptoms: JSON.stringify(['itching', 'irritation']),
      symptom_duration: 'under_1_week',
      date_of_birth: '1994-09-03',
      address_line1: '1200 Congress Ave',
      address_line2: null,
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
    },
    ungatedRxTerms: true,
  },
  {
    uid: 'c0a80001-prog-4000-8000-000000000003', // inprogress@flora.test, vaginitis
    daysAgo: 1,
    answers: {
      symptoms: JSON.stringify(['odor', 'abnormal_discharge']),
      symptom_duration: '1_to_4_weeks',
      date_of_birth: '1988-02-17',
      address_line1: '77 Massachusetts Ave',
      address_line2: 'Unit 4',
      city: 'Cambridge',
      state: 'MA',
      zip_code: '02139',
    },
    ungatedRxTerms: false,
  },
] as const;

export async function seedQueuedIntakes(trx: Kysely<Database>, now: Date, photoIds?: PhotoIdStore): Promise<void> {
  const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY + minutes * MINUTE).toISOString();
  for (const q of QUEUED_INTAKES) {
    const consult = await trx.selectFrom('consults').select('id').where('uid', '=', q.uid).executeTakeFirstOrThrow();
    await trx
      .insertInto('consult_intakes')
      .values({
        ...q.answers,
        consult_id: consult.id,
        pregnancy_status: 'not_pregnant',
        breastfeeding: false,
        has_allergies: false,
        allergies: null,
        current_medication_ids: JSON.stringify([]),
        other_medications: null,
        sex_assigned_at_birth: null,
        pharmacy_id: null,
        additional_notes: null,
        // The photo ID is asked of vaginitis intakes only (intake-rules.ts needsPhotoId).
        ...(q.ungatedRxTerms ? {} : await samplePhotoId(photoIds, at(q.daysAgo, 8))),
        agreed_to_terms_at: at(q.daysAgo, 10),
        consented_to_ungated_rx_terms_at: q.ungatedRxTerms ? at(q.daysAgo, 11) : null,
        consented_to_not_trying_to_conceive_at: at(q.daysAgo, 12),
        submitted_at: at(q.daysAgo, 15),
        created_at: at(q.daysAgo),
        updated_at: at(q.daysAgo, 15),
      })
      .execute();
  }
}
