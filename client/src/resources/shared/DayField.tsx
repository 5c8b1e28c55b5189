import { DateField, type DateFieldProps } from 'react-admin';
import { LOCALE } from '../../data/i18nProvider';

/** A date as UK readers write it (09/12/1976), whatever the browser's language. */
export const DayField = (props: DateFieldProps) => <DateField locales={LOCALE} {...props} />;
