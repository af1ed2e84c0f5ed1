// Public surface of the domain area: the product's rules (SPEC §4, §5, §8, §9) as pure functions and types.
export * from './constants';
export * from './current-user';
export * from './consult-status';
export * from './care-entities';
export * from './shop-entities';
export * from './plan-ui-state';
export * from './consult-banner';
export * from './care-cta';
export * from './consult-groups';
export * from './prescription-groups';
export * from './care-eligibility';
export * from './shop-eligibility';
export * from './treatment-availability';
