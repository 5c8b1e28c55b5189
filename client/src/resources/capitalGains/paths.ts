import type { Identifier } from 'react-admin';

const seg = (id: Identifier) => encodeURIComponent(String(id));

/** The capital gains page of spec §2, and its spreadsheet as the browser downloads it through the BFF. */
export const capitalGainsPaths = {
  client: (clientId: Identifier) => `/clients/${seg(clientId)}/capital-gains`,
  spreadsheet: (firmId: string, clientId: Identifier, period: { fromDate: string; toDate: string }) =>
    `/api/proxy/portfolio/cgtReport/spreadsheet/${seg(firmId)}/${seg(clientId)}?` +
    new URLSearchParams(period).toString(),
};
