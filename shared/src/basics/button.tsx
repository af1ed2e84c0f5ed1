import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';
import { cx } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

interface ButtonLook {
  /** primary: coral call to action (one per screen); secondary: plum outline; ghost: a link look. */
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** The class names of a button look, for links from a router (`<Link className={buttonClassName()}>`). */
export function buttonClassName({ variant = 'primary', fullWidth = false }: ButtonLook = {}, extra?: string): string {
  return cx(styles.button, styles[variant], fullWidth && styles.fullWidth, extra);
}

export interface ButtonProps extends ButtonLook, ComponentPropsWithRef<'button'> {
  /** Busy: the button is disabled and shows a spinner announced as `loadingLabel`. */
  loading?: boolean;
  loadingLabel?: string;
}

/** A button; `type` defaults to "button" so only an explicit `type="submit"` submits a form. */
export function Button({
  variant,
  fullWidth,
  loading = false,
  loadingLabel = 'Loading…',
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, fullWidth }, cx(loading && styles.loading, className))}
      {...rest}
    >
      {loading && <Spinner label={loadingLabel} />}
      {children}
    </button>
  );
}

export type ButtonLinkProps = ButtonLook & ComponentPropsWithRef<'a'>;

/** A link (navigation) that looks like a button. */
export function ButtonLink({ variant, fullWidth, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a className={buttonClassName({ variant, fullWidth }, className)} {...rest}>
      {children}
    </a>
  );
}
