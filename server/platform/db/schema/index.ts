export * from './firm';
export * from './clients';
export * from './accounts';
export * from './platform';
export * from './idp';
export * from './ledger';
export * from './products';
