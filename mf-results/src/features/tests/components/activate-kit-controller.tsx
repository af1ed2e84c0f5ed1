// The kit activation form's behaviour, loaded with the form's first use (./activate-kit): its
// rules (react-hook-form and valibot, as every form) over the input the page already shows. Each
// refusal shows beside the field with the typed ID kept: a malformed ID (checked here first, and the
// API's 400), an unknown ID (404), a kit another account activated (409) and too many unknown IDs
// (429, issue 28) — the last three in the API's own words, which already tell them apart.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { useApiForm } from '@flora/shared/forms';
import { useActivateKit } from '../api/activate-kit';
import { activateKitSchema, EMPTY_ACTIVATE_KIT, KIT_ID_MESSAGES } from '../activate-kit-form';

const FIELD_REFUSALS = new Set([400, 404, 409, 429]);

function refusal(error: unknown): { status: number; detail: string | null } | null {
  const response = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  if (!response || typeof response.status !== 'number' || !FIELD_REFUSALS.has(response.status)) return null;
  const detail = (response.data as { detail?: unknown } | null)?.detail;
  return { status: response.status, detail: typeof detail === 'string' && detail ? detail : null };
}

type ApiForm = ReturnType<typeof useApiForm<typeof activateKitSchema>>;

/** What the form shows and how its field and submit are wired, handed to ./activate-kit. */
export interface KitForm {
  register: ApiForm['register'];
  submit: ApiForm['submit'];
  error: string | undefined;
  formError: string | null;
  submitting: boolean;
}

export interface ActivateKitControllerProps {
  /** The form as the page shows it: its field holds what was typed before this loaded. */
  formElement: RefObject<HTMLFormElement | null>;
  /** A submit was asked for before this loaded: it is sent at once. */
  submitAsked: boolean;
  onActivated: (hash: string | null) => void;
  onForm: (form: KitForm) => void;
}

export function ActivateKitController({ formElement, submitAsked, onActivated, onForm }: ActivateKitControllerProps) {
  const activate = useActivateKit();
  // What was typed before the form library loaded (the field is the browser's until then).
  const [typed] = useState(() => {
    const field = formElement.current?.elements.namedItem('hash');
    return { hash: field instanceof HTMLInputElement ? field.value : '', left: !!field && field !== document.activeElement };
  });
  const form = useApiForm({
    schema: activateKitSchema,
    defaultValues: { hash: typed.hash },
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
  const error = form.errorOf('hash');
  const { formError, submitting } = form;
  // The methods stay the same from one render to the next; only what the form shows changes.
  useLayoutEffect(() => {
    onForm({ register: form.register, submit: form.submit, error, formError, submitting });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form's methods are stable
  }, [onForm, error, formError, submitting]);
  useLayoutEffect(() => {
    if (submitAsked) form.submit();
    // A field left with text in it before this loaded is checked, as on leaving it (mode onTouched).
    else if (typed.left && typed.hash) void form.trigger('hash');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when this takes over
  }, []);
  return null;
}
