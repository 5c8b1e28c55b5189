import type { ConsoleResource } from '../../shell/consoleArea';
import { commandPaletteMessages } from '../../shell/commandPaletteMessages';
import { savedViewsMessages } from '../../shared/savedViewsMessages';

/**
 * Saved list views (decision 1004): no pages of their own; the main lists' "Views" menu
 * (shared/SavedViewsMenu.tsx, mounted by ConsoleList) reads and writes them through ra-data-simple-rest
 * (decision 1003). The command palette's words come with them.
 */
export const savedViews: ConsoleResource = {
  name: 'savedViews',
  data: {
    savedViews: {
      list: 'listSavedViews',
      one: 'getSavedView',
      create: 'createSavedView',
      update: 'updateSavedView',
      simpleRest: true,
    },
  },
  messages: [savedViewsMessages, commandPaletteMessages],
};
