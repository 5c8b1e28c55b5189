import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { TUpdateHistoryItem } from '../../../../contract/clients';
import { HISTORY_PAGE, HistoryCard } from '../../shared/RecordHistory';

/**
 * The client's change history, from the `updateHistory` the single-client read carries (its latest
 * changes): the shared history card, one row per field, in the client's own words ("Client onboarded").
 */
export const ClientHistory = () => {
  const record = useRecordContext();
  const [all, setAll] = useState(false);
  const history: TUpdateHistoryItem[] = record?.updateHistory ?? [];
  return (
    <HistoryCard
      resource="clients"
      items={all ? history : history.slice(0, HISTORY_PAGE)}
      total={history.length}
      onShowAll={() => setAll(true)}
    />
  );
};
