import type { Identifier } from 'react-admin';

const seg = (id: Identifier) => encodeURIComponent(String(id));

/** Instrument pages of the spec's route table (§2). */
export const instrumentPaths = {
  existing: () => '/instruments/existing',
  available: () => '/instruments/available',
  show: (id: Identifier) => `/instruments/${seg(id)}`,
  request: (id: Identifier) => `/instruments/${seg(id)}/request`,
  edit: (id: Identifier, section?: string) => `/instruments/${seg(id)}/edit${section ? `#${section}` : ''}`,
};

/** The edit page's one section today: whether the firm deals in the instrument. */
export const INSTRUMENT_SECTIONS = ['dealing'] as const;
