import {
  Alert,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  type SxProps,
} from '@mui/material';
import { useId, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../contract/pageSizes';
import type { THistoryEntityType, TRecordHistoryItem } from '../../../contract/history';
import type { TUpdateHistoryItem } from '../../../contract/clients';
import { formatDateTime } from './format';
import { fieldChanges, humanise, type FieldChange } from './historyFormat';

/** How many changes show before "Show all". */
export const HISTORY_PAGE = 10;

/** One row of the history: a change's one field (or the change itself when it names no field, as a creation). */
interface HistoryLine {
  key: string;
  item: TUpdateHistoryItem;
  change?: FieldChange;
}

/**
 * A change split field by field, so each row reads "who, when, Field: old → new, why". A creation lists
 * every field from nothing: the record itself shows them, so it is one row that says who and when.
 */
export function historyLines(items: readonly TUpdateHistoryItem[]): HistoryLine[] {
  return items.flatMap((item) => {
    const changes = item.action === 'create' ? [] : fieldChanges(item);
    if (changes.length === 0) return [{ key: `${item.updateId}`, item }];
    return changes.map((change) => ({ key: `${item.updateId} ${change.path}`, item, change }));
  });
}

/**
 * The words of a resource's history: its own (`resources.<resource>.history.<key>`, say a client's
 * "Client onboarded"), else the console's (`keel.history.<key>`).
 */
function useHistoryWords(resource: string) {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.${resource}.history.${key}`, {
      ...options,
      _: translate(`keel.history.${key}`, options),
    });
  return {
    t,
    action: (action: string) =>
      translate(`resources.${resource}.history.actions.${action}`, {
        _: translate(`keel.history.actions.${action}`, { _: humanise(action) }),
      }),
    field: (path: string) => translate(`resources.${resource}.fields.${path}`, { _: humanise(path) }),
  };
}

type Words = ReturnType<typeof useHistoryWords>;

const HistoryRow = ({ line: { item, change }, words }: { line: HistoryLine; words: Words }) => (
  <TableRow sx={{ verticalAlign: 'top' }}>
    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.updateDate)}</TableCell>
    <TableCell>{item.userName ?? item.userId}</TableCell>
    <TableCell>
      <Typography variant="body2" fontWeight={500}>
        {words.action(item.action)}
      </Typography>
      {change && (
        <Typography variant="body2" data-testid="history-change">
          <strong>{words.field(change.path)}</strong>: {change.from} → {change.to}
        </Typography>
      )}
      {item.reason && (
        <Typography variant="body2" color="text.secondary">
          {words.t('reason', { reason: item.reason })}
        </Typography>
      )}
    </TableCell>
  </TableRow>
);

export interface HistoryCardProps {
  /** The react-admin resource whose field names label the fields (`resources.<resource>.fields.*`). */
  resource: string;
  /** The changes shown, newest first. */
  items: readonly TUpdateHistoryItem[];
  /** How many changes the record has; more than shown offers "Show all". */
  total: number;
  onShowAll: () => void;
  isPending?: boolean;
  error?: Error | null;
  sx?: SxProps;
}

/**
 * Who changed which field of a record, from what to what, when and why, newest first: one row per field,
 * the names of who changed them resolved by the platform. The card of every details page's history.
 */
export const HistoryCard = ({
  resource,
  items,
  total,
  onShowAll,
  isPending,
  error,
  sx,
}: HistoryCardProps) => {
  const words = useHistoryWords(resource);
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={sx}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId}>
          {words.t('title')}
        </Typography>
        {isPending && <LinearProgress aria-label={words.t('loading')} sx={{ my: 1 }} />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {!isPending && !error && items.length === 0 && (
          <Typography color="text.secondary">{words.t('empty')}</Typography>
        )}
        {items.length > 0 && (
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{words.t('when')}</TableCell>
                <TableCell>{words.t('who')}</TableCell>
                <TableCell>{words.t('what')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {historyLines(items).map((line) => (
                <HistoryRow key={line.key} line={line} words={words} />
              ))}
            </TableBody>
          </Table>
        )}
        {total > items.length && (
          <Button onClick={onShowAll} sx={{ mt: 1 }}>
            {words.t('showAll', { count: total })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};

export interface RecordHistoryProps {
  /** The kind of record, as its audit rows name it (contract/history.ts). */
  entityType: THistoryEntityType;
  entityId: string;
  /** The react-admin resource whose field names label the fields. */
  resource: string;
  /** The record's version, when it has one: a change to the record reads its history again. */
  version?: number;
  sx?: SxProps;
}

/**
 * Any record's history card (issue 20 item 5): GET /keel/{firmId}/history (simple REST, decision 1003)
 * through the console's data provider, newest first, the first HISTORY_PAGE changes until "Show all".
 */
export const RecordHistory = ({ entityType, entityId, resource, version, sx }: RecordHistoryProps) => {
  const [perPage, setPerPage] = useState(HISTORY_PAGE);
  const { data, total, isPending, error } = useGetList<TRecordHistoryItem>(
    'history',
    {
      filter: { entityType, entityId },
      pagination: { page: 1, perPage },
      sort: { field: 'updateDate', order: 'DESC' },
      // Only in the query's key (ra-data-simple-rest sends no meta): a new version is a new read.
      meta: { version },
    },
    // "Show all" keeps the first page on screen while the rest comes.
    { placeholderData: (previous) => previous },
  );
  return (
    <HistoryCard
      resource={resource}
      items={data ?? []}
      total={total ?? 0}
      onShowAll={() => setPerPage(Math.min(total ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE))}
      isPending={isPending}
      error={error}
      sx={sx}
    />
  );
};
