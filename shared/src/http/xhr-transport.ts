// A request sent by XMLHttpRequest, answered as a fetch Response: the API client's way for an upload
// that reports its progress (fetch cannot), and the fetch of the component tests (jsdom has none).

export interface UploadProgress {
  loaded: number;
  /** Unknown when the browser cannot compute it. */
  total?: number;
}

export function sendByXhr(url: string, init: RequestInit = {}, onUploadProgress?: (progress: UploadProgress) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      // An empty answer has no body (a 204 must not have one).
      resolve(new Response(xhr.responseText || null, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(signal?.reason);
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
