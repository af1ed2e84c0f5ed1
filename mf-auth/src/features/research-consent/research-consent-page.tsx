// /research-consent/ — what the research is and what is shared; consenting continues to where the
// guard stopped the user (`?next=`), a male partner to their intake, anyone else home.
import { Banner, Button, buttonClassName, Link, Page, useNavigate, useSearchParams, useSession } from '@flora/shared';
import { Checkbox } from '@flora/shared/widgets';
import { useApiForm } from '@flora/shared/forms';
import { useGiveResearchConsent } from './api/research-consent';
import { consentDestination } from './consent-destination';
import { researchConsentSchema } from './research-consent-form';
import styles from './research-consent-page.module.css';

export function ResearchConsentPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const consent = useGiveResearchConsent();
  const next = params.get('next');
  const form = useApiForm({
    schema: researchConsentSchema,
    defaultValues: { research_consent: false },
    onSubmit: async (values) => {
      const updated = await consent.mutateAsync(values);
      navigate(consentDestination(next, updated), { replace: true });
    },
  });

  if (user?.consentCompleted.research && !form.submitting && !consent.isSuccess) {
    return (
      <Page title="You're taking part in our research" description="Thank you. There is nothing more to do here." width="narrow">
        <Link className={buttonClassName()} to={consentDestination(next, user)}>
          Continue
        </Link>
      </Page>
    );
  }

  return (
    <Page
      title="Taking part in our research"
      description="Flora studies the vaginal microbiome to make testing and care better for everyone. Taking part is needed to use Flora's tests and care."
      width="narrow"
    >
      <h2>What is shared</h2>
      <ul className={styles.points}>
        <li>Your test results and the answers you give in health questions, de-identified: without your name, email, address or birthday.</li>
        <li>They are used only for research on vaginal health, by Flora and the researchers we work with.</li>
        <li>Nothing is sold, and nothing is used to advertise to you.</li>
        <li>You can withdraw at any time from your account; what was already studied stays de-identified.</li>
      </ul>
      <form className={styles.form} onSubmit={form.submit} noValidate>
        {form.formError && <Banner tone="error">{form.formError}</Banner>}
        <Checkbox
          label="I agree that my de-identified data may be used for research on vaginal health."
          error={form.errorOf('research_consent')}
          {...form.register('research_consent')}
        />
        <Button type="submit" loading={form.submitting} loadingLabel="Saving…" fullWidth>
          Agree and continue
        </Button>
      </form>
    </Page>
  );
}
