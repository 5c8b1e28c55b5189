import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatDate, formatDateTime } from './format';

export type DayFieldProps = FieldProps & {
  /** Timestamps with their London time too ("25 Nov 2026, 14:05"). */
  showTime?: boolean;
};

/** A date as UK readers write it (9 Dec 1976), whatever the browser's language; timestamps by London's day. */
export const DayField = ({ showTime, className, ...props }: DayFieldProps) => {
  const value = useFieldValue(props);
  return (
    <Typography component="span" variant="body2" className={className}>
      {showTime ? formatDateTime(value) : formatDate(value)}
    </Typography>
  );
};
