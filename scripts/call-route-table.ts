import { calls } from '../contract/calls/index';
import { callRoutesOf } from '../contract/calls/routes';

/** The contract's call table reduced to what the console needs (vite-call-routes.ts loads this). */
export const callRouteTable = callRoutesOf(calls);
