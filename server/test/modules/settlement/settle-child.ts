/**
 * A settlement run in its own process (kill.test.ts): `node --import tsx settle-child.ts <databaseUrl>
 * <upTo> <dieAfterBatches>`. One owner account per transaction; when the transaction after
 * `dieAfterBatches` committed batches is about to commit, the process SIGKILLs itself — a real crash
 * with a transaction open, which PostgreSQL rolls back when the connection drops.
 */
import { openDatabase } from '../../../src/db/client';
import { systemClock } from '../../../src/lib/clock';
import { createSettlementRepository } from '../../../src/modules/settlement/repository';
import { settleUpTo } from '../../../src/modules/settlement/service';

const [databaseUrl, upTo, dieAfter] = process.argv.slice(2);
const database = openDatabase({ databaseUrl, poolSize: 2 });
let committed = 0;
await settleUpTo(
  {
    repo: createSettlementRepository(database.db),
    clock: systemClock(),
    accountsPerBatch: 1,
    hooks: {
      beforeCommit() {
        if (committed === Number(dieAfter)) process.kill(process.pid, 'SIGKILL');
      },
      afterCommit() {
        committed += 1;
      },
    },
  },
  upTo,
);
await database.close();
