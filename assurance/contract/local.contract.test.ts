import { createLocalBackend } from '../../src/backend/local/local-backend';
import { deleteLocalDb } from '../../src/backend/local/local-db';
import { randomString } from '../../src/backend/local/random-ids';
import { runDataPortContract } from './data-port-contract';

runDataPortContract('local (Dexie)', async () => {
  const dbName = `pitchside-contract-${randomString(12)}`;
  const backend = await createLocalBackend({ dbName, rules: 'open' });
  return {
    data: backend.data,
    async cleanup() {
      backend.close();
      await deleteLocalDb(dbName);
    },
  };
});
