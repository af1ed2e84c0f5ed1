// GET /api/internal/clinician/consults/{uid}/photo-id/ — the image of her ID, fetched through the
// API client (the session's bearer token, which an <img src> to the API could not carry) and shown
// from a local object URL, revoked when the page leaves. null: no photo (404).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@flora/shared';
import { buildApiUrl } from '@flora/shared/data';

const PHOTO_ID = '/api/internal/clinician/consults/{uid}/photo-id/';

async function fetchPhotoId(uid: string, signal: AbortSignal): Promise<Blob | null> {
  try {
    const { data } = await api.request<Blob>({ method: 'get', url: buildApiUrl(PHOTO_ID, { uid }), responseType: 'blob', signal });
    return data;
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status === 404) return null;
    throw error;
  }
}

export function usePhotoId(uid: string) {
  const query = useQuery({ queryKey: [PHOTO_ID, { uid }, 'blob'], queryFn: ({ signal }) => fetchPhotoId(uid, signal), staleTime: Infinity, gcTime: 0 });
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data;
  useEffect(() => {
    if (!blob) return setUrl(null);
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return { ...query, url };
}
