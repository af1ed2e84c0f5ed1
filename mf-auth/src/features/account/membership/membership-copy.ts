// What the membership screen says about plans and moves (the API names the plan a membership has;
// the plan a move leads to is fixed: SPEC §3 membership variants).
export const UPGRADE_TO = 'Microbiome Membership + Expanded PCR';
export const DOWNGRADE_TO = 'Microbiome Membership';
export const NOT_A_MEMBER_TITLE = "You're not a member";
export const NOT_A_MEMBER_COPY =
  'A Flora membership brings a microbiome test every few months at a lower price, so you can see how things change. You can start one in the shop.';
export const PORTAL_FAILED_COPY = 'Failed to fetch portal link';
