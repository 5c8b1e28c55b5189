import FlagIcon from '@mui/icons-material/Flag';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TransferAge } from '../../../../contract/transfers';

/**
 * Fixed colours, not the firm's palette: each pairs with its text at AA contrast (WCAG 1.4.3) whatever
 * the branding, and the chip says its age in words as well (colour is never the only signal, 1.4.1).
 */
const AGE_COLOURS: Record<TransferAge, { bgcolor: string; color: string }> = {
  green: { bgcolor: '#1b5e20', color: '#ffffff' },
  amber: { bgcolor: '#ffc107', color: '#000000' },
  red: { bgcolor: '#b71c1c', color: '#ffffff' },
};

/** The red/amber/green age of a transfer in its current status, against the firm's targets. */
export const AgeChip = ({ age }: { age: TransferAge }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      data-age={age}
      label={translate(`resources.transfers.ages.${age}`)}
      sx={{ ...AGE_COLOURS[age], fontWeight: 500 }}
    />
  );
};

/** The firm or the client must act: a flag with words; nothing when nobody at the firm need act. */
export const ActionRequiredFlag = ({ required }: { required: boolean }) => {
  const translate = useTranslate();
  if (!required) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<FlagIcon aria-hidden />}
      label={translate('resources.transfers.actionFlag')}
    />
  );
};
