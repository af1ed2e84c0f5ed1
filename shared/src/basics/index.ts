// @flora/shared/basics — all the login page paints with: the UI kit's basic components (the page,
// header, button, text field, banner) and the platform's paths. A singleton of its own that the main
// entry re-exports, so the shell can paint its login pages before the rest of @flora/shared (the
// router, the session stream, the domain's rules, the rest of the kit) has loaded. It imports
// nothing of the main entry.
export { VisuallyHidden } from './visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { Button, ButtonLink, buttonClassName } from './button';
export type { ButtonLinkProps, ButtonProps, ButtonVariant } from './button';
export { cx } from './class-names';
export { Field, fieldClassNames, fieldControlClassName } from './field';
export type { FieldControlProps, FieldLabelProps, FieldProps } from './field';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { Banner, bannerClassNames } from './banner';
export type { BannerProps, BannerTone } from './banner';
export { MAIN_CONTENT_ID, Page } from './page';
export type { PageProps } from './page';
export { AppHeader } from './app-header';
export type { AppHeaderProps } from './app-header';
export { SkipLink } from './skip-link';
export type { SkipLinkProps } from './skip-link';
export { buildLoginUrl, isAcceptedMalePartnerReturn, safeNextPath } from './login-url';
export { INTAKE_START_STEP, MALE_PARTNER_INTAKE_START_STEP, paths } from './paths';
export { hasStoredSession, readStored, STORAGE_KEYS, tokenExpiry } from './stored-session';
export { newRequestId, sendEarlyGets, takeEarlyGet } from './early-gets';
