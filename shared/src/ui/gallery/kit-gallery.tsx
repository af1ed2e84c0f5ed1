// Every UI kit component in every state, for design review, QA and axe runs: served at /kit/ by
// mf-results' standalone harness (no sign-in). Not exported from the kit's index, so it never
// reaches the apps' shared chunk; the harness loads it with import() when /kit/ is visited.
import { useRef, useState, type ReactNode } from 'react';
import {
  AppHeader,
  Banner,
  Button,
  ButtonLink,
  Field,
  fieldControlClassName,
  Page,
  SkipLink,
  Spinner,
  TextField,
  VisuallyHidden,
} from '@flora/shared/basics';
import { Card } from '../card';
import { CodeField } from '../code-field';
import { CheckboxGroup, DateInput, PasswordField, PhoneNumberField, RadioGroup, Stepper, TextArea } from '@flora/shared/forms';
import { EmptyState } from '../empty-state';
import { ErrorPage } from '../error-page';
import { LoadingState } from '../loading-state';
import { QueryView, type QueryLike } from '../query-view';
import { StatusPill } from '../status-pill';
import { Tabs } from '../tabs';
import { toast, ToastRegion } from '../toast';
import { Checkbox, DataList, type DataListColumn, Modal, Select, SidePanel, useIsNarrowScreen } from '@flora/shared/widgets';
import { NotFoundPage } from '../not-found-page';
import { history } from '../../navigation/history';
import { HistoryRouter } from '../../navigation/router';
import styles from './kit-gallery.module.css';

/** The section headings, in order: one per component, each listed in the page's contents. */
const GALLERY_SECTIONS = [
  'Button',
  'Banner',
  'StatusPill',
  'Card',
  'Field',
  'TextField',
  'PasswordField, PhoneNumberField and CodeField',
  'TextArea',
  'DateInput',
  'Checkbox',
  'CheckboxGroup',
  'Select',
  'RadioGroup',
  'Stepper',
  'Tabs',
  'DataList',
  'QueryView',
  'LoadingState and Spinner',
  'EmptyState',
  'Modal',
  'SidePanel',
  'Toast',
  'AppHeader',
  'SkipLink',
  'VisuallyHidden',
  'useIsNarrowScreen',
  'Page, ErrorPage and NotFoundPage',
] as const;

type Section = (typeof GALLERY_SECTIONS)[number];
const sectionId = (name: Section) => `kit-${name.replace(/[^A-Za-z]+/g, '-').toLowerCase()}`;

function Demo({ name, children }: { name: Section; children: ReactNode }) {
  return (
    <Card id={sectionId(name)} title={name} className={styles.section}>
      {children}
    </Card>
  );
}

/** A labelled example inside a section: the state it shows. */
function State({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.state}>
      <h3 className={styles.stateLabel}>{label}</h3>
      {children}
    </div>
  );
}

interface Order {
  number: string;
  date: string;
  status: ReactNode;
}
const ORDERS: Order[] = [
  { number: '1001', date: 'Mar 5, 2026', status: <StatusPill tone="success">Delivered</StatusPill> },
  { number: '1002', date: 'Apr 2, 2026', status: <StatusPill tone="info">Shipped</StatusPill> },
  { number: '1003', date: 'Apr 9, 2026', status: <StatusPill>Order placed</StatusPill> },
];
const ORDER_COLUMNS: DataListColumn<Order>[] = [
  { key: 'number', header: 'Order #', render: (o) => o.number, rowHeader: true },
  { key: 'date', header: 'Order Date', render: (o) => o.date },
  { key: 'status', header: 'Status', render: (o) => o.status },
];

const noop = () => {};
const QUERIES: [string, QueryLike<string[]>][] = [
  ['Loading', { status: 'pending', isFetching: true, refetch: noop }],
  ['Error', { status: 'error', error: new Error('offline'), refetch: noop }],
  ['Empty', { status: 'success', data: [], refetch: noop }],
  ['Data', { status: 'success', data: ['VM-1234 · Results ready', 'VM-1201 · Mar 5, 2026'], refetch: noop }],
  ['Refetching in the background (no spinner)', { status: 'success', data: ['VM-1234 · Results ready'], isFetching: true, refetch: noop }],
  ['A failed refetch keeps the data', { status: 'error', data: ['VM-1234 · Results ready'], error: new Error('offline'), refetch: noop }],
];

function KitGallery() {
  const [fullPage, setFullPage] = useState<'error' | 'not-found' | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [delivery, setDelivery] = useState('standard');
  const [symptoms, setSymptoms] = useState<string[]>(['itching']);
  const [step, setStep] = useState(2);
  const narrow = useIsNarrowScreen();
  const backRef = useRef<HTMLButtonElement>(null);

  // The full-page components each render their own <main> and h1, so they replace the gallery.
  if (fullPage === 'error') return <ErrorPage message="The results app could not be loaded." detail="ChunkLoadError: Loading chunk 42 failed." onRetry={() => setFullPage(null)} />;
  if (fullPage === 'not-found') {
    return (
      <>
        <div className={styles.back}>
          <Button ref={backRef} variant="ghost" onClick={() => setFullPage(null)}>
            Back to the UI kit
          </Button>
        </div>
        <HistoryRouter history={history}>
          <NotFoundPage />
        </HistoryRouter>
      </>
    );
  }

  return (
    <Page title="Flora UI kit" description="Every component of @flora/shared's kit, in each of its states. Resize below 600 px for the narrow layout.">
      <nav aria-label="Components" className={styles.contents}>
        <ul>
          {GALLERY_SECTIONS.map((name) => (
            <li key={name}>
              <a href={`#${sectionId(name)}`}>{name}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Demo name="Button">
        <State label="Variants">
          <div className={styles.row}>
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <ButtonLink href="#kit-button" variant="secondary">
              ButtonLink
            </ButtonLink>
          </div>
        </State>
        <State label="Inverse, on plum">
          <div className={styles.inverseStrip}>
            <Button variant="inverse">Sign out</Button>
          </div>
        </State>
        <State label="Loading and disabled">
          <div className={styles.row}>
            <Button loading loadingLabel="Saving…">
              Save
            </Button>
            <Button disabled>Disabled</Button>
            <Button variant="secondary" disabled>
              Disabled secondary
            </Button>
          </div>
        </State>
        <State label="Full width">
          <Button fullWidth>Continue</Button>
        </State>
      </Demo>

      <Demo name="Banner">
        <Banner tone="info" title="Your kit has shipped">
          It should arrive in 3 to 5 business days.
        </Banner>
        <Banner tone="success" title="Your treatment is ready!" action={<ButtonLink href="#kit-banner">View my treatments</ButtonLink>}>
          Your provider has prescribed your treatment.
        </Banner>
        <Banner tone="warning" title="Complete your clinical intake">
          Please complete your clinical intake to begin your consultation.
        </Banner>
        <Banner tone="error">We could not save your answers. Check your connection and try again.</Banner>
      </Demo>

      <Demo name="StatusPill">
        <div className={styles.row}>
          <StatusPill>Order placed</StatusPill>
          <StatusPill tone="info">In transit</StatusPill>
          <StatusPill tone="success">Results ready</StatusPill>
          <StatusPill tone="warning">Intake needed</StatusPill>
          <StatusPill tone="error">Sample rejected</StatusPill>
        </div>
      </Demo>

      <Demo name="Card">
        <p>Each section of this page is a Card: a white, rounded surface with an h2 title.</p>
      </Demo>

      <Demo name="Field">
        <p>The label, hint and error wiring under every control; here around a custom number input.</p>
        <Field label="Quantity" hint="Up to 3 per order.">
          {(control) => <input type="number" min={1} max={3} defaultValue={1} {...control} className={fieldControlClassName} />}
        </Field>
      </Demo>

      <Demo name="TextField">
        <TextField label="First name" autoComplete="given-name" />
        <TextField label="Email address" type="email" hint="We send your results here." defaultValue="ana@" error="Enter a valid email address." />
        <TextField label="Member ID" defaultValue="M-00042" disabled />
      </Demo>

      <Demo name="PasswordField, PhoneNumberField and CodeField">
        <PasswordField purpose="new" label="New password" hint="At least 8 characters." />
        <PhoneNumberField />
        <CodeField label="Test ID" hint="The code printed on your kit." defaultValue="FLKIT00001" />
      </Demo>

      <Demo name="TextArea">
        <TextArea label="Message your provider" hint="Do not include card numbers." maxLength={500} defaultValue="Hello, I have a question about my results." />
        <TextArea label="Reason for cancelling" maxLength={200} error="Tell us why you are cancelling." />
      </Demo>

      <Demo name="DateInput">
        <DateInput label="First day of your last period" hint="An estimate is fine." max={new Date()} />
        <DateInput label="Birthday" autoComplete="bday" defaultValue="02/30/1990" error="Enter a real date as MM/DD/YYYY, for example 03/05/2026." />
      </Demo>

      <Demo name="Checkbox">
        <Checkbox label="Email me when my results are ready" defaultChecked />
        <Checkbox label="I confirm the above is all true" error="Please confirm to continue." />
        <Checkbox label="Unavailable option" disabled />
      </Demo>

      <Demo name="CheckboxGroup">
        <CheckboxGroup
          legend="Do you have any of these symptoms right now?"
          hint="Choose all that apply."
          name="kit-symptoms"
          values={symptoms}
          onValuesChange={setSymptoms}
          options={[
            { value: 'odor', label: 'Unusual odor' },
            { value: 'itching', label: 'Itching' },
            { value: 'none', label: 'None of these', exclusive: true },
          ]}
        />
      </Demo>

      <Demo name="Select">
        <Select label="State" defaultValue="NY">
          <option value="NY">New York</option>
          <option value="CA">California</option>
        </Select>
        <Select label="Reason" defaultValue="" error="Choose a reason.">
          <option value="">Choose…</option>
          <option value="cost">Cost</option>
        </Select>
      </Demo>

      <Demo name="RadioGroup">
        <RadioGroup
          legend="Delivery"
          hint="Free standard delivery over $50."
          name="kit-delivery"
          value={delivery}
          onValueChange={setDelivery}
          options={[
            { value: 'standard', label: 'Standard', description: '5 to 7 business days' },
            { value: 'express', label: 'Express', description: '2 business days' },
            { value: 'pickup', label: 'Pick up (unavailable)', disabled: true },
          ]}
        />
        <RadioGroup
          legend="Have you been diagnosed with BV before?"
          name="kit-bv"
          error="Choose yes or no."
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />
      </Demo>

      <Demo name="Stepper">
        <Stepper current={step} steps={['About you', 'Health history', 'Symptoms', 'Sample', 'Review']} label="Health history progress" />
        <div className={styles.row}>
          <Button variant="secondary" disabled={step === 1} onClick={() => setStep((s) => s - 1)}>
            Back
          </Button>
          <Button variant="secondary" disabled={step === 5} onClick={() => setStep((s) => s + 1)}>
            Next
          </Button>
        </div>
        <State label="Unnamed steps">
          <Stepper current={3} steps={4} label="Intake progress" />
        </State>
      </Demo>

      <Demo name="Tabs">
        <Tabs
          label="Result details"
          tabs={[
            { id: 'summary', label: 'Summary', content: <p>Your vaginal microbiome is mostly protective bacteria.</p> },
            { id: 'bacteria', label: 'Bacteria', content: <p>Lactobacillus crispatus: 92%.</p> },
            { id: 'plan', label: 'Plan', content: <p>Keep doing what you are doing.</p> },
          ]}
        />
      </Demo>

      <Demo name="DataList">
        <DataList caption="Your orders" columns={ORDER_COLUMNS} rows={ORDERS} rowKey={(o) => o.number} />
        <State label="No rows">
          <DataList aria-label="Past orders" columns={ORDER_COLUMNS} rows={[]} rowKey={(o) => o.number} empty="No past orders." />
        </State>
      </Demo>

      <Demo name="QueryView">
        <div className={styles.grid}>
          {QUERIES.map(([label, query]) => (
            <State key={label} label={label}>
              <QueryView
                query={query}
                isEmpty={(tests) => tests.length === 0}
                empty={<EmptyState title="No tests yet" />}
                loadingLabel="Loading your tests…"
              >
                {(tests) => (
                  <ul>
                    {tests.map((t) => (
                      <li key={t}>{t}</li>
                    ))}
                  </ul>
                )}
              </QueryView>
            </State>
          ))}
        </div>
      </Demo>

      <Demo name="LoadingState and Spinner">
        <LoadingState label="Loading your results…" />
        <div className={styles.row}>
          <Spinner label="Checking" showLabel />
          <span>
            Spinner without visible text <Spinner label="Updating" />
          </span>
        </div>
      </Demo>

      <Demo name="EmptyState">
        <EmptyState title="No results yet" message="Your results appear here once the lab has your sample." action={<ButtonLink href="#kit-emptystate">Order a test</ButtonLink>} />
      </Demo>

      <Demo name="Modal">
        <Button variant="secondary" onClick={() => setModalOpen(true)}>
          Open the modal
        </Button>
        <Modal
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          title="Research consent"
          footer={
            <>
              <Button variant="secondary" onClick={() => setModalOpen(false)}>
                Not now
              </Button>
              <Button onClick={() => setModalOpen(false)}>I agree</Button>
            </>
          }
        >
          <p>Help improve women's health research by sharing your de-identified results.</p>
        </Modal>
      </Demo>

      <Demo name="SidePanel">
        <Button variant="secondary" onClick={() => setPanelOpen(true)}>
          Open the cart panel
        </Button>
        <SidePanel
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          title="Your cart"
          footer={
            <Button fullWidth onClick={() => setPanelOpen(false)}>
              Check out
            </Button>
          }
        >
          <p>Probiotic (op-4) · $39</p>
          <Button variant="ghost" onClick={() => toast.show('Removed Probiotic from your cart')}>
            Remove Probiotic
          </Button>
        </SidePanel>
      </Demo>

      <Demo name="Toast">
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => toast.show('Link copied')}>
            Info toast
          </Button>
          <Button variant="secondary" onClick={() => toast.show('Added to your cart', { tone: 'success' })}>
            Success toast
          </Button>
          <Button variant="secondary" onClick={() => toast.show('Your session ends in 2 minutes', { tone: 'warning' })}>
            Warning toast
          </Button>
          <Button variant="secondary" onClick={() => toast.show('Your card was declined', { tone: 'error' })}>
            Error toast (stays)
          </Button>
        </div>
      </Demo>

      <Demo name="AppHeader">
        <AppHeader
          homeHref="#kit-appheader"
          navLabel="Example navigation"
          nav={
            <>
              <a href="#kit-appheader" aria-current="page">
                My Tests
              </a>
              <a href="#kit-appheader">Care</a>
              <a href="#kit-appheader">Shop</a>
            </>
          }
          actions={<Button variant="secondary">Cart (1)</Button>}
        />
      </Demo>

      <Demo name="SkipLink">
        <p>Hidden until focused. Tab into this box to see it; it moves focus to the page's main landmark.</p>
        <div className={styles.skipDemo}>
          <SkipLink>Skip to content (example)</SkipLink>
        </div>
      </Demo>

      <Demo name="VisuallyHidden">
        <p>
          Text for screen readers only: this sentence ends with a hidden word.
          <VisuallyHidden> (Here it is.)</VisuallyHidden>
        </p>
      </Demo>

      <Demo name="useIsNarrowScreen">
        <p>
          This window is <strong>{narrow ? 'narrow (below 600 px)' : 'wide (600 px or more)'}</strong>. Resize it to watch this
          line change.
        </p>
      </Demo>

      <Demo name="Page, ErrorPage and NotFoundPage">
        <p>This whole gallery is a Page (the main landmark and its h1). The other two are whole pages too, so they replace it.</p>
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setFullPage('error')}>
            Show the ErrorPage
          </Button>
          <Button variant="secondary" onClick={() => setFullPage('not-found')}>
            Show the NotFoundPage
          </Button>
        </div>
      </Demo>

      <ToastRegion />
    </Page>
  );
}

export default KitGallery;
