import type { Tx } from '../db/connection';
import { firmHostnames } from '../db/schema';

/**
 * Demo white-label hosts. Names under .localhost reach this machine in every browser, so
 * http://demo1.keel.localhost:3000 shows DEMO1's branding before sign-in and harbour.… its client firm's.
 */
export async function seedFirmSettings(
  tx: Tx,
  demo: { demo1: string; demo2: string; adminId: string; admin2Id: string; clientFirmId: string },
) {
  const by = (id: string) => ({ createdBy: id, updatedBy: id });
  await tx.insert(firmHostnames).values([
    {
      host: 'demo1.keel.localhost',
      firmId: demo.demo1,
      nodeId: '0',
      type: 'Professional',
      ...by(demo.adminId),
    },
    {
      host: 'invest.demo1.keel.localhost',
      firmId: demo.demo1,
      nodeId: '0',
      type: 'Investor',
      ...by(demo.adminId),
    },
    {
      host: 'harbour.demo1.keel.localhost',
      firmId: demo.demo1,
      nodeId: demo.clientFirmId,
      type: 'Professional',
      ...by(demo.adminId),
    },
    {
      host: 'demo2.keel.localhost',
      firmId: demo.demo2,
      nodeId: '0',
      type: 'Professional',
      ...by(demo.admin2Id),
    },
  ]);
}
