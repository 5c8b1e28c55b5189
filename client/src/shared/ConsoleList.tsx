import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { List, type ListProps } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../../contract';
import { ListPagination } from './ListPagination';

/** The page sizes every list offers, and "of about" when the platform estimated the total. */
export const LIST_PAGINATION = <ListPagination />;

/**
 * A list as the console shows them: pages of the platform's default size and no react-admin export (a
 * list with an export has its own button). On a phone it shows `small` (a SimpleList) if given, else the
 * children (the table).
 */
export const ConsoleList = ({ small, children, ...props }: ListProps & { small?: ReactNode }) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List exporter={false} perPage={DEFAULT_PAGE_SIZE} pagination={LIST_PAGINATION} {...props}>
      {isSmall && small ? small : children}
    </List>
  );
};
