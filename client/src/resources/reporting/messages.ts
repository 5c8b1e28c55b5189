/** The reporting area's words (declared by its index.tsx, merged by the registry). */
export const reportingMessages = {
  resources: {
    reporting: {
      title: 'Reporting',
      intro:
        'Run a report for many clients at once. It runs in the background, client by client; its page shows the progress and, when it is done, a download of every report.',
      report: 'Report',
      kinds: {
        portfolioReports: 'Portfolio report',
        capitalGainsReports: 'Capital gains (CGT)',
        valuationStatements: 'Valuation statement',
      },
      about: {
        portfolioReports:
          'A PDF per client: values, money in and out, charges, income, holdings with growth and the returns over the period. For you: not sent to the client.',
        capitalGainsReports:
          'A spreadsheet per client: each disposal in the period matched to HMRC’s rules, and the tax-year totals. Your working papers: not sent to the client.',
        valuationStatements: 'A PDF per client, also put in each client’s documents and messages.',
      },
      clients: 'Clients',
      node: 'Clients under',
      group: 'Client fee group (optional)',
      status: 'Client status',
      clientType: 'Client type (optional)',
      name: 'Name contains (optional)',
      period: 'Period',
      fromDate: 'From',
      toDate: 'To',
      coverage: 'This run covers %{smart_count} client |||| This run covers %{smart_count} clients',
      counting: 'Counting the clients…',
      start: 'Start',
      started: 'Report run started',
      notPermitted: 'Your role may look at report runs on the Jobs page but not start them.',
    },
  },
};
