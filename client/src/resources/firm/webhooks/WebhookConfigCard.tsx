import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  WEBHOOK_EVENTS_BY_KIND,
  type TWebhookConfig,
  type TWebhookDelivery,
  type TWebhookKind,
} from '../../../../../contract/webhooks';
import { usePlatformRead } from '../../../data/platformReads';
import { formatDateTime } from '../../../shared/format';
import { useSettingsWrite } from '../settingsWrites';
import { writeErrors } from './webhookErrors';

const T = 'resources.firm.webhooks';
const CALLS = {
  position: { get: 'getPositionWebhookConfig', patch: 'patchPositionWebhookConfig' },
  transaction: { get: 'getTransactionWebhookConfig', patch: 'patchTransactionWebhookConfig' },
} as const;

interface Draft {
  url: string;
  secret: string;
  enabled: boolean;
  events: string[];
}

const draftOf = (c: TWebhookConfig | undefined, kind: TWebhookKind): Draft => ({
  url: c?.url ?? '',
  secret: '',
  enabled: c?.configured ? c.enabled : true,
  events: c?.configured ? c.events : [...WEBHOOK_EVENTS_BY_KIND[kind]],
});

/** Rotate the secret (both sign for the overlap) and send a test event: the card's second row. */
const WebhookActions = ({ kind, canWrite }: { kind: TWebhookKind; canWrite: boolean }) => {
  const translate = useTranslate();
  const write = useSettingsWrite();
  const [overlap, setOverlap] = useState('24');
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string }>();
  async function run(action: () => Promise<string>) {
    try {
      setNote({ severity: 'success', text: await action() });
    } catch (err) {
      setNote({ severity: 'error', text: writeErrors(err).message });
    }
  }
  const rotate = () =>
    run(async () => {
      const body = { kind, overlapHours: Number(overlap) || 0 };
      const res = await write<{ secret: string | null }>('rotateWebhookSecret', { body });
      return res.secret ? translate(`${T}.rotated`, { secret: res.secret }) : translate(`${T}.rotatedGiven`);
    });
  const test = () =>
    run(async () => {
      const res = await write<TWebhookDelivery>('sendWebhookTest', { body: { kind } });
      return translate(`${T}.testSent`, { id: res.id });
    });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
        <TextField
          size="small"
          type="number"
          label={translate(`${T}.overlapHours`)}
          value={overlap}
          onChange={(e) => setOverlap(e.target.value)}
          sx={{ width: 160 }}
          disabled={!canWrite}
        />
        <Button variant="outlined" onClick={rotate} disabled={!canWrite}>
          {translate(`${T}.rotate`)}
        </Button>
        <Button variant="outlined" onClick={test} disabled={!canWrite}>
          {translate(`${T}.test`)}
        </Button>
      </Stack>
      {note && (
        <Alert severity={note.severity} sx={{ wordBreak: 'break-all' }}>
          {note.text}
        </Alert>
      )}
    </Stack>
  );
};

/** One kind's configuration: URL, a write-only secret, on/off and its events. */
export const WebhookConfigCard = ({ kind, canWrite }: { kind: TWebhookKind; canWrite: boolean }) => {
  const translate = useTranslate();
  const write = useSettingsWrite();
  const { data } = usePlatformRead<TWebhookConfig>({ name: CALLS[kind].get });
  const [draft, setDraftState] = useState<Draft>(() => draftOf(data, kind));
  /** The person has changed the draft since it was last loaded or saved: a fresh read must not undo it. */
  const [edited, setEdited] = useState(false);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; message?: string }>();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!edited) setDraftState(draftOf(data, kind));
  }, [data, kind, edited]);
  const setDraft = (change: (d: Draft) => Draft) => {
    setEdited(true);
    setDraftState(change);
  };
  // Nothing can be typed before the configuration has loaded: it would be replaced when it came.
  const editable = canWrite && data !== undefined;
  const toggle = (event: string) =>
    setDraft((d) => ({
      ...d,
      events: d.events.includes(event) ? d.events.filter((e) => e !== event) : [...d.events, event],
    }));
  async function save() {
    setErrors(undefined);
    setSaved(false);
    const body = { ...draft, secret: draft.secret || undefined };
    try {
      await write(CALLS[kind].patch, { body });
      setDraftState((d) => ({ ...d, secret: '' }));
      setEdited(false);
      setSaved(true);
    } catch (err) {
      setErrors(writeErrors(err));
    }
  }
  const id = `webhook-${kind}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`${id}-title`}>
      <Typography variant="subtitle1" component="h2" id={`${id}-title`} gutterBottom>
        {translate(`${T}.kinds.${kind}`)}
      </Typography>
      {data && !data.configured && <Alert severity="info">{translate(`${T}.notConfigured`)}</Alert>}
      {data?.rotation && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate(`${T}.overlap`, {
            until: formatDateTime(data.rotation.previousSecretExpiresAt),
            last4: data.rotation.previousSecretLast4,
          })}
        </Alert>
      )}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {errors?.message && <Alert severity="error">{errors.message}</Alert>}
        <TextField
          id={`${id}-url`}
          label={translate(`${T}.url`)}
          value={draft.url}
          onChange={(e) => setDraft((d) => ({ ...d, url: e.target.value }))}
          error={!!errors?.fields.url}
          helperText={errors?.fields.url ?? translate(`${T}.urlHelp`)}
          disabled={!editable}
          fullWidth
        />
        <TextField
          id={`${id}-secret`}
          type="password"
          autoComplete="new-password"
          label={translate(`${T}.secret`)}
          value={draft.secret}
          onChange={(e) => setDraft((d) => ({ ...d, secret: e.target.value }))}
          error={!!errors?.fields.secret}
          helperText={
            errors?.fields.secret ??
            (data?.secretLast4
              ? translate(`${T}.secretHelp`, { last4: data.secretLast4 })
              : translate(`${T}.secretNew`))
          }
          disabled={!editable}
          fullWidth
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.enabled}
              onChange={(e) => setDraft((d) => ({ ...d, enabled: e.target.checked }))}
              disabled={!editable}
            />
          }
          label={translate(`${T}.enabled`)}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{translate(`${T}.events`)}</FormLabel>
          <FormGroup row>
            {WEBHOOK_EVENTS_BY_KIND[kind].map((event) => (
              <FormControlLabel
                key={event}
                control={
                  <Checkbox
                    checked={draft.events.includes(event)}
                    onChange={() => toggle(event)}
                    disabled={!editable}
                  />
                }
                label={event}
              />
            ))}
          </FormGroup>
          {errors?.fields.events && <Alert severity="error">{errors.fields.events}</Alert>}
        </Box>
        <Stack direction="row" spacing={2} alignItems="center">
          <Button variant="contained" onClick={save} disabled={!editable}>
            {translate(`${T}.save`)}
          </Button>
          {saved && <Typography role="status">{translate(`${T}.saved`)}</Typography>}
        </Stack>
        {data?.configured && <WebhookActions kind={kind} canWrite={canWrite} />}
      </Stack>
    </Paper>
  );
};
