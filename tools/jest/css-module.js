// CSS Modules in tests: every class name maps to itself, so `styles.card` is "card".
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
