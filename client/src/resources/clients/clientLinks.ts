import type { Identifier } from 'react-admin';
import type { ClientType } from '../../../../contract/enums';
import { clientPaths } from '../../shared/clientPaths';

/** Corporate and trust clients have their own edit forms (spec §2); everyone else uses /clients/{id}/edit. */
export function editPathFor(record: { id: Identifier; clientType?: ClientType | string }, section?: string) {
  if (record.clientType === 'Corporate') return clientPaths.corporateEdit(record.id, section);
  if (record.clientType === 'Trust') return clientPaths.trustEdit(record.id, section);
  return clientPaths.edit(record.id, section);
}
