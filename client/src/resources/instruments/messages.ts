const fields = {
  id: 'Asset ID',
  q: 'Search by ID, ISIN, ticker or name',
  name: 'Name',
  longName: 'Full name',
  isin: 'ISIN',
  ticker: 'Ticker',
  instrumentType: 'Instrument type',
  assetClass: 'Asset class',
  currency: 'Currency',
  assetCountryOfIssue: 'Country of issue',
  ocf: 'Ongoing charge (OCF)',
  currentPrice: 'Latest price',
  status: 'Dealing status',
  adopted: 'On the firm’s list',
  reason: 'Reason for the change',
};

/** The instruments area's words (declared by its index.ts, merged by the registry). */
export const instrumentMessages = {
  resources: {
    instruments: {
      notifications: {
        created: 'Instrument added',
        updated: 'Instrument updated',
        deleted: 'Instrument removed',
      },
      fields,
      onFirmList: 'On the firm’s list',
      notOnFirmList: 'Available to add',
      existing: { title: 'The firm’s instruments' },
      available: { title: 'Available instruments' },
      show: { title: 'Instrument' },
      sections: { dealing: 'Dealing' },
      helpers: { status: 'Suspended: no new buys; holdings stay and can be sold' },
      prices: {
        title: 'Price history',
        window: 'Period',
        none: 'No prices in this period.',
        change: '%{change} over %{window}',
        line: 'Price line',
        table: 'Daily prices',
        date: 'Date',
        price: 'Price',
      },
      request: {
        title: 'Add an instrument',
        heading: 'Add %{name} to the firm’s instruments',
        explanation:
          'Once added, advisers can invest in %{isin} for their clients. The firm can suspend dealing later.',
        already: 'This instrument is already on the firm’s list.',
        button: 'Add to the firm’s list',
      },
      edit: {
        title: 'Edit instrument',
        saved: 'Instrument updated',
        notAdopted: 'This instrument is not on the firm’s list; add it first.',
      },
    },
    masterInstruments: { name: 'Available instrument |||| Available instruments', fields },
  },
};
