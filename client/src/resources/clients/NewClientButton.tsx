import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { usePermission } from '../../data/platform';
import { LinkMenuButton } from '../../shared/LinkMenuButton';
import { clientPaths } from '../../shared/clientPaths';

/** Each client type has its own onboarding form (spec §2). */
const NEW_CLIENT = [
  { type: 'Individual', to: clientPaths.create() },
  { type: 'Corporate', to: clientPaths.corporateCreate() },
  { type: 'Trust', to: clientPaths.trustCreate() },
  { type: 'Individual Minor', to: clientPaths.childCreate() },
] as const;

/** "Create" on the client list: a menu of the client types, each opening its own form. */
export const NewClientButton = () => {
  const translate = useTranslate();
  if (!usePermission('Client', 'readWrite')) return null;
  return (
    <LinkMenuButton
      size="small"
      startIcon={<AddIcon />}
      label={translate('ra.action.create')}
      links={NEW_CLIENT.map(({ type, to }) => ({
        key: type,
        label: translate(`resources.clients.newClient.${type}`, { _: type }),
        to,
      }))}
    />
  );
};
