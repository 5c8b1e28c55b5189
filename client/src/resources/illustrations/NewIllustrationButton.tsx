import IllustrationIcon from '@mui/icons-material/QueryStats';
import { Button } from '@mui/material';
import { Link, useTranslate, type Identifier } from 'react-admin';
import { usePermission } from '../../data/platform';
import { illustrationPaths } from './paths';

/** The client page's quick action: a new illustration that starts with this client chosen. */
export const NewIllustrationButton = ({ clientId }: { clientId: Identifier }) => {
  const translate = useTranslate();
  const mayCreate = usePermission('Recommendation', 'readWrite');
  if (!mayCreate) return null;
  return (
    <Button
      component={Link}
      to={illustrationPaths.createForClient(clientId)}
      startIcon={<IllustrationIcon />}
    >
      {translate('resources.illustrations.list.create')}
    </Button>
  );
};
