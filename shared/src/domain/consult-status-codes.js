// @ts-check
// The consult status codes (SPEC §4): the one list, for @flora/shared's domain (consult-status.ts,
// which derives the types) and the API (api/src/features/consults/consult-status.ts).
// Plain CommonJS JavaScript on purpose: the built API runs on node from api/dist (swc compiles only
// api/src) and cannot load TypeScript, but it can require this file by its relative path. TypeScript
// reads it through allowJs and keeps the literal codes (`@type {const}`).

exports.CONSULT_STATUS = Object.freeze(
  /** @type {const} */ ({
    OPTED_IN: 'IN',
    ORDERED: 'OR',
    INTAKE_STARTED: 'ST',
    SUBMITTED: 'SU',
    IN_PROGRESS: 'PR',
    COMPLETE: 'CP',
    ERROR: 'ER',
    REFERRED: 'RF',
    INELIGIBLE: 'IE',
    ID_FAILURE: 'ID',
    CANCELLED: 'CA',
  }),
);
