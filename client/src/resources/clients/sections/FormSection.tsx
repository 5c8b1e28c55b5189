import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useAnchor } from '../../../shared/useScrollToAnchor';

const hasErrorUnder = (errors: object, fields: readonly string[]) =>
  fields.some((field) => field.split('.').reduce<unknown>((node, key) => (node as never)?.[key], errors));

export interface FormSectionProps {
  /** The section's `#anchor` and the key of its title (resources.clients.sections.{id}). */
  id: string;
  /** Top-level sources inside it: the section opens by itself when one of them has an error. */
  fields: readonly string[];
  children: ReactNode;
}

/**
 * One collapsible group of a client form. Every section starts open (a long form is read top to bottom, and
 * links into it must find their field); the user may fold away what they are done with. The section the
 * address names (/clients/{id}/edit#address) is opened and scrolled to, and a field error inside a folded
 * section opens it, so no error stays hidden.
 */
export const FormSection = ({ id, fields, children }: FormSectionProps) => {
  const translate = useTranslate();
  const anchor = useAnchor();
  const [expanded, setExpanded] = useState(true);
  const { errors } = useFormState();
  const showsError = hasErrorUnder(errors, fields);

  useEffect(() => {
    if (anchor === id || showsError) setExpanded(true);
  }, [anchor, id, showsError]);

  return (
    <Accordion
      id={id}
      expanded={expanded}
      onChange={(_event, open) => setExpanded(open)}
      disableGutters
      sx={{ width: '100%', scrollMarginTop: 80 }}
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography variant="h6" component="span" color={showsError ? 'error' : undefined}>
          {translate(`resources.clients.sections.${id}`)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        <Stack sx={{ width: '100%' }}>{children}</Stack>
      </AccordionDetails>
    </Accordion>
  );
};

/** The width of one input in a section, full width on a phone. */
export const wide = { width: { xs: '100%', sm: 420 } };
