// Public surface of the UI kit (DESIGN §9) beyond its basics (../basics) and its larger widgets
// (../widgets: dialog, side panel, data list, checkbox, select, …), entries of their own. Global
// tokens are not re-exported here on purpose: import './global-styles' once in the shell and in each remote's standalone harness.
export { LoadingState } from './loading-state';
export type { LoadingStateProps } from './loading-state';
export { layoutClassNames } from './layout';
export { toast, ToastRegion } from './toast';
export type { ToastMessage, ToastOptions, ToastTone } from './toast';
export { CodeField } from './code-field';
export { StatusPill } from './status-pill';
export type { StatusPillProps, StatusPillTone } from './status-pill';
export { Card } from './card';
export type { CardProps } from './card';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { QueryView } from './query-view';
export { RetryButton } from './retry-button';
export type { QueryLike, QueryViewProps } from './query-view';
export { ErrorPage } from './error-page';
export type { ErrorPageProps } from './error-page';
export { NotFoundPage } from './not-found-page';
