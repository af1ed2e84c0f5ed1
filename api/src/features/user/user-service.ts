// The user feature's service: reads and writes that route files and other features use as they are.
export { findUserByEmail, findUserById, findUserByUuid, insertUser, listUserFlags, markEmailVerified, normalizeEmail, recordLogin, SESSION_USER_COLUMNS, sessionUserFromRow, setPasswordHash, updateProfile } from './user-repository';
export type { ProfileChanges, RegistrationRoute, SessionUser, UserRecord } from './user-repository';
