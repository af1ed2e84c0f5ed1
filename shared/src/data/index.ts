// @flora/shared/data — server state for every app: the page's one QueryClient, typed calls over
// the one API client, and the hooks two or more remotes use. A singleton of its own (beside
// @flora/shared), loaded with the first page that shows API data: never on the login page's
// critical path.
export { clearCacheOnOwnerChange, FRESH_FOR_MS } from './query-client';
export { QueryProvider } from './query-provider';
export { apiCall, apiDelete, apiPatch, apiPost, apiPut, buildApiUrl } from './api-request';
export type { ApiBody, ApiPath, ApiRequest, ApiResponse } from './api-request';
export { apiKey, apiQuery, apiQueryOrNull, invalidateApi } from './api-query';
export type { QueryChoice } from './api-query';
export { downloadApiFile } from './api-download';
export { leaveFor } from './leave-for';
export { clearCheckoutDeclined, isCheckoutDeclined } from './checkout-declined';
export { useAllProducts } from './products';
export { useConsults } from './consults';
export { startLandingReads } from './landing-reads';
export type { ConsultList } from './consults';
export { useCurrentTest, useLatestReadyTest, userTestQuery, userTestsQuery } from './user-tests';
export type { UserTestAnswer } from './user-tests';
export { useAvailableTreatments } from './available-treatments';
export type { AvailableTreatmentsAnswer } from './available-treatments';
export { useMedications } from './medications';
export type { MedicationSearch } from './medications';
export { orderReturnOf, useProcessOrder } from './process-order';
export type { OrderReturn, ProcessedOrder } from './process-order';
export type { ApiPaths } from '@flora/shared';
export { CART_PANEL_OPEN_EVENT, openCartPanel, takePendingCartPanelOpen, useActiveCart, useAddCartItems } from './cart';
export type { Cart, CartItemToAdd, CartPanelOpenDetail } from './cart';
export { usePortalLink } from './subscription-portal-link';
export { invalidateMembership, MEMBERSHIP_PATH, useMembership, useResumeMembership } from './membership';
export type { Membership, MembershipAnswer } from './membership';
