// See ./object.entries.js: the native Object.hasOwn in place of the `hasown` shim.
export default (object, key) => Object.prototype.hasOwnProperty.call(object, key);
