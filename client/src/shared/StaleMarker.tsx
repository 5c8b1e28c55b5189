import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A price older than a business day: the value may be out of date (docs/decisions/0409). */
export const StaleMarker = () => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={translate('resources.accounts.investments.stale', { _: 'Stale price' })}
      title={translate('resources.accounts.investments.staleHelp', {
        _: 'The latest price is older than a business day',
      })}
    />
  );
};
