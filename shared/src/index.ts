// @flora/shared — the singleton module every app imports by package name (DESIGN §3).
// Its public surface: the session, the API client, navigation (with the router parts apps use), the
// remote contract and the UI kit. The product's rules are not part of it: pure functions without
// state, each app takes the ones it uses from @flora/shared/domain (bundled with it, tree-shaken).
import { registerSharedCopy } from './remote/duplicate-guard';

declare const __FLORA_APP__: string | undefined;
registerSharedCopy(typeof __FLORA_APP__ === 'string' ? __FLORA_APP__ : 'unknown');

export { DUPLICATE_SHARED_EVENT, sharedCopies } from './remote/duplicate-guard';
export { api, currentUser, ensureLiveSession, login, logout, refreshUser, session$, startSession } from './session/session';
export type { Session } from './session/session';
export { useSession } from './session/use-session';
export { hasLiveAccessToken } from './session/token-store';
export type { Tokens } from './session/token-store';
export { errorField, errorMessage, GENERIC_ERROR_MESSAGE } from './http/error-message';
export { HttpError, isHttpError } from './http/http-error';
export type { HttpResponse } from './http/http-error';
export type { ApiBody, ApiMethod, ApiPath, ApiRequest, ApiResponse } from './http/api-shapes';
export type { paths as ApiPaths } from './http/api-types';
export { history, navigate } from './navigation/history';
export * from './navigation/router';
export { createRemoteLifecycles } from './remote/lifecycles';
export { lazyPage } from './remote/lazy-page';
export type { RemoteRoot } from './remote/lifecycles';
export type { RemoteLifecycles, RemoteMountProps } from './remote/mount-props';
export { MountedRemote } from './remote/mounted-remote';
export type { MountedRemoteProps } from './remote/mounted-remote';
export { loadRemoteModule, setRemoteLoader } from './remote/remote-loader';
export type { LoadOptions, RemoteModuleLoader } from './remote/remote-loader';
export * from './ui';
// The kit's basics and the paths: an entry of their own (what the login page paints with), re-exported
// here so apps keep importing them from '@flora/shared'.
export {
  AppHeader,
  Banner,
  buildLoginUrl,
  Button,
  ButtonLink,
  buttonClassName,
  cx,
  Field,
  fieldClassNames,
  fieldControlClassName,
  hasStoredSession,
  INTAKE_START_STEP,
  isAcceptedMalePartnerReturn,
  MAIN_CONTENT_ID,
  MALE_PARTNER_INTAKE_START_STEP,
  Page,
  paths,
  safeNextPath,
  SkipLink,
  Spinner,
  TextField,
  VisuallyHidden,
} from '@flora/shared/basics';
export type {
  AppHeaderProps,
  BannerProps,
  BannerTone,
  ButtonLinkProps,
  ButtonProps,
  ButtonVariant,
  FieldControlProps,
  FieldLabelProps,
  FieldProps,
  PageProps,
  SkipLinkProps,
  SpinnerProps,
  TextFieldProps,
  VisuallyHiddenProps,
} from '@flora/shared/basics';
