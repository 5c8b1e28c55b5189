import { Stack, Typography } from '@mui/material';
import { BooleanInput, Loading, NumberInput, SelectArrayInput, useTranslate } from 'react-admin';
import { WRAPPER_TYPES } from '../../../../contract/enums';
import type { TConfig } from '../../../../contract/firm';
import { usePlatformRead } from '../../data/platformReads';
import { useSettingsWrite } from './settingsWrites';
import { FirmPage, NodePicker, useNodeChoice } from './FirmPage';
import { SettingsForm } from './SettingsForm';

const field = (name: keyof TConfig) => `resources.firm.config.fields.${name}`;
/** A switch nobody set reads as off (react-admin's BooleanInput shows false), so it is not sent unless changed. */
const OFF = {
  investorSignUpEnabled: false,
  investorWithdrawalsEnabled: false,
  investorShowPerformance: false,
};

/** /firm/investor/configuration: what investors may do on the investor site, per node. */
export const InvestorConfiguration = () => {
  const translate = useTranslate();
  const [nodeId, setNodeId] = useNodeChoice();
  const write = useSettingsWrite();
  const { data, isPending } = usePlatformRead<TConfig>({ name: 'getNodeConfig', params: { nodeId } });
  return (
    <FirmPage title="resources.firm.pages.Investor.configuration" intro="resources.firm.config.intro">
      {(canWrite) => (
        <>
          <NodePicker value={nodeId} onChange={setNodeId} />
          {isPending || !data ? (
            <Loading />
          ) : (
            <SettingsForm
              key={nodeId}
              record={{ ...OFF, ...data }}
              canWrite={canWrite}
              onSave={(changes) => write('patchNodeConfig', { body: { nodeId, ...changes } })}
            >
              <Stack sx={{ maxWidth: 560 }}>
                <Typography variant="subtitle1" component="h2">
                  {translate('resources.firm.config.portal')}
                </Typography>
                <BooleanInput source="investorSignUpEnabled" label={field('investorSignUpEnabled')} />
                <BooleanInput
                  source="investorWithdrawalsEnabled"
                  label={field('investorWithdrawalsEnabled')}
                />
                <BooleanInput source="investorShowPerformance" label={field('investorShowPerformance')} />
                <Typography variant="subtitle1" component="h2" sx={{ pt: 1 }}>
                  {translate('resources.firm.config.products')}
                </Typography>
                <SelectArrayInput
                  source="investorWrapperTypes"
                  label={field('investorWrapperTypes')}
                  choices={WRAPPER_TYPES.map((id) => ({ id, name: id }))}
                />
                <NumberInput
                  source="minimumInitialInvestment"
                  label={field('minimumInitialInvestment')}
                  min={0}
                  step={0.01}
                />
                <NumberInput
                  source="minimumRegularContribution"
                  label={field('minimumRegularContribution')}
                  min={0}
                  step={0.01}
                />
                {/* Dealing refuses an order whose latest price is older than this (decision 0409). */}
                <Typography variant="subtitle1" component="h2" sx={{ pt: 1 }}>
                  {translate('resources.firm.config.dealing')}
                </Typography>
                <NumberInput
                  source="maxPriceAgeBusinessDays"
                  label={field('maxPriceAgeBusinessDays')}
                  min={1}
                  max={30}
                  step={1}
                />
              </Stack>
            </SettingsForm>
          )}
        </>
      )}
    </FirmPage>
  );
};
