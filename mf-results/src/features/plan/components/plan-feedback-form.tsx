// Feedback on the plan: a rating from 1 to 5 and an optional comment. A refusal the API ties to a
// field shows beside it; any other failure is submitFeedbackError, shown beside the form; what she
// chose and typed stays either way.
import { useState } from 'react';
import { Banner, Button, Card, errorField, errorMessage } from '@flora/shared';
import { formatDisplayDate } from '@flora/shared/domain';
import { RadioGroup, TextArea, useApiForm } from '@flora/shared/forms';
import { type Plan } from '../api/plan';
import { useSendPlanFeedback } from '../api/plan-feedback';
import { EMPTY_FEEDBACK, FEEDBACK_COMMENT_MAX, feedbackSchema, RATING_OPTIONS } from '../plan-feedback';
import styles from './plan-feedback-form.module.css';

export interface PlanFeedbackFormProps {
  plan: Plan;
  error: string | null;
  onError: (message: string | null) => void;
}

export function PlanFeedbackForm({ plan, error, onError }: PlanFeedbackFormProps) {
  const send = useSendPlanFeedback(plan.hash);
  const [thanked, setThanked] = useState(false);
  const form = useApiForm({
    schema: feedbackSchema,
    defaultValues: EMPTY_FEEDBACK,
    onSubmit: async ({ rating, comment }) => {
      onError(null);
      setThanked(false);
      try {
        await send.mutateAsync({ rating: Number(rating), comment: comment || null });
      } catch (failure) {
        if (errorField(failure) === 'rating' || errorField(failure) === 'comment') throw failure;
        onError(errorMessage(failure));
        return;
      }
      setThanked(true);
      form.reset(EMPTY_FEEDBACK);
    },
  });
  const latest = plan.feedback;

  return (
    <Card title="How helpful is your plan?">
      <form className={styles.form} onSubmit={form.submit} noValidate aria-describedby={error ? 'plan-feedback-error' : undefined}>
        {latest && !thanked && (
          <p className={styles.latest}>
            You rated this plan {latest.rating} out of 5 on {formatDisplayDate(latest.created_at)}. You can rate it again at any time.
          </p>
        )}
        {thanked && <Banner tone="success">Thank you. Your feedback helps us make better plans.</Banner>}
        {error && (
          <div id="plan-feedback-error">
            <Banner tone="error" title="Your feedback was not sent">
              {error}
            </Banner>
          </div>
        )}
        {form.formError && <Banner tone="error">{form.formError}</Banner>}
        <RadioGroup legend="Your rating" options={RATING_OPTIONS} error={form.errorOf('rating')} required {...form.register('rating')} />
        <TextArea
          label="Anything to add? (optional)"
          hint="What helped, what was unclear, what you would like to see."
          maxLength={FEEDBACK_COMMENT_MAX}
          error={form.errorOf('comment')}
          {...form.register('comment')}
        />
        <Button type="submit" variant="secondary" loading={form.submitting} loadingLabel="Sending…">
          Send feedback
        </Button>
      </form>
    </Card>
  );
}
