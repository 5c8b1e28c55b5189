/** The command palette's words (shell/CommandPalette.tsx), merged by the registry via resources/savedViews. */
export const commandPaletteMessages = {
  keel: {
    palette: {
      title: 'Go to',
      search: 'Client, account, transfer or page',
      placeholder: 'A name or an id',
      none: 'Nothing matches',
      searching: 'Searching…',
      groups: { pages: 'Pages', clients: 'Clients', accounts: 'Accounts', transfers: 'Transfers' },
    },
  },
};
