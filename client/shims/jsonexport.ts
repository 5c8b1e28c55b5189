// react-admin's default CSV exporter (`jsonexport`) is imported by every <List> (ra-core's
// defaultExporter), so it sat on every first load (2 KB compressed). Keel's lists never use it: each sets
// `exporter={false}` and the clients export streams from the platform. The build hands react-admin this
// stand-in (vite.config.ts), which loads the real module when something first calls it, so react-admin's
// exporter still works for any list that asks for it.
export default function jsonExport(...args: unknown[]): void {
  // Not the specifier the build aliases (`jsonexport/dist/index.js`), so this is the real module.
  void import('jsonexport/dist/index').then(({ default: real }) => real(...args));
}
