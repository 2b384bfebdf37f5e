/**
 * The code of the worker thread that runs the app's renderer (`signed-in-pages.ts`), as plain JavaScript:
 * the worker starts without the server's TypeScript loader, which would otherwise transform the renderer's
 * megabytes of built JavaScript on import (about 130 MB more memory, against 8 MB imported plainly).
 *
 * Messages in: `render` {renderId, moduleUrl, url}, `answer` {callId, status, contentType, body}.
 * Messages out: `call` {renderId, callId, url, language}, `rendered` {renderId, html}, `failed` {renderId,
 * error}.
 */
export const pageRenderWorkerCode = `
const { parentPort } = require('node:worker_threads');
const waitingCalls = new Map();
let lastCallId = 0;

const callsOf = (renderId) => (url, language) =>
  new Promise((resolve) => {
    const callId = ++lastCallId;
    waitingCalls.set(callId, resolve);
    parentPort.postMessage({ type: 'call', renderId, callId, url, language });
  });

parentPort.on('message', async (message) => {
  if (message.type === 'answer') {
    const resolve = waitingCalls.get(message.callId);
    waitingCalls.delete(message.callId);
    const body = [204, 205, 304].includes(message.status) ? null : message.body;
    resolve?.(new Response(body, { status: message.status, headers: { 'content-type': message.contentType } }));
    return;
  }
  try {
    const renderer = await import(message.moduleUrl);
    const html = await renderer.renderSignedInDocument(message.url, callsOf(message.renderId));
    parentPort.postMessage({ type: 'rendered', renderId: message.renderId, html });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', renderId: message.renderId, error: String(error?.stack ?? error) });
  }
});
`;
