// POST /api/v1/email-verification/: emails a new verification link to the signed-in user.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@flora/shared/data';

export const useSendVerificationEmail = () => useMutation({ mutationFn: () => apiPost('/api/v1/email-verification/') });
