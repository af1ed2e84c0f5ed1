// Downloading a file the API answers (a results PDF): through the one API client, so the bearer
// token, its refresh and impersonation apply, which a plain <a href> to the API could not carry.
import { api } from '@flora/shared';
import { buildApiUrl, type ApiPath } from './api-request';

/** Fetches `GET path` as a file and hands it to the browser to save as `filename`. */
export async function downloadApiFile(path: ApiPath<'get'>, params: Record<string, string | number>, filename: string): Promise<void> {
  const { data } = await api.request<Blob>({ method: 'get', url: buildApiUrl(path, params), responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
