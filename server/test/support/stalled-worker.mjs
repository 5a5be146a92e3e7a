// A worker that says it has started and then never answers (its thread busy for good): what a read
// that cannot finish in time looks like to its caller, on any machine. Only terminate() ends it; a
// caller that forgot to would keep the test process from exiting.
import { parentPort } from 'node:worker_threads';

parentPort.postMessage({ started: true });
for (;;) {
  // Spin: no event loop turn, no message, no exit.
}
