// Records what a page fetches through the Chrome DevTools Protocol: per request its URL, resource
// type, status, whether it came from a cache, the body bytes on the wire (Content-Length of the
// (gzip) response, falling back to encodedDataLength minus headers) and the Content-Encoding.
export async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map();
  const entries = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the request id: the earlier hop is finished here.
    // A prefetch (Sec-Purpose: prefetch) fetches for later into the cache; nothing of it runs now.
    const prefetch = /prefetch/i.test(Object.entries(e.request.headers).find(([name]) => name.toLowerCase() === 'sec-purpose')?.[1] ?? '');
    const entry = { url: e.request.url, type: e.type, method: e.request.method, started: e.timestamp, status: null, fromCache: false, done: false, prefetch };
    byId.set(e.requestId, entry);
    entries.push(entry);
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = byId.get(e.requestId);
    if (!entry) return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    entry.status = e.response.status;
    entry.mime = e.response.mimeType;
    entry.encoding = headers['content-encoding'] ?? null;
    entry.contentLength = headers['content-length'] !== undefined ? Number(headers['content-length']) : null;
    entry.fromCache = Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker);
    entry.headersBytes = e.response.encodedDataLength ?? 0; // bytes received so far = the headers
    if (e.type) entry.type = e.type;
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const entry = byId.get(e.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = byId.get(e.requestId);
    if (!entry) return;
    entry.done = true;
    entry.encodedDataLength = e.encodedDataLength;
    entry.finished = e.timestamp;
    // Body bytes on the wire: the Content-Length our static servers always send, else the total
    // minus the headers. A 304 or a cache hit transfers no body.
    entry.bodyBytes = entry.fromCache || entry.status === 304 ? 0 : (entry.contentLength ?? Math.max(0, e.encodedDataLength - entry.headersBytes));
  });
  cdp.on('Network.loadingFailed', (e) => {
    const entry = byId.get(e.requestId);
    if (entry) Object.assign(entry, { done: true, failed: e.errorText, bodyBytes: 0 });
  });
  return {
    entries,
    /** Entries so far (copy), optionally only those started after `mark()`. */
    since: (mark = 0) => entries.slice(mark),
    mark: () => entries.length,
    /** Waits until every request seen so far has finished (or `timeoutMs`). */
    async settle(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (entries.some((e) => !e.done) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    },
    detach: () => cdp.detach().catch(() => {}),
  };
}

export const isScript = (e) => e.type === 'Script' || /javascript/.test(e.mime ?? '') || /\.m?js(\?|$)/.test(new URL(e.url).pathname);
