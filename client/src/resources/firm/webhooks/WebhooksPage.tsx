import { Button, Stack } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { WEBHOOK_KINDS } from '../../../../../contract/webhooks';
import { FirmPage } from '../FirmPage';
import { firmPaths } from '../firmPaths';
import { WebhookConfigCard } from './WebhookConfigCard';

/** /firm/webhooks: the position and transaction webhooks (spec §3 and §7), and a way to their deliveries. */
export const WebhooksPage = () => {
  const translate = useTranslate();
  return (
    <FirmPage title="resources.firm.pages.webhooks" intro="resources.firm.webhooks.intro">
      {(canWrite) => (
        <Stack spacing={2}>
          <div>
            <Button component={Link} to={firmPaths.webhookDeliveries()} variant="outlined">
              {translate('resources.firm.webhooks.deliveries')}
            </Button>
          </div>
          {WEBHOOK_KINDS.map((kind) => (
            <WebhookConfigCard key={kind} kind={kind} canWrite={canWrite} />
          ))}
        </Stack>
      )}
    </FirmPage>
  );
};
