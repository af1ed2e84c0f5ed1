// Version 1 of the health-history questionnaire (issue 13): 5 sections, 11 pages, 22 questions,
// 3 educational moments. `symptoms` uses the API's symptom ids: the symptoms she reports decide
// whether ungated-Rx treatments are offered (recommendation-rules.ts).
import { SYMPTOMS } from '../tests';
import type { Questionnaire } from './health-history-schemas';
import { question } from './questionnaire';

const SYMPTOM_LABELS: Record<(typeof SYMPTOMS)[number], string> = {
  odor: 'Unusual odor',
  discharge: 'Unusual discharge',
  itching: 'Itching',
  burning: 'Burning',
  irritation: 'Irritation or redness',
  dryness: 'Dryness',
  none: 'None of these',
};

const REPORTED_SYMPTOMS = SYMPTOMS.filter((s) => s !== 'none');

export const QUESTIONNAIRE_V1: Questionnaire = {
  version: 1,
  title: 'Health history',
  sections: [
    {
      id: 'symptoms',
      title: 'Symptoms',
      education: null,
      pages: [
        {
          id: 'symptoms',
          title: 'How you feel right now',
          questions: [
            question({
              id: 'symptoms',
              type: 'multiple_choice',
              label: 'Do you have any of these symptoms right now?',
              summary: 'Symptoms',
              help: 'Choose all that apply. Many people have none: that is useful to know too.',
              choices: SYMPTOMS.map((id) => ({ id, label: SYMPTOM_LABELS[id], ...(id === 'none' ? { exclusive: true } : {}) })),
            }),
          ],
        },
        {
          id: 'symptom-details',
          title: 'About your symptoms',
          questions: [
            question({
              id: 'symptom_duration',
              type: 'single_choice',
              label: 'How long have you had these symptoms?',
              summary: 'How long symptoms have lasted',
              choices: [
                { id: 'under_week', label: 'Less than a week' },
                { id: 'one_to_four_weeks', label: '1 to 4 weeks' },
                { id: 'over_month', label: 'More than a month' },
                { id: 'recurring', label: 'They come and go' },
              ],
              show_when: { question: 'symptoms', any_of: [...REPORTED_SYMPTOMS] },
            }),
            question({
              id: 'symptom_notes',
              type: 'text',
              label: 'Anything else about how you feel?',
              summary: 'More about your symptoms',
              help: 'Optional. For example, when symptoms started or what makes them better or worse.',
              required: false,
            }),
          ],
        },
      ],
    },
    {
      id: 'cycle',
      title: 'Cycle',
      education: {
        page_id: 'about-cycle',
        title: 'Your cycle and your microbiome',
        paragraphs: [
          'Hormones change across your cycle, and so does your vaginal microbiome. Estrogen helps protective Lactobacillus thrive; during a period, blood raises the vaginal pH for a few days.',
          'Knowing where you are in your cycle helps us read your results in context. There are no right or wrong answers.',
        ],
      },
      pages: [
        {
          id: 'periods',
          title: 'Your periods',
          questions: [
            question({ id: 'has_periods', type: 'yes_no', label: 'Do you currently have periods?', summary: 'Periods' }),
            question({
              id: 'last_period_start',
              type: 'date',
              label: 'Last period start date',
              help: 'Your best guess is fine.',
              max_days_ago: 365,
              show_when: { question: 'has_periods', any_of: [true] },
            }),
            question({
              id: 'cycle_regular',
              type: 'single_choice',
              label: 'Are your periods regular?',
              summary: 'Regular periods',
              help: 'Regular means they usually come every 21 to 35 days.',
              choices: [
                { id: 'regular', label: 'Yes, mostly regular' },
                { id: 'irregular', label: 'No, they are irregular' },
                { id: 'not_sure', label: 'I am not sure' },
              ],
              show_when: { question: 'has_periods', any_of: [true] },
            }),
          ],
        },
        {
          id: 'hormones',
          title: 'Hormones',
          questions: [
            question({
              id: 'menopause_status',
              type: 'single_choice',
              label: 'Which best describes you?',
              summary: 'Menopause',
              choices: [
                { id: 'premenopause', label: 'I have not reached menopause' },
                { id: 'perimenopause', label: 'I am in perimenopause' },
                { id: 'postmenopause', label: 'I am postmenopausal' },
                { id: 'not_sure', label: 'I am not sure' },
              ],
            }),
            question({
              id: 'hormone_therapy',
              type: 'yes_no',
              label: 'Are you using hormone therapy, including vaginal estrogen?',
              summary: 'Hormone therapy',
              help: 'Hormonal birth control is asked about separately.',
            }),
          ],
        },
      ],
    },
    {
      id: 'sexual-health',
      title: 'Sexual health',
      education: {
        page_id: 'about-sexual-health',
        title: 'Sex and the vaginal microbiome',
        paragraphs: [
          'Semen is alkaline and can raise the vaginal pH for a while, and a new partner brings new bacteria. Neither is good or bad: both are common reasons a microbiome shifts.',
          'Your answers are private. They are used to interpret your results and are never shared without your permission.',
        ],
      },
      pages: [
        {
          id: 'sexual-activity',
          title: 'Sexual activity',
          questions: [
            question({ id: 'sexually_active', type: 'yes_no', label: 'Have you had vaginal sex in the last 3 months?', summary: 'Vaginal sex in the last 3 months' }),
            question({
              id: 'partners',
              type: 'single_choice',
              label: 'How many partners in the last 3 months?',
              summary: 'Number of partners',
              choices: [
                { id: 'one', label: 'One' },
                { id: 'more_than_one', label: 'More than one' },
              ],
              show_when: { question: 'sexually_active', any_of: [true] },
            }),
            question({
              id: 'new_partner',
              type: 'yes_no',
              label: 'Have you had a new partner in the last 3 months?',
              summary: 'New partner',
              show_when: { question: 'sexually_active', any_of: [true] },
            }),
          ],
        },
        {
          id: 'contraception',
          title: 'Contraception',
          questions: [
            question({
              id: 'contraception',
              type: 'multiple_choice',
              label: 'Contraception',
              help: 'Which methods do you use now? Choose all that apply.',
              choices: [
                { id: 'condoms', label: 'Condoms' },
                { id: 'pill', label: 'The pill' },
                { id: 'hormonal_iud', label: 'Hormonal IUD' },
                { id: 'copper_iud', label: 'Copper IUD' },
                { id: 'implant_or_injection', label: 'Implant or injection' },
                { id: 'ring_or_patch', label: 'Ring or patch' },
                { id: 'other', label: 'Another method' },
                { id: 'none', label: 'None', exclusive: true },
              ],
            }),
          ],
        },
      ],
    },
    {
      id: 'pregnancy',
      title: 'Pregnancy',
      education: null,
      pages: [
        {
          id: 'pregnancy',
          title: 'Pregnancy',
          questions: [
            question({
              id: 'pregnant',
              type: 'single_choice',
              label: 'Are you pregnant?',
              summary: 'Pregnant',
              choices: [
                { id: 'yes', label: 'Yes' },
                { id: 'no', label: 'No' },
                { id: 'not_sure', label: 'I am not sure' },
              ],
            }),
            question({
              id: 'pregnancy_weeks',
              type: 'number',
              label: 'How many weeks pregnant are you?',
              summary: 'Weeks pregnant',
              min: 1,
              max: 42,
              unit: 'weeks',
              show_when: { question: 'pregnant', any_of: ['yes'] },
            }),
            question({
              id: 'trying_to_conceive',
              type: 'yes_no',
              label: 'Are you trying to conceive?',
              summary: 'Trying to conceive',
              show_when: { question: 'pregnant', any_of: ['no', 'not_sure'] },
            }),
          ],
        },
        {
          id: 'breastfeeding',
          title: 'Breastfeeding',
          questions: [
            question({
              id: 'breastfeeding',
              type: 'yes_no',
              label: 'Are you breastfeeding or chestfeeding?',
              summary: 'Breastfeeding',
              help: 'Breastfeeding lowers estrogen, which can change your microbiome.',
            }),
          ],
        },
      ],
    },
    {
      id: 'history',
      title: 'Medications and history',
      education: {
        page_id: 'about-history',
        title: 'Antibiotics and your results',
        paragraphs: [
          'Antibiotics treat infections, but they can also lower protective bacteria for several weeks. A recent course can explain results that look different from usual.',
          'Past diagnoses help too: bacterial vaginosis and yeast infections often come back, and your history helps a clinician choose the right care.',
        ],
      },
      pages: [
        {
          id: 'antibiotics',
          title: 'Recent antibiotics',
          questions: [
            question({ id: 'antibiotics_recent', type: 'yes_no', label: 'Have you taken antibiotics in the last 30 days?', summary: 'Antibiotics in the last 30 days' }),
            question({
              id: 'antibiotics_last_dose',
              type: 'date',
              label: 'Date of your last dose',
              max_days_ago: 31,
              show_when: { question: 'antibiotics_recent', any_of: [true] },
            }),
          ],
        },
        {
          id: 'diagnoses',
          title: 'Past diagnoses',
          questions: [
            question({
              id: 'prior_diagnoses',
              type: 'multiple_choice',
              label: 'Have you ever been diagnosed with any of these?',
              summary: 'Past diagnoses',
              help: 'Choose all that apply.',
              choices: [
                { id: 'bv', label: 'Bacterial vaginosis (BV)' },
                { id: 'yeast', label: 'Yeast infection' },
                { id: 'sti', label: 'A sexually transmitted infection (STI)' },
                { id: 'uti', label: 'Urinary tract infection (UTI)' },
                { id: 'none', label: 'None of these', exclusive: true },
              ],
            }),
            question({
              id: 'recurring_infections',
              type: 'number',
              label: 'How many vaginal infections have you had in the last 12 months?',
              summary: 'Infections in the last 12 months',
              min: 0,
              max: 50,
              unit: 'infections',
              show_when: { question: 'prior_diagnoses', any_of: ['bv', 'yeast'] },
            }),
          ],
        },
        {
          id: 'products',
          title: 'Products and care team notes',
          questions: [
            question({
              id: 'vaginal_products',
              type: 'multiple_choice',
              label: 'Do you use any of these products?',
              summary: 'Products used',
              help: 'Choose all that apply.',
              choices: [
                { id: 'douche', label: 'Douches' },
                { id: 'scented_products', label: 'Scented soaps, sprays or wipes' },
                { id: 'lubricant', label: 'Lubricant' },
                { id: 'suppositories', label: 'Vaginal suppositories or boric acid' },
                { id: 'none', label: 'None of these', exclusive: true },
              ],
            }),
            question({
              id: 'care_notes',
              type: 'text',
              label: 'Anything else your care team should know?',
              summary: 'Notes for your care team',
              help: 'Optional.',
              required: false,
            }),
          ],
        },
      ],
    },
  ],
};
