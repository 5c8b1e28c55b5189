import type { Identifier } from 'react-admin';

/** User pages of the spec's route table (§2), plus Keel's role presets and outbox pages. */
export const userPaths = {
  list: () => '/users',
  create: () => '/users/create',
  presets: () => '/users/presets',
  outbox: () => '/users/outbox',
  show: (id: Identifier) => `/users/${encodeURIComponent(String(id))}`,
  edit: (id: Identifier, section?: string) =>
    `/users/${encodeURIComponent(String(id))}/edit${section ? `#${section}` : ''}`,
};

/** Sections of the edit page, reachable as `#anchor`. */
export const USER_SECTIONS = ['details', 'permissions', 'credentials', 'security'] as const;
