// One way to build a form (DESIGN §10): react-hook-form with a valibot schema. Client rules and the
// API's `{detail, field}` errors both land beside the field; what the user typed stays; the submit
// shows progress and a second submit while one is running is ignored.
import { useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import { errorField, errorMessage } from '@flora/shared';

export interface ApiFormOptions<S extends GenericSchema<FieldValues, FieldValues>> {
  schema: S;
  defaultValues: DefaultValues<InferInput<S>>;
  /** Sends the checked values; a rejection with `{detail, field}` is shown beside that field. */
  onSubmit: (values: InferOutput<S>) => Promise<unknown>;
}

export function useApiForm<S extends GenericSchema<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit }: ApiFormOptions<S>) {
  const form = useForm<InferInput<S>, unknown, InferOutput<S>>({
    resolver: valibotResolver(schema),
    defaultValues,
    // First check on leaving a field, then as the user corrects it.
    mode: 'onTouched',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const running = useRef(false);

  const handle = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const field = errorField(error);
      if (field && field in (defaultValues as object)) {
        form.setError(field as Path<InferInput<S>>, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      } else {
        setFormError(errorMessage(error));
      }
    }
  });

  async function run() {
    if (running.current) return;
    running.current = true;
    try {
      await handle();
    } finally {
      running.current = false;
    }
  }

  /** A `<form onSubmit>` handler returns nothing: errors land in the form (handle catches them). */
  function submit(event?: FormEvent): void {
    event?.preventDefault();
    void run();
  }

  const { errors, isSubmitting } = form.formState;
  return {
    ...form,
    /** For `<form onSubmit>`. */
    submit,
    submitting: isSubmitting,
    /** A message from the API that names no field (shown above the form). */
    formError,
    /** The message to show beside `name`, if any. */
    errorOf: (name: Path<InferInput<S>>): string | undefined => {
      const found = name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors);
      return (found as { message?: string } | undefined)?.message;
    },
  };
}
