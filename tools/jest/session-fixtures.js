// A signed-in (or signed-out) browser for component tests: the storage the session reads
// (SPEC §9 storage keys), then a `storage` event so the session singleton re-reads it.

/** An unsigned JWT whose `exp` is `secondsFromNow` ahead (the front end reads only `exp`). */
function fakeJwt(secondsFromNow = 600) {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow }));
  return `h.${payload}.s`;
}

function announce() {
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}

/** Stores live tokens and `user` (raw user-config fields; missing ones get their defaults). */
function signIn(user = {}) {
  window.localStorage.setItem('accessToken', fakeJwt());
  window.localStorage.setItem('refreshToken', 'refresh-token');
  window.localStorage.setItem('currentUser', JSON.stringify(user));
  announce();
}

function signOut() {
  window.localStorage.clear();
  announce();
}

/** A token pair as the API's login and register answers send it. */
function tokenPair() {
  return { access: fakeJwt(), refresh: 'refresh-token' };
}

module.exports = { fakeJwt, signIn, signOut, tokenPair };
