// Worker thread of pdfText() (parse.ts): PDF text extraction, off the main thread so a heavy or
// hostile file cannot stall the server, and killable when it exceeds its time limit.
// Plain JavaScript so the worker starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { extractText } from 'unpdf';

const { text } = await extractText(new Uint8Array(workerData), { mergePages: true });
parentPort.postMessage(text);
