import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useWriteError } from '../../shared/useWriteError';

/** Texts of the question asked before a switch is turned on (translation keys). */
export interface ConfirmTexts {
  title: string;
  content: string;
  confirm: string;
}

/**
 * A firm setting that is one yes/no decision: it saves the moment it is switched, with no form to submit.
 * The switch shows the new state at once and settles on the saved one; a failure puts it back and says
 * why under the switch (spec §8: no toast for a write), until it is switched again.
 * `confirmOn` asks first before turning it on (a switch that changes how everyone works).
 */
export const SettingSwitch = ({
  label,
  help,
  checked,
  canWrite,
  save,
  confirmOn,
}: {
  label: string;
  help: string;
  checked: boolean;
  canWrite: boolean;
  /** Saves the new state and answers the message to show once it is saved. */
  save: (on: boolean) => Promise<string>;
  confirmOn?: ConfirmTexts;
}) => {
  const notify = useNotify();
  const { writeError, show, clear } = useWriteError();
  const [pending, setPending] = useState<boolean>();
  const [confirming, setConfirming] = useState(false);

  async function change(on: boolean) {
    setConfirming(false);
    setPending(on);
    clear();
    try {
      notify(await save(on), { type: 'success' });
    } catch (error) {
      show(error);
    } finally {
      setPending(undefined);
    }
  }

  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={pending ?? checked}
            disabled={!canWrite || pending !== undefined}
            onChange={(_e, on) => (on && confirmOn ? setConfirming(true) : void change(on))}
          />
        }
        label={label}
      />
      <Typography variant="body2" color="text.secondary" sx={{ ml: 6, mt: -0.5 }}>
        {help}
      </Typography>
      <ServerErrorAlert error={writeError} sx={{ ml: 6, mt: 1 }} />
      {confirmOn && (
        <Confirm
          isOpen={confirming}
          title={confirmOn.title}
          content={confirmOn.content}
          confirm={confirmOn.confirm}
          onConfirm={() => void change(true)}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
};
