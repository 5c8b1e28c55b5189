/** The saved views menu's words (shared/SavedViewsMenu.tsx), merged by the registry via resources/savedViews. */
export const savedViewsMessages = {
  resources: {
    savedViews: {
      name: 'Saved view |||| Saved views',
      notifications: {
        created: 'View saved',
        updated: 'View updated',
        deleted: 'View deleted',
      },
    },
  },
  keel: {
    savedViews: {
      button: 'Views',
      none: 'No saved views yet',
      saveCurrent: 'Save current view…',
      saveTitle: 'Save this view',
      name: 'Name',
      share: 'Share with the firm',
      saved: 'View "%{name}" saved',
      applied: 'View "%{name}" applied',
      deleted: 'View "%{name}" deleted',
      delete: 'Delete view %{name}',
      sharedBy: 'Shared by %{name}',
    },
  },
};
