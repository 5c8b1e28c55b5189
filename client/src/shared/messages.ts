/** UI texts of the shared inputs (merged into the console's messages by the registry, after every area's). */
export const sharedMessages = {
  resources: {
    shared: {
      list: {
        estimatedRange: '%{from}–%{to} of about %{count}',
      },
      dates: {
        unfinished: 'Enter the whole date as dd/mm/yyyy, like 25/11/2026',
      },
      nodes: {
        label: 'Node',
        search: 'Type part of a name to search',
        within: 'In %{path}',
        none: 'No node has that name',
        unknown: 'Node %{id}',
        loading: 'Loading the organisation tree…',
      },
    },
  },
};
