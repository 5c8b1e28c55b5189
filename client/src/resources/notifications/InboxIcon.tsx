import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Badge } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { usePermission } from '../../data/platform';

/** The open notifications' count, read once a minute: the menu entry's badge. */
const OpenBadge = () => {
  const translate = useTranslate();
  const { total } = useGetList(
    'notifications',
    {
      filter: { status: 'Open' },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'since', order: 'ASC' },
    },
    { refetchInterval: 60_000 },
  );
  return (
    <Badge
      color="secondary"
      max={999}
      badgeContent={total ?? 0}
      data-testid="inbox-badge"
      title={translate('resources.notifications.open', { count: total ?? 0 })}
    >
      <InboxOutlined />
    </Badge>
  );
};

/** The inbox's icon in the menu, with its open count to those who may read it. */
export const InboxIcon = () => (usePermission('Client', 'read') ? <OpenBadge /> : <InboxOutlined />);
