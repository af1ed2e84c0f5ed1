// Activate a kit by its test ID (POST /api/v1/user-tests/). Each refusal shows beside the field
// with the typed ID kept: a malformed ID (checked here first, and the API's 400), an unknown ID
// (404), a kit another account activated (409) and too many unknown IDs (429, issue 28) — the last
// three in the API's own words, which already tell them apart. Success names the test and the next
// step: consent and health history.
import { Banner, Button, Link, paths } from '@flora/shared';
import { CodeField, useApiForm } from '@flora/shared/forms';
import { useActivateKit } from '../api/activate-kit';
import { activateKitSchema, EMPTY_ACTIVATE_KIT, KIT_ID_MESSAGES } from '../activate-kit-form';
import styles from './activate-kit.module.css';

const FIELD_REFUSALS = new Set([400, 404, 409, 429]);

function refusal(error: unknown): { status: number; detail: string | null } | null {
  const response = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  if (!response || typeof response.status !== 'number' || !FIELD_REFUSALS.has(response.status)) return null;
  const detail = (response.data as { detail?: unknown } | null)?.detail;
  return { status: response.status, detail: typeof detail === 'string' && detail ? detail : null };
}

export interface ActivateKitProps {
  /** The test activated last on this visit (kept by the page: the list re-renders this form). */
  activated: string | null;
  onActivated: (hash: string | null) => void;
}

export function ActivateKit({ activated, onActivated }: ActivateKitProps) {
  const activate = useActivateKit();
  const form = useApiForm({
    schema: activateKitSchema,
    defaultValues: EMPTY_ACTIVATE_KIT,
    onSubmit: async ({ hash }) => {
      onActivated(null);
      try {
        const test = await activate.mutateAsync(hash);
        onActivated(test.hash);
        form.reset(EMPTY_ACTIVATE_KIT);
      } catch (error) {
        const refused = refusal(error);
        if (!refused) throw error;
        const message = refused.status === 400 ? KIT_ID_MESSAGES.malformed : (refused.detail ?? KIT_ID_MESSAGES.malformed);
        form.setError('hash', { type: 'server', message }, { shouldFocus: true });
      }
    },
  });

  return (
    <section className={styles.section} aria-labelledby="activate-kit-title">
      <h2 id="activate-kit-title" className={styles.title}>
        Activate a kit
      </h2>
      {activated && (
        <Banner tone="success" title={`Test ${activated} is activated`}>
          <p className={styles.next}>
            Next, give your consent and complete your health history before you take your sample.{' '}
            <Link to={paths.healthHistory(activated)}>Continue to consent and health history</Link>
          </p>
        </Banner>
      )}
      <form className={styles.form} onSubmit={form.submit} noValidate>
        {form.formError && <Banner tone="error">{form.formError}</Banner>}
        <CodeField
          label="Test ID"
          hint="The code printed on the tube and on the card in your kit, e.g. FLKIT00001."
          error={form.errorOf('hash')}
          required
          {...form.register('hash')}
        />
        <Button type="submit" loading={form.submitting} loadingLabel="Activating…">
          Activate kit
        </Button>
      </form>
    </section>
  );
}
