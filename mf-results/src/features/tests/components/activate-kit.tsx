// Activate a kit by its test ID (POST /api/v1/user-tests/). Each refusal shows beside the field
// with the typed ID kept (./activate-kit-controller). Success names the test and the next step:
// consent and health history.
//
// The form paints with the page, but its form library (@flora/shared/forms: react-hook-form and
// valibot) and its rules load with the form's first use (a tap, focus, a submit), while the user
// types: most visits to My Tests never use it. The controller then takes over the same form (the
// same input, so what was typed and the focus stay); a submit asked for before it loaded is sent
// once it has.
import { useCallback, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Banner, Button, CodeField, Link, paths } from '@flora/shared';
import type { ActivateKitControllerProps, KitForm } from './activate-kit-controller';
import styles from './activate-kit.module.css';

const loadController = () => import('./activate-kit-controller').then((m) => m.ActivateKitController);

const NOT_LOADED = 'The form could not be loaded. Check your connection and try again.';

export interface ActivateKitProps {
  /** The test activated last on this visit (kept by the page: the list re-renders this form). */
  activated: string | null;
  onActivated: (hash: string | null) => void;
}

export function ActivateKit({ activated, onActivated }: ActivateKitProps) {
  const formElement = useRef<HTMLFormElement>(null);
  const [Controller, setController] = useState<ComponentType<ActivateKitControllerProps> | null>(null);
  const [form, setForm] = useState<KitForm | null>(null);
  const [submitAsked, setSubmitAsked] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    setLoadFailed(false);
    loadController().then(
      (loaded) => setController(() => loaded),
      () => {
        // The next use tries again.
        loading.current = false;
        setSubmitAsked(false);
        setLoadFailed(true);
      },
    );
  };
  const onForm = useCallback((next: KitForm) => setForm(next), []);

  const formError = form ? form.formError : loadFailed ? NOT_LOADED : null;

  function submitBeforeLoad(event: FormEvent) {
    event.preventDefault();
    setSubmitAsked(true);
    load();
  }

  return (
    <section className={styles.section} aria-labelledby="activate-kit-title">
      {Controller && <Controller formElement={formElement} submitAsked={submitAsked} onActivated={onActivated} onForm={onForm} />}
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
      <form
        ref={formElement}
        className={styles.form}
        onSubmit={form?.submit ?? submitBeforeLoad}
        onFocus={form ? undefined : load}
        onPointerDown={form ? undefined : load}
        noValidate
      >
        {formError && <Banner tone="error">{formError}</Banner>}
        <CodeField
          label="Test ID"
          hint="The code printed on the tube and on the card in your kit, e.g. FLKIT00001."
          error={form?.error}
          required
          {...(form ? form.register('hash') : { name: 'hash' })}
        />
        <Button type="submit" loading={form ? form.submitting : submitAsked} loadingLabel="Activating…">
          Activate kit
        </Button>
      </form>
    </section>
  );
}
