import { MODEL_TYPE_SEGMENTS, type ModelTypeSegment } from '../../../../contract/enums';
import type { TModel } from '../../../../contract/models';

/** The console's addresses of model portfolios (spec §2 "Models"). */
export const MODELS_RESOURCE = 'models';

export const isModelTypeSegment = (segment: string | undefined): segment is ModelTypeSegment =>
  segment !== undefined && Object.hasOwn(MODEL_TYPE_SEGMENTS, segment);

export const segmentOf = (type: TModel['type']): ModelTypeSegment =>
  type === 'Advisory' ? 'advisory' : 'discretionary';

export const modelPaths = {
  list: (segment: ModelTypeSegment) => `/models/${segment}`,
  create: (segment: ModelTypeSegment) => `/models/${segment}/create`,
  show: (segment: ModelTypeSegment, id: string) => `/models/${segment}/${id}`,
  edit: (segment: ModelTypeSegment, id: string, anchor?: string) =>
    `/models/${segment}/${id}/edit${anchor ? `#${anchor}` : ''}`,
  clone: (segment: ModelTypeSegment, id: string) => `/models/${segment}/${id}/clone`,
  rebalance: (id: string) => `/models/discretionary/${id}/rebalance`,
};
