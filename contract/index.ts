import './messages';

export * from './enums';
export * from './errors';
export * from './paging';
export * from './permissions';
export * from './validation';
export * from './clients';
export * from './address';
export * from './groups';
export * from './firm';
export * from './calls/index';
export * from './theme';
export * from './accounts';
export * from './assets';
export * from './ledger';
export * from './transactions';
export * from './postings';
