import type { ConsoleResource } from '../../shell/consoleArea';

/**
 * The platform's master instrument list, which a firm adopts instruments from. Its pages are the
 * instruments resource's (/instruments/available, /instruments/{id}); it is a <Resource> of its own, with
 * no pages, so that react-admin knows its name for the lists and records read from it.
 */
export const masterInstruments: ConsoleResource = {
  name: 'masterInstruments',
  pages: {},
  data: {
    masterInstruments: {
      permission: 'Instrument',
      list: 'listMasterInstruments',
      one: 'getMasterInstrument',
      idParam: 'assetId',
      filters: { q: 'idOrName' },
    },
  },
};
