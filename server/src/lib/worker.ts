/**
 * A worker thread asked for one answer under a time limit (the PDF text and .xlsx readers): the
 * first `finish` settles the caller's promise, clears the time limit and terminates the worker;
 * later calls (the exit after an answer, a late message) do nothing. `limit(ms, onLimit)` arms the
 * time limit again from now.
 */
import type { Worker } from 'node:worker_threads';

export function answerOnce(worker: Worker) {
  let settled = false;
  let timer: NodeJS.Timeout | undefined;
  const finish = (result: () => void) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    void worker.terminate();
    result();
  };
  const limit = (ms: number, onLimit: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(() => finish(onLimit), ms);
  };
  return { finish, limit };
}
