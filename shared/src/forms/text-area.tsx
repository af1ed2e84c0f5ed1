import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
} from 'react';
import { cx, Field, fieldControlClassName, type FieldLabelProps, VisuallyHidden } from '@flora/shared';
import styles from './text-area.module.css';

export type TextAreaProps = FieldLabelProps & Omit<ComponentPropsWithRef<'textarea'>, keyof FieldLabelProps>;

/** How long typing must pause before the count is announced: one announcement per pause, not per key. */
const COUNT_ANNOUNCE_DELAY_MS = 1000;

const countText = (length: number, max: number) => `${length} of ${max} characters`;

/**
 * A labelled multi-line input. With `maxLength` it shows "120 of 500 characters" under the box
 * (read with the box on focus) and announces the count politely once typing pauses.
 * Controlled, uncontrolled, or `{...register('field')}`.
 */
export function TextArea({ label, hint, error, id, className, maxLength, ref, onChange, rows = 4, ...textarea }: TextAreaProps) {
  const innerRef = useRef<HTMLTextAreaElement | null>(null);
  const [typedLength, setTypedLength] = useState(() => String(textarea.value ?? textarea.defaultValue ?? '').length);
  const [typing, setTyping] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const length = textarea.value !== undefined ? String(textarea.value).length : typedLength;

  // An uncontrolled value can be set through the ref after mount (react-hook-form's defaultValues).
  useLayoutEffect(() => {
    if (innerRef.current) setTypedLength(innerRef.current.value.length);
  }, []);

  useEffect(() => {
    if (maxLength === undefined || !typing) return;
    const timer = setTimeout(() => setAnnouncement(countText(length, maxLength)), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [length, maxLength, typing]);

  const setRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      innerRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  function change(event: ChangeEvent<HTMLTextAreaElement>) {
    setTypedLength(event.target.value.length);
    setTyping(true);
    onChange?.(event);
  }

  return (
    <Field label={label} hint={hint} error={error} id={id} className={className} describedBy={textarea['aria-describedby']}>
      {(control) => {
        const withCounter = maxLength !== undefined;
        const ownCounterId = `${control.id}-count`;
        return (
          <>
            <textarea
              ref={setRef}
              rows={rows}
              maxLength={maxLength}
              onChange={change}
              {...textarea}
              {...control}
              aria-describedby={cx(control['aria-describedby'], withCounter && ownCounterId) || undefined}
              className={cx(fieldControlClassName, styles.textarea)}
            />
            {withCounter && (
              <>
                {/* Hidden from reading order: the live region below carries the same words. */}
                <p id={ownCounterId} aria-hidden="true" className={cx(styles.counter, length >= maxLength && styles.full)}>
                  {countText(length, maxLength)}
                </p>
                <VisuallyHidden role="status">{announcement}</VisuallyHidden>
              </>
            )}
          </>
        );
      }}
    </Field>
  );
}
