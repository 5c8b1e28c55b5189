/** Modules the build makes (scripts/vite-call-routes.ts). */
declare module 'virtual:keel/call-routes' {
  const routes: Record<string, import('../../contract/calls/routes').CallRoute>;
  export default routes;
}
