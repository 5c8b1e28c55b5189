import { Autocomplete, Dialog, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { accountPaths } from '../shared/accountPaths';
import { clientPaths } from '../shared/clientPaths';
import type { MenuEntry } from './layout/menu';

/** One place the palette can jump to. */
export interface PaletteOption {
  key: string;
  group: 'pages' | 'clients' | 'accounts' | 'transfers';
  label: string;
  detail?: string;
  to: string;
}

const P = 'keel.palette';
/** Typing pauses this long before the lists are asked, so a word is one search, not one per letter. */
export const PALETTE_DEBOUNCE_MS = 250;
const PER_KIND = 5;
/** Keel's ids (C069J8P): a search this shape is also looked up as an id. */
const LOOKS_LIKE_ID = /^[0-9A-Z]{4,12}$/;

const transferPath = (id: unknown) => `/transfers/${encodeURIComponent(String(id))}`;

/** The records matching `text`, clients, accounts and transfers asked in parallel; a refused kind is left out. */
export async function searchRecords(
  dataProvider: DataProvider,
  text: string,
  signal?: AbortSignal,
): Promise<PaletteOption[]> {
  const list = (resource: string, filter: object) =>
    dataProvider
      .getList(resource, {
        // No sort: each list's own order, and no sort field a list might refuse.
        pagination: { page: 1, perPage: PER_KIND },
        filter,
        signal,
      })
      .then((r) => r.data);
  const one = (resource: string) =>
    LOOKS_LIKE_ID.test(text)
      ? dataProvider.getOne(resource, { id: text, signal }).then((r) => [r.data])
      : Promise.resolve([] as RaRecord[]);
  const [clients, accounts, accountById, transfers, transferById] = await Promise.allSettled([
    list('clients', { q: text }),
    list('accounts', { q: text }),
    one('accounts'),
    list('transfers', { clientName: text }),
    one('transfers'),
  ]);
  const ok = (...results: PromiseSettledResult<RaRecord[]>[]) => {
    const seen = new Map<string, RaRecord>();
    for (const r of results)
      if (r.status === 'fulfilled') for (const rec of r.value) seen.set(String(rec.id), rec);
    return [...seen.values()];
  };
  return [
    ...ok(clients).map((c) => ({
      key: `client ${c.id}`,
      group: 'clients' as const,
      label: String(c.name ?? c.id),
      detail: String(c.id),
      to: clientPaths.overview(c.id),
    })),
    ...ok(accountById, accounts).map((a) => ({
      key: `account ${a.id}`,
      group: 'accounts' as const,
      label: String(a.name ?? a.id),
      detail: String(a.id),
      to: accountPaths.investments(a.id),
    })),
    ...ok(transferById, transfers).map((t) => ({
      key: `transfer ${t.id}`,
      group: 'transfers' as const,
      label: String(t.clientName ?? t.id),
      detail: [t.id, t.transferStatus].filter(Boolean).join(' · '),
      to: transferPath(t.id),
    })),
  ];
}

/** The menu's pages whose name contains `text` (all of them for an empty search). */
function pageOptions(entries: readonly MenuEntry[], translate: (key: string, o?: object) => string) {
  return entries.map((entry): PaletteOption => {
    const [label, to] =
      'resource' in entry
        ? [
            translate(`resources.${entry.resource}.name`, { smart_count: 2, _: entry.resource }),
            `/${entry.resource}`,
          ]
        : [translate(entry.label, { _: entry.label }), entry.to];
    return { key: `page ${to}`, group: 'pages', label, to };
  });
}

/**
 * The command palette's dialog (decision 1004), loaded the first time Ctrl+K opens it (CommandPalette.tsx):
 * a search box that jumps to a client, account or transfer by id or name, or to any page of the menu.
 * Arrow keys move, Enter goes, Escape closes (MUI Autocomplete's combobox and listbox roles inside a
 * labelled dialog).
 */
export const CommandPaletteDialog = ({
  entries,
  open,
  onClose,
}: {
  entries: readonly MenuEntry[];
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const titleId = useId();
  const [text, setText] = useState('');
  const [records, setRecords] = useState<PaletteOption[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const query = text.trim();
    if (!open || query.length < 2) {
      setRecords([]);
      setLoading(false);
      return;
    }
    const abort = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      searchRecords(dataProvider, query, abort.signal)
        .then((found) => !abort.signal.aborted && setRecords(found))
        .finally(() => !abort.signal.aborted && setLoading(false));
    }, PALETTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text, open, dataProvider]);

  const pages = useMemo(() => pageOptions(entries, translate), [entries, translate]);
  const needle = text.trim().toLowerCase();
  // Pages whose name matches come first (few, and known at once), then the records found.
  const options = [...pages.filter((p) => !needle || p.label.toLowerCase().includes(needle)), ...records];

  const close = () => {
    onClose();
    setText('');
  };
  const go = (option: PaletteOption | null) => {
    if (!option) return;
    close();
    navigate(option.to);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={titleId}>{translate(`${P}.title`)}</DialogTitle>
      <DialogContent>
        <Autocomplete<PaletteOption>
          open
          autoHighlight
          disablePortal
          options={options}
          loading={loading}
          filterOptions={(o) => o}
          groupBy={(o) => translate(`${P}.groups.${o.group}`)}
          getOptionLabel={(o) => o.label}
          getOptionKey={(o) => o.key}
          isOptionEqualToValue={(a, b) => a.key === b.key}
          inputValue={text}
          onInputChange={(_e, value, reason) => reason !== 'reset' && setText(value)}
          onChange={(_e, value) => go(value)}
          noOptionsText={translate(`${P}.none`)}
          loadingText={translate(`${P}.searching`)}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              <span>{option.label}</span>
              {option.detail && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                  {option.detail}
                </Typography>
              )}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label={translate(`${P}.search`)}
              placeholder={translate(`${P}.placeholder`)}
            />
          )}
          slotProps={{ popper: { sx: { position: 'static' } }, listbox: { sx: { maxHeight: '55vh' } } }}
        />
      </DialogContent>
    </Dialog>
  );
};
