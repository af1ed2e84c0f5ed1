// Public surface of the domain area: the product's rules (SPEC §4, §5, §8, §9) as pure functions and types.
export * from './constants';
export * from './current-user';
