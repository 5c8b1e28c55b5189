import type { CallName } from '../../../contract/calls';
import { accountPath, bodyFirm, firm, list, type Case, type Id } from './cross-firm.probe';

/** The cross-firm cases of model portfolios (decision 0704): another's model, node or instrument is a 404 or a 400. */
const modelPath = (id: Id) => ({ ...firm(id), modelId: id('path:modelId', 'model') });

const components = (id: Id) => [{ assetId: id('body:components[].assetId', 'asset'), weight: 90 }];

export const MODEL_CASES: Partial<Record<CallName, Case[]>> = {
  listModels: [(id) => list(id, { nodeId: 'node' })],
  getModel: [(id) => ({ params: modelPath(id) })],
  listModelAccounts: [(id) => ({ params: modelPath(id) })],
  createModel: [
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        nodeId: id('body:nodeId', 'node'),
        name: 'Probe model',
        type: 'Advisory',
        riskLevel: 3,
        tolerance: 5,
        cashWeight: 10,
        components: components(id),
      },
    }),
  ],
  updateModel: [
    (id) => ({
      params: modelPath(id),
      body: { nodeId: id('body:nodeId', 'node'), components: components(id), cashWeight: 10 },
    }),
  ],
  activateModel: [(id) => ({ params: modelPath(id), body: {} })],
  deleteModel: [(id) => ({ params: modelPath(id), body: {} })],
  // Replaces the account's own case (spread after it), keeping its node probe and adding the model's.
  patchAccount: [
    (id) => ({ params: accountPath(id), body: { nodeId: id('body:nodeId', 'node') } }),
    (id) => ({ params: accountPath(id), body: { modelId: id('body:modelId', 'model') } }),
  ],
};
