// GET /api/internal/clinician/consults/{uid}/photo-id/ — the image of her ID, fetched through the
// API client (the session's bearer token, which an <img src> to the API could not carry) and shown
// as a data: URL (the page's CSP allows img-src 'self' data:, not blob:). Not kept beyond the
// page: gcTime 0. null: no photo (404).
import { useQuery } from '@tanstack/react-query';
import { api } from '@flora/shared';
import { buildApiUrl } from '@flora/shared/data';

const PHOTO_ID = '/api/internal/clinician/consults/{uid}/photo-id/';

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

async function fetchPhotoId(uid: string, signal: AbortSignal): Promise<string | null> {
  try {
    const { data } = await api.request<Blob>({ method: 'get', url: buildApiUrl(PHOTO_ID, { uid }), responseType: 'blob', signal });
    return await dataUrlOf(data);
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status === 404) return null;
    throw error;
  }
}

export const usePhotoId = (uid: string) =>
  useQuery({ queryKey: [PHOTO_ID, { uid }, 'data-url'], queryFn: ({ signal }) => fetchPhotoId(uid, signal), gcTime: 0 });
