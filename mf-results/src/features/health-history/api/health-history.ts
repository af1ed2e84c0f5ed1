// GET /api/v1/user-tests/{hash}/health-history/: the questionnaire the test uses, her answers so far,
// the page to resume on and whether it is submitted. Another user's (or an unknown) test answers
// 404, which reads as null: the page shows "not found".
import { useQuery } from '@tanstack/react-query';
import { apiKey, apiQueryOrNull } from '@flora/shared/data';

export const healthHistoryKey = (hash: string) => apiKey('/api/v1/user-tests/{hash}/health-history/', { path: { hash } });

export const useHealthHistory = (hash: string) =>
  useQuery({ ...apiQueryOrNull('/api/v1/user-tests/{hash}/health-history/', { path: { hash } }), staleTime: Infinity });
