import { useParams } from 'react-router-dom';
import { MODEL_TYPE_SEGMENTS, type ModelTypeSegment } from '../../../../contract/enums';
import type { TModel } from '../../../../contract/models';
import { isModelTypeSegment } from './paths';

/** The :type of a models address, or undefined for anything but advisory and discretionary (the 404 page). */
export function useModelType(): { segment: ModelTypeSegment; type: TModel['type'] } | undefined {
  const { type } = useParams();
  return isModelTypeSegment(type) ? { segment: type, type: MODEL_TYPE_SEGMENTS[type] } : undefined;
}
