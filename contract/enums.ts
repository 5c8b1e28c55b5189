/**
 * The enumerations of spec §3, spelled exactly as the spec spells them. Client and server import these;
 * nothing else in the repo may spell one of these values by hand.
 */

export const WRAPPER_TYPES = [
  'GIA',
  'ISA',
  'JISA',
  'Cash',
  'Pension',
  'TPPENSION',
  'SIPP',
  'SSAS',
  'TPOFFBOND',
] as const;
export const CLIENT_TYPES = ['Individual', 'Individual Minor', 'Corporate', 'Trust'] as const;
export const CLIENT_STATUSES = ['Active', 'Pending', 'Registered'] as const;

export const ACCOUNT_STATUSES = [
  'Pending',
  'Active',
  'Suspended',
  'Registered',
  'Deleted',
  'Closed',
  'Closing',
  'Transfer Out',
] as const;
export const ACCOUNT_TYPES = ['Cash', 'Wrapper'] as const;

export const TRANSACTION_STATUSES = [
  'Completed',
  'Deleted',
  'Pending',
  'Placed',
  'Waiting',
  'Checking',
  'Error',
] as const;
export const TRANSACTION_TYPES = [
  'Payment',
  'Order',
  'Product Transfer',
  'Stock Transfer',
  'Stock',
  'Cash Transfer',
  'Cash',
  'Notional',
  'Expectation',
] as const;
export const TRANSACTION_SUB_TYPES = [
  'Withdrawal',
  'Deposit',
  'At Best',
  'Internal',
  'Stock',
  'Adviser Adhoc Fee',
  'Employer',
  'Employee',
  'PCLS',
  'FAD',
  'FAD Gross Withdrawal',
  'UFPLS',
  'UFPLS Gross Withdrawal',
  'Transfer',
] as const;

export const TRANSFER_STATUSES = [
  'Completed',
  'With Previous Provider',
  'Awaiting Crystallisation Information',
  'Awaiting sell down',
  'Onboarding Assets',
  'Pending',
  'Rejected',
  'Deleted',
  'Awaiting Documentation',
  'Verifying Documentation',
  'Reviewing Documentation',
  'Cancelled',
  'Pending Cancellation',
] as const;
export const TRANSFER_DIRECTIONS = ['In', 'Out'] as const;

export const MODEL_TYPES = ['Advisory', 'Discretionary'] as const;
/** The console's path segment for each model type (/models/advisory, /models/discretionary). */
export const MODEL_TYPE_SEGMENTS = { advisory: 'Advisory', discretionary: 'Discretionary' } as const;
export type ModelTypeSegment = keyof typeof MODEL_TYPE_SEGMENTS;
export const MODEL_STATUSES = ['Active', 'Pending', 'Deleted'] as const;

export const PORTFOLIO_GROUP_INTENTS = ['Client Fee Group', 'Pension Account Group'] as const;
export const PORTFOLIO_GROUP_STATUSES = ['Active', 'Archived'] as const;
export const PENSION_GROUP_TYPES = [
  'Uncrystallised',
  'Crystallised',
  'Beneficiary',
  'CrystallisedTransfer',
] as const;

export const BANK_DETAILS_VERIFICATION = ['Active', 'Pending', 'Bypassed'] as const;
export const EMPLOYMENT_STATUSES = [
  'Employed',
  'Self Employed',
  'Unemployed',
  'Retired',
  'Care Under 16s',
  'Care Over 16s',
  'Education',
  'Other',
] as const;
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const TITLES = ['Dr', 'Miss', 'Mr', 'Mrs', 'Ms', 'Mx', 'Professor'] as const;
export const BENEFICIARY_RELATIONSHIPS = [
  'Charity',
  'Wife',
  'Husband',
  'Daughter',
  'Son',
  'Partner',
  'Other',
] as const;
export const PERSONAL_IDENTIFIER_TYPES = ['NINO', 'CCPT', 'CONCAT', 'NIDN'] as const;
export const CONTRIBUTION_TYPES = ['Employee', 'Employer', 'Personal', 'Transfer'] as const;
export const PAYMENT_METHODS = ['Bank Transfer', 'Direct Debit', 'BACS Credit', 'Transfer'] as const;
/** Spec §9: the day-of-month options for regular payments. */
export const PAYMENT_DAYS = [1, 7, 14, 21, 28] as const;

export const TRUST_TYPES = [
  'Accumulation',
  'Bare',
  'Discretionary',
  'Interest in possession',
  'Mixed',
  'Other',
  'Settlor-interested',
] as const;
export const TRUST_ROLES = ['Settlor', 'Trustee', 'Beneficiary'] as const;
export const CORPORATE_ROLES = ['Director', 'Significant Shareholder', 'Principal Or Partner'] as const;

export const NODE_TYPES = ['Default', 'Business Stream', 'Client Firm', 'Client Bank'] as const;
export const HOSTNAME_TYPES = ['Investor', 'Professional'] as const;

export const PERMISSION_RESOURCES = [
  'Client',
  'Account',
  'Model',
  'Advisory Model',
  'Transaction',
  'User',
  'Recommendation',
  'Instrument',
  'Client Enhanced',
  'Client Fee Group',
  'Know Your Business',
  'Bank Details',
  'Firm Management',
] as const;
export const PERMISSION_LEVELS = ['read', 'readWrite', 'action', 'writeClient'] as const;

export const USER_TYPES = ['Machine', 'User'] as const;

export const FREQUENCIES = ['Single', 'Regular'] as const;
export const SELL_DOWN_METHODS = ['Largest', 'Proportional'] as const;
export const AUTO_DISINVEST = ['Partial', 'Full'] as const;

export const ILLUSTRATION_STATUSES = ['ACCUMULATION', 'DRAWDOWN'] as const;
export const DRAWDOWN_METHODS = ['FAD', 'UFPLS'] as const;
export const POSITION_TYPES = ['Stock', 'Cash'] as const;
export const TRANSFER_UPDATE_EVENT_TYPES = ['INFO', 'CLIENT_ACTION', 'INTERNAL_NOTE'] as const;

export type WrapperType = (typeof WRAPPER_TYPES)[number];
export type ClientType = (typeof CLIENT_TYPES)[number];
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export type NodeType = (typeof NODE_TYPES)[number];
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];
export type UserType = (typeof USER_TYPES)[number];

/** The lists a saved view can belong to (contract/savedViews.ts, decision 1004). */
export const SAVED_VIEW_RESOURCES = ['clients', 'accounts', 'transactions', 'transfers'] as const;
export type TSavedViewResource = (typeof SAVED_VIEW_RESOURCES)[number];
