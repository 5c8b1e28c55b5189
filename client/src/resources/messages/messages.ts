/**
 * The documents and messages area's words (declared by its index.tsx, merged by the registry): the
 * client's and the account's message boxes, the statement dialog (shared/GenerateStatement.tsx) and the
 * documents tabs of the client and account pages (shared/ClientPageTabs.tsx, shared/AccountPage.tsx).
 */
export const documentMessages = {
  resources: {
    messages: {
      name: 'Message |||| Messages',
      tabs: { documents: 'Documents and messages', unread: 'unread' },
      page: {
        clientTitle: 'Documents and messages',
        accountTitle: 'Documents and messages',
        heading: 'Messages',
        unreadCount: '%{smart_count} unread |||| %{smart_count} unread',
        none: 'No messages match.',
        preparingNote: 'Some documents are still being prepared; this list refreshes until they are ready.',
      },
      fields: {
        createdAt: 'Date',
        messageType: 'Type',
        subject: 'Subject',
        accountId: 'Account',
        accountName: 'Account',
        status: 'Status',
        documentStatus: 'Document',
        fromDate: 'From',
        toDate: 'To',
        body: 'Message',
      },
      documentStates: { Ready: 'Ready', Preparing: 'Preparing…', None: '–' },
      actions: {
        openPdf: 'Open PDF',
        Read: 'Mark read',
        Unread: 'Mark unread',
        Archived: 'Archive',
        restore: 'Restore',
        label: 'Message actions',
      },
      notifications: {
        Read: 'Marked as read',
        Unread: 'Marked as unread',
        Archived: 'Archived',
        restored: 'Restored',
      },
      statement: {
        action: 'Generate statement',
        title: 'Generate a valuation statement',
        intro:
          'A valuation statement for %{name}: each account’s value at the start and end of the period, and what moved in between.',
        fromDate: 'From',
        toDate: 'To',
        presets: {
          lastQuarter: 'Last quarter',
          taxYearToDate: 'Tax year to date',
          lastTaxYear: 'Last tax year',
        },
        next: 'Review',
        back: 'Back',
        generate: 'Generate',
        review: 'Valuation statement for %{name}, %{period}, %{coverage}',
        allAccounts: 'the one account |||| all %{smart_count} accounts',
        oneAccount: 'the account %{name}',
        generated: 'Statement generated',
        done: '%{title} is ready and in the client’s documents and messages.',
        toDocuments: 'See it in Documents and messages',
      },
    },
  },
};
