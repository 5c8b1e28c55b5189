import type { Space } from '../../../../contract/branding';

/** Firm settings pages: the spec's six (§2) and Keel's nodes, feature-flag and sign-in security pages under /firm. */
export const firmPaths = {
  home: () => '/firm',
  theme: (space: Space) => `/firm/${space.toLowerCase()}/theme`,
  content: (space: Space) => `/firm/${space.toLowerCase()}/content`,
  investorConfiguration: () => '/firm/investor/configuration',
  logos: () => '/firm/media/logos',
  nodes: () => '/firm/nodes',
  features: () => '/firm/features',
  security: () => '/firm/security',
  webhooks: () => '/firm/webhooks',
  webhookDeliveries: () => '/firm/webhooks/deliveries',
};

/** The react-admin resource the pages hang under; its permission is Firm Management. */
export const FIRM_RESOURCE = 'firm';
