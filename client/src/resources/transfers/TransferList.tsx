import { useState } from 'react';
import { FilterButton, TopToolbar } from 'react-admin';
import { ConsoleList } from '../../shared/ConsoleList';
import { ChaseNotice, type ChaseStarted } from './ChaseButton';
import { TRANSFERS_RESOURCE } from './paths';
import { transferFilters } from './transferFilters';
import { DEFAULT_TRANSFER_SORT, TransferSimpleList, TransferTable } from './TransferTable';

/**
 * /transfers, the firm's transfers workbench: every filter of the transfer list call, sortable columns,
 * the age of each transfer in its status, and a bulk chase. react-admin keeps the filters, sort and page
 * in the address (`?filter={…}&sort=…`), so a view is a link to share and survives a reload.
 */
export const TransferList = () => {
  const [chased, setChased] = useState<ChaseStarted>();
  return (
    <ConsoleList
      resource={TRANSFERS_RESOURCE}
      filters={transferFilters()}
      sort={DEFAULT_TRANSFER_SORT}
      empty={false}
      small={<TransferSimpleList />}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      {chased && <ChaseNotice started={chased} onClose={() => setChased(undefined)} />}
      <TransferTable onChased={setChased} />
    </ConsoleList>
  );
};
