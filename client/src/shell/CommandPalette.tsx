import { useEffect, useState } from 'react';
import type { MenuEntry } from './layout/menu';
import { lazyNamed } from './routePages';

/** The dialog and its search (MUI's Autocomplete with it): loaded the first time the palette opens. */
const CommandPaletteDialog = lazyNamed(() => import('./CommandPaletteDialog'), 'CommandPaletteDialog');

/**
 * Ctrl+K / Cmd+K anywhere in the console (decision 1004) opens the command palette, and closes it again.
 * The shortcut is all the first load carries; the dialog arrives with the first opening (decision 0215)
 * and stays mounted after, so it closes with its transition.
 */
export const CommandPalette = ({ entries }: { entries: readonly MenuEntry[] }) => {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setWanted(true);
        setOpen((was) => !was);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return wanted ? (
    <CommandPaletteDialog entries={entries} open={open} onClose={() => setOpen(false)} />
  ) : null;
};
