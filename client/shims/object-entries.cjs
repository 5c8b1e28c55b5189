// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which brings some twenty
// packages of ES-spec plumbing (get-intrinsic, call-bind, …; 4 KB compressed) to every first load. Every
// browser the console supports has Object.entries, so the build hands over the built-in (vite.config.ts).
module.exports = Object.entries;
