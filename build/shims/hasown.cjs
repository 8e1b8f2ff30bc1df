// See ./object.entries.cjs: the native Object.hasOwn in place of the `hasown` shim.
module.exports = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
