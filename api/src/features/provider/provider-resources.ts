// Educational resources for verified providers (SPEC §2.5 "resources/"): short handouts served by
// this API as PDFs (no outside hosts), generated from the text below.
import { type PdfBlock, renderPdf } from '../../common/pdf';

interface Resource {
  slug: string;
  title: string;
  description: string;
  /** Section heading -> paragraphs. */
  sections: [string, string[]][];
}

export const RESOURCES: readonly Resource[] = [
  {
    slug: 'understanding-results',
    title: 'Understanding vaginal microbiome results',
    description: 'How to read a Flora result: community state types, microbe classes and what they suggest.',
    sections: [
      ['Community state types (VALENCIA)', [
        'CST I, II and V are dominated by Lactobacillus crispatus, gasseri or jensenii: an optimal, protective microbiome.',
        'CST III is dominated by Lactobacillus iners: intermediate, more prone to shifts.',
        'CST IV-A and IV-B carry BV-associated anaerobes (e.g. Gardnerella, Fannyhessea, Prevotella): disrupted, consistent with bacterial vaginosis.',
        'CST IV-C communities are diverse without BV anaerobes dominating: disrupted.',
      ]],
      ['Microbe classes', [
        'Protective microbes support a low pH; disruptive microbes are associated with BV and other symptoms; variable ones depend on context.',
        'Any Candida at 1% or more of the sample is reported as a yeast finding.',
      ]],
      ['Limits', ['A microbiome result supports, but does not replace, clinical assessment and diagnostic testing.']],
    ],
  },
  {
    slug: 'patient-sample-collection',
    title: 'Patient guide: collecting a sample',
    description: 'A handout for patients: activating the kit, collecting the swab and sending it to the lab.',
    sections: [
      ['Before you start', [
        'Accept your provider\'s invitation from the email you received, then sign in to Flora.',
        'Avoid sex, douching and vaginal products for 48 hours before collecting, and collect outside your period.',
      ]],
      ['Collecting', [
        'Give your consent in the app, insert the swab about two inches, rotate it for 20 seconds and place it in the tube.',
        'Record the pH from the strip in the app and answer the short health history.',
      ]],
      ['Sending', ['Seal the tube in the prepaid envelope and mail it within 24 hours. Results are usually ready within 2-3 weeks.']],
    ],
  },
  {
    slug: 'ordering-tests',
    title: 'Ordering tests for your patients',
    description: 'How ordering works in the provider portal: payment options, the patient link, order statuses and results.',
    sections: [
      ['Placing an order', [
        'Enter your patient\'s email address, choose who pays (you or the patient) and whether to add the STI panel.',
        'Your patient receives a private link; the kit is issued once they accept it (and pay, when they pay).',
      ]],
      ['Order statuses', [
        'Awaiting payment, awaiting patient, kit sent, activated, received by the lab, results ready and released to you.',
      ]],
      ['Results', ['Once released, download the results as a PDF from your orders. Results of tests you ordered are shared with you.']],
    ],
  },
  {
    slug: 'bv-treatment-overview',
    title: 'Bacterial vaginosis: treatment overview',
    description: 'An overview of BV treatment and recurrence prevention options referenced in Flora plans.',
    sections: [
      ['First line', ['Metronidazole or clindamycin per current guidelines. Patients on metronidazole avoid alcohol during treatment and for 72 hours after the last dose.']],
      ['Adjuncts and recurrence', [
        'Boric acid suppositories may be used for recurrent BV (never in pregnancy); vaginal probiotics may support recolonisation.',
        'Partner treatment may reduce recurrence in some cases.',
      ]],
    ],
  },
];

export const resourceUrl = (slug: string) => `/api/v1/provider/resources/${slug}.pdf`;

export const listResources = () =>
  RESOURCES.map((r) => ({ slug: r.slug, title: r.title, description: r.description, format: 'pdf' as const, url: resourceUrl(r.slug) }));

export function findResource(file: string): Resource | undefined {
  return RESOURCES.find((r) => `${r.slug}.pdf` === file);
}

export function resourcePdf(resource: Resource, now: Date): Promise<Buffer> {
  const blocks: PdfBlock[] = [
    { kind: 'title', text: resource.title },
    { kind: 'note', text: 'Flora provider resources' },
  ];
  for (const [heading, paragraphs] of resource.sections) {
    blocks.push({ kind: 'heading', text: heading });
    for (const p of paragraphs) blocks.push({ kind: 'text', text: p, spaceBefore: 4 });
  }
  return renderPdf(blocks, { title: resource.title, createdAt: now });
}

