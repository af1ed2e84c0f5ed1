// Node projects (the API's tests, tools): `testTimeout` in a project's config is ignored when jest runs several projects (the
// root config), so the API's allowance is set here. Hashing the seeded accounts (argon2) and the
// route-wide robustness sweeps take seconds on a busy 2-core machine; 5 s is jest's default.
jest.setTimeout(30_000);
