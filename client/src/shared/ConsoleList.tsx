import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { List, useResourceContext, type ListProps } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../../contract/pageSizes';
import { ListPagination } from './ListPagination';
import { isSavedViewResource, SavedViewsMenu } from './SavedViewsMenu';

/** The page sizes every list offers, and "of about" when the platform estimated the total. */
export const LIST_PAGINATION = <ListPagination />;

/**
 * A list as the console shows them: pages of the platform's default size and no react-admin export (a
 * list with an export has its own button). On a phone it shows `small` (a SimpleList) if given, else the
 * children (the table). The main lists (clients, accounts, transactions, transfers) get the "Views" menu of
 * saved views (decision 1004) here, once for all of them.
 */
export const ConsoleList = ({ small, children, ...props }: ListProps & { small?: ReactNode }) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const resource = useResourceContext(props);
  return (
    <List exporter={false} perPage={DEFAULT_PAGE_SIZE} pagination={LIST_PAGINATION} {...props}>
      {isSavedViewResource(resource) && <SavedViewsMenu resource={resource} />}
      {isSmall && small ? small : children}
    </List>
  );
};
