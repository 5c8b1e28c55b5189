import { Alert, Button, CardActions, CardContent, Typography } from '@mui/material';
import type { z } from 'zod';
import { useTranslate } from 'react-admin';
import type { ZAuthorisationSettings } from '../../../../contract/postings';
import { usePlatformRead } from '../../data/platformReads';
import { fourEyesNotes } from './fourEyes';
import type { Plan } from './plan';
import { ReviewTable } from './ReviewTable';

interface ReviewStepProps {
  plan: Plan;
  /** Why the platform refused (other than field errors, which go back to the form). */
  error?: string;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** What will be asked of the platform and what it leaves in each account; nothing is written yet. */
export const ReviewStep = ({ plan, error, pending, onBack, onConfirm }: ReviewStepProps) => {
  const translate = useTranslate();
  // The firm's four-eyes thresholds, so the review names the rule rather than "the firm's threshold".
  const { data: thresholds } = usePlatformRead<z.infer<typeof ZAuthorisationSettings>>({
    name: 'getAuthorisationSettings',
  });
  const notes = [...plan.notes, ...fourEyesNotes(plan, thresholds, translate)];
  return (
    <>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('workflows.review.title')}
        </Typography>
        <ul>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        {plan.warnings.map((warning) => (
          <Alert key={warning} severity="warning" sx={{ mb: 1 }}>
            {warning}
          </Alert>
        ))}
        {plan.reviews.map((review) => (
          <ReviewTable key={review.accountId} review={review} />
        ))}
        <Typography variant="caption" component="p" sx={{ mt: 1 }}>
          {translate('workflows.review.estimate')}
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button onClick={onBack} disabled={pending}>
          {translate('workflows.actions.back')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={pending}>
          {translate('workflows.actions.confirm')}
        </Button>
      </CardActions>
    </>
  );
};
