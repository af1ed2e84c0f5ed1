// @flora/shared/account — the account forms two apps show: profile and password, for consumers
// (mf-auth's /account/*) and providers (mf-provider's /provider/account/*), and a membership's next step
// (My Account's membership page, the shop's subscriptions page). An entry of its own,
// loaded only by those pages (never before /login/ renders); each app keeps its own frame.
export { PasswordSection } from './password-form';
export { ProfileSection } from './profile-form';
export type { ProfileSectionProps } from './profile-form';
export { MembershipNextStep, RESUMED_COPY } from './membership-next-step';
export { PortalLinkAction } from './portal-link-action';
