import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
  Tooltip,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import {
  useCreate,
  useDelete,
  useGetList,
  useListContext,
  useNotify,
  useStore,
  useTranslate,
} from 'react-admin';
import { SAVED_VIEW_RESOURCES, type TSavedViewResource } from '../../../contract/enums';
import type { TSavedView } from '../../../contract/savedViews';

const T = 'keel.savedViews';
export const isSavedViewResource = (resource: string | undefined): resource is TSavedViewResource =>
  (SAVED_VIEW_RESOURCES as readonly string[]).includes(resource ?? '');

/** The columns a DataTable hides, as react-admin keeps them (its store key `<resource>.datatable`). */
const columnsKey = (resource: string) => `${resource}.datatable`;

/** "Save current view": a name and whether the firm sees it. */
const SaveDialog = ({
  resource,
  open,
  onClose,
}: {
  resource: TSavedViewResource;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, sort } = useListContext();
  const [hidden] = useStore<string[]>(columnsKey(resource), []);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string>();
  const [create, { isPending }] = useCreate();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = {
      resource,
      name,
      filters: filterValues ?? {},
      columns: hidden ?? [],
      sort: sort ?? null,
      shared,
    };
    void create(
      'savedViews',
      { data },
      {
        onSuccess: () => {
          notify(`${T}.saved`, { type: 'success', messageArgs: { name } });
          setName('');
          setShared(false);
          setError(undefined);
          onClose();
        },
        onError: (e) => setError((e as Error).message),
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(`${T}.saveTitle`)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate(`${T}.name`)}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(error)}
            helperText={error}
            required
          />
          <FormControlLabel
            control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />}
            label={translate(`${T}.share`)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending || !name.trim()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/**
 * The "Views" menu of a main list (decision 1004): the caller's saved views and the firm's shared ones
 * (simple REST, /keel/{firmId}/savedViews); apply one (its filters, sort and columns), save the list as it
 * is now, or delete a view one may change.
 */
export const SavedViewsMenu = ({ resource }: { resource: TSavedViewResource }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { setFilters, setSort } = useListContext();
  const [, setHidden] = useStore<string[]>(columnsKey(resource), []);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const menuId = useId();
  const { data: views = [] } = useGetList<TSavedView>('savedViews', {
    filter: { resource },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const [remove] = useDelete();

  const apply = (view: TSavedView) => {
    setAnchor(null);
    setFilters(view.filters, Object.fromEntries(Object.keys(view.filters).map((k) => [k, true])));
    if (view.sort) setSort(view.sort);
    setHidden(view.columns);
    notify(`${T}.applied`, { type: 'info', messageArgs: { name: view.name } });
  };
  const del = (view: TSavedView) => {
    setAnchor(null);
    void remove(
      'savedViews',
      { id: view.id, previousData: view },
      {
        onSuccess: () => notify(`${T}.deleted`, { type: 'info', messageArgs: { name: view.name } }),
        onError: (e) => notify((e as Error).message, { type: 'error' }),
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 1 }}>
      <Button
        size="small"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate(`${T}.button`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {views.length === 0 && <MenuItem disabled>{translate(`${T}.none`)}</MenuItem>}
        {views.map((view) => (
          <MenuItem key={view.id} onClick={() => apply(view)}>
            {view.shared && (
              <ListItemIcon>
                <Tooltip title={translate(`${T}.sharedBy`, { name: view.ownerName })}>
                  <PeopleIcon
                    fontSize="small"
                    titleAccess={translate(`${T}.sharedBy`, { name: view.ownerName })}
                  />
                </Tooltip>
              </ListItemIcon>
            )}
            <ListItemText inset={!view.shared}>{view.name}</ListItemText>
            {view.editable && (
              <IconButton
                size="small"
                edge="end"
                aria-label={translate(`${T}.delete`, { name: view.name })}
                onClick={(e) => {
                  e.stopPropagation();
                  del(view);
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSaving(true);
          }}
        >
          {translate(`${T}.saveCurrent`)}
        </MenuItem>
      </Menu>
      <SaveDialog resource={resource} open={saving} onClose={() => setSaving(false)} />
    </Box>
  );
};
