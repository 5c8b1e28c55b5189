import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Alert,
  Autocomplete,
  Box,
  IconButton,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Link,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { clientPaths } from '../../shared/clientPaths';
import { GROUPS_RESOURCE } from '../../shared/groupPaths';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

/** The text after the user stops typing for a moment, so a search does not run on every key. */
function useDebounced(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

type Change = { addClientIds: string[] } | { removeClientIds: string[] };

/**
 * One membership change at a time, without the form's version: adding and removing a client commute,
 * so they need no stale-edit check, and a pending rename in the form above is not disturbed.
 */
function useMembershipChange(group: RaRecord | undefined, onDone: () => void) {
  const notify = useNotify();
  const [update, { isPending, error, reset }] = useUpdate();
  const change = (data: Change, message: string) =>
    update(
      GROUPS_RESOURCE,
      { id: group!.id, data, previousData: {} },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(message, { type: 'info' });
          onDone();
        },
        // Spec §8: a failed write shows in the page, not as a toast.
        onError: () => undefined,
      },
    );
  return { change, isPending, error: error as Error | null, reset };
}

const AddMember = ({ onAdd, disabled }: { onAdd: (client: RaRecord) => void; disabled: boolean }) => {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const search = useDebounced(input);
  const { data = [], isFetching } = useGetList(
    'clients',
    { filter: { q: search }, pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: search.trim().length > 0 },
  );
  return (
    <Autocomplete
      options={search.trim() ? data : []}
      loading={isFetching}
      disabled={disabled}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_, client) => {
        if (!client) return;
        setInput('');
        onAdd(client);
      }}
      filterOptions={(options) => options}
      getOptionLabel={(client) => `${client.name} (${client.id})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      sx={{ width: { xs: '100%', sm: 420 } }}
      renderInput={(params) => (
        <TextField {...params} label={translate('resources.portfolioGroups.members.add')} size="small" />
      )}
    />
  );
};

/** The group's members (from the client list filtered by the group), searchable, added and removed here. */
export const GroupMembers = () => {
  const group = useRecordContext();
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState('');
  const search = useDebounced(filter);
  const t = (key: string, options?: object) => translate(`resources.portfolioGroups.members.${key}`, options);
  const members = useGetList(
    'clients',
    {
      filter: { clientFeeGroupId: group?.id, q: search || undefined },
      pagination: { page: page + 1, perPage: PAGE_SIZE },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: !!group },
  );
  const { change, isPending, error, reset } = useMembershipChange(group, () => void members.refetch());
  if (!group) return null;
  const archived = group.status === 'Archived';
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {t('title')} ({group.memberCount})
      </Typography>
      {error && (
        <Alert severity="error" onClose={reset}>
          {error.message}
          {fieldMessages(error).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      {archived && <Alert severity="info">{t('archived')}</Alert>}
      <AddMember
        disabled={archived || isPending}
        onAdd={(client) =>
          change({ addClientIds: [String(client.id)] }, 'resources.portfolioGroups.members.added')
        }
      />
      <TextField
        label={t('search')}
        size="small"
        value={filter}
        onChange={(e) => {
          setFilter(e.target.value);
          setPage(0);
        }}
        sx={{ width: { xs: '100%', sm: 420 } }}
      />
      {members.data?.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.clients.fields.name')}</TableCell>
              <TableCell>{translate('resources.clients.fields.id')}</TableCell>
              <TableCell>{translate('resources.clients.fields.clientType')}</TableCell>
              <TableCell>{translate('resources.clients.fields.status')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(members.data ?? []).map((client) => (
              <TableRow key={client.id}>
                <TableCell>
                  <MuiLink component={Link} to={clientPaths.overview(client.id)}>
                    {client.name}
                  </MuiLink>
                </TableCell>
                <TableCell>{client.id}</TableCell>
                <TableCell>{client.clientType}</TableCell>
                <TableCell>{client.status}</TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={t('remove', { name: client.name })}
                    disabled={isPending}
                    onClick={() =>
                      change(
                        { removeClientIds: [String(client.id)] },
                        'resources.portfolioGroups.members.removed',
                      )
                    }
                  >
                    <PersonRemoveIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {(members.total ?? 0) > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={members.total ?? 0}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, next) => setPage(next)}
        />
      )}
    </Box>
  );
};

/** The platform names each refused client in a field error (already in another group, not yours). */
const fieldMessages = (error: unknown): string[] =>
  (
    (error as { body?: { error?: { fieldErrors?: { errorMessage: string }[] } } })?.body?.error
      ?.fieldErrors ?? []
  ).map((f) => f.errorMessage);
