/** Texts of the client fee group pages (declared by its index.ts, merged by the registry). */
export const groupMessages = {
  resources: {
    portfolioGroups: {
      name: 'Client fee group |||| Client fee groups',
      notifications: {
        created: 'Client fee group created',
        updated: 'Client fee group updated',
        deleted: 'Client fee group deleted',
      },
      fields: {
        id: 'Group ID',
        q: 'Search by name',
        name: 'Name',
        status: 'Status',
        memberCount: 'Members',
        clientIds: 'Members',
        updateDate: 'Last changed',
      },
      helpers: {
        clientIds: 'Find clients by ID or name. A client can be in one active fee group at a time.',
      },
      list: { title: 'Client fee groups', viewClients: 'View clients' },
      create: { title: 'New client fee group' },
      edit: { title: 'Client fee group' },
      members: {
        title: 'Members',
        search: 'Filter members by name',
        add: 'Add a client',
        addButton: 'Add',
        remove: 'Remove %{name}',
        added: 'Client added to the group',
        removed: 'Client removed from the group',
        none: 'No members yet.',
        archived: 'This group is archived: restore it to Active to add members.',
      },
    },
  },
};
