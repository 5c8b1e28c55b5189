import {
  ZClientProduct,
  ZClientProductQuery,
  ZPatchClientProduct,
  ZSchemeProduct,
  ZSchemeProductQuery,
} from '../products';
import { call } from './define';

/** Client products and the platform's scheme products (spec §7 "Client products"). */
export const productCalls = {
  listClientProducts: call({
    method: 'get',
    path: '/clientproduct/{firmId}',
    tag: 'Client products',
    summary: "Clients' products (one per client and wrapper), by client and wrapper type",
    permission: ['Client', 'read'],
    query: ZClientProductQuery,
    response: ZClientProduct,
    list: true,
  }),
  getClientProduct: call({
    method: 'get',
    path: '/clientproduct/{firmId}/{clientProductId}',
    tag: 'Client products',
    summary: 'One client product with its accounts',
    permission: ['Client', 'read'],
    response: ZClientProduct,
  }),
  patchClientProduct: call({
    method: 'patch',
    path: '/clientproduct/{firmId}/{clientProductId}',
    tag: 'Client products',
    summary: 'Record terms, the ISA declaration or provider terms; close or reopen the product',
    permission: ['Client', 'readWrite'],
    body: ZPatchClientProduct,
    response: ZClientProduct,
  }),
  listSchemeProducts: call({
    method: 'get',
    path: '/schemeProduct/{firmId}',
    tag: 'Client products',
    summary: 'The products the platform offers, by wrapper type',
    query: ZSchemeProductQuery,
    response: ZSchemeProduct,
    list: true,
  }),
} as const;
