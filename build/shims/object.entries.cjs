// node-polyglot (react-admin's translator) requires the es-shims `object.entries`
// and `hasown`, which bring about 8 KB (gzip) of polyfill helpers into the first
// download; every browser the panel supports has both natively (vite.config.ts aliases).
// CommonJS, as node-polyglot require()s it: an ES module's require() answers its
// namespace ({ default }), not the function.
module.exports = Object.entries;
