/**
 * The unit tests' environment: jsdom plus the Node globals that MSW 2 (which answers every API
 * call in the page tests) needs and jsdom lacks — fetch, Request/Response/Headers, web streams,
 * TextEncoder/TextDecoder, BroadcastChannel, structuredClone — taken from the Node realm that
 * runs jest, as jest-fixed-jsdom does. Unlike jest-fixed-jsdom it keeps jsdom's own Blob, File,
 * FormData and URL: jsdom's FileReader and XMLHttpRequest (the axios adapter in jsdom) accept
 * only jsdom's Blob and FormData, so swapping them breaks file reads, the clipboard stub of
 * user-event and multipart uploads.
 */
import JSDOMEnvironment from 'jest-environment-jsdom';

/** @public jest.config.ts names it. */
export default class NurlyJsdomEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    // Node's resolution, not the 'browser' export condition: msw/node has no browser build, and
    // jsdom runs in Node, so Node-targeted bundles are the right ones.
    this.customExportConditions = [''];
    Object.assign(this.global, {
      TextDecoder,
      TextEncoder,
      TextDecoderStream,
      TextEncoderStream,
      ReadableStream,
      TransformStream,
      WritableStream,
      Headers,
      Request,
      Response,
      fetch,
      // Node's Request only takes Node's AbortSignal.
      AbortController,
      AbortSignal,
      BroadcastChannel,
      structuredClone,
    });
  }
}
