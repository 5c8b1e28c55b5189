/**
 * Texts of the client overview, details and history: fetched with the first page that needs
 * them (the clients area's pageWords, decision 0215), merged by the registry.
 */
export const clientOverviewMessages = {
  resources: {
    clients: {
      fields: {
        nodeName: 'Adviser node',
        auditDetails: { updateDate: 'Last changed' },
      },
      sections: {
        employment: 'Employment and retirement',
        bank: 'Bank details',
        compliance: 'Compliance and consent',
        company: 'Company',
        trust: 'Trust',
        relatedParties: 'Related parties',
      },
      overview: {
        adviserNode: 'Adviser node',
        totalValue: 'Total value',
        accounts: 'Accounts',
        account: 'Account',
        wrapperType: 'Wrapper',
        accountStatus: 'Status',
        value: 'Value',
        noAccounts: 'No accounts yet. Open one from the actions above.',
      },
      actions: {
        openAccount: 'Open account',
        payIn: 'Pay in',
        addChild: 'Add child',
      },
      tabs: {
        label: 'Client pages',
        overview: 'Overview',
        accounts: 'Accounts',
        details: 'Details',
      },
      relations: {
        title: 'Related clients',
        parent: 'Parent',
        child: 'Child',
        none: 'No parent, children or related parties.',
      },
      group: {
        feeGroup: 'Fee group',
        noFeeGroup: 'Not in a fee group.',
        family: 'Family value',
        familyTotal: 'Family total',
        relationship: { Self: 'This client', Parent: 'Parent', Child: 'Child', Sibling: 'Sibling' },
      },
      // The client's own words for its changes; the card's other words are every record's (keel.history).
      history: {
        actions: {
          create: 'Client onboarded',
          update: 'Details changed',
          status: 'Status changed',
        },
      },
      details: {
        title: 'Client details',
        edit: 'Edit',
        editSection: 'Edit %{section}',
        empty: 'Nothing recorded',
      },
      newClient: {
        Individual: 'Individual',
        Corporate: 'Corporate',
        Trust: 'Trust',
        'Individual Minor': 'Child (Individual Minor)',
      },
    },
  },
};
