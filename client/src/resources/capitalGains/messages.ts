/**
 * The capital gains area's words (declared by its index.tsx, merged by the registry): the client's
 * capital gains page, its tax-year figures, disposals and the "explain this number" panel, and the
 * tab of the client's pages (shared/ClientPageTabs.tsx).
 */
export const capitalGainsMessages = {
  resources: {
    capitalGains: {
      tabs: { capitalGains: 'Capital gains' },
      page: {
        title: 'Capital gains',
        taxYear: 'Tax year',
        download: 'Download spreadsheet',
        accounts: 'Taxable accounts: %{names}',
        noTaxable: 'The client has no taxable accounts.',
        exempt: '%{name} (%{wrapper}): %{reason}',
        rounding:
          'Amounts to the penny. On the return HMRC asks for whole pounds: gains rounded down, losses rounded up.',
      },
      year: {
        heading: 'Tax year %{year}',
        gains: 'Gains',
        losses: 'Losses',
        net: 'Net gain or loss',
        exemptUsed: 'Annual exempt amount used',
        exemptLeft: 'Annual exempt amount left',
        lossBroughtForward: 'Losses brought forward',
        lossCarriedForward: 'Losses carried forward',
        taxableGain: 'Taxable gain',
        of: 'of %{amount}',
      },
      disposals: {
        heading: 'Disposals',
        caption: 'Disposals in the tax year %{year}',
        none: 'Nothing was sold in the taxable accounts in this tax year.',
        date: 'Date',
        asset: 'Instrument',
        quantity: 'Units',
        proceeds: 'Proceeds',
        allowableCost: 'Allowable cost',
        gain: 'Gain or loss',
        explain: 'Explain',
        explainLabel: 'Explain the gain on %{asset} sold on %{date}',
      },
      explain: {
        title: 'How the gain on %{asset} was worked out',
        rules:
          'HMRC’s order: shares bought the same day, then shares bought in the 30 days after, then the pool of shares held before (section 104), across all the client’s taxable accounts.',
        close: 'Close',
      },
    },
  },
};
