// The review (SPEC §5 "Health history review"): every response grouped by section, each page's
// answers with an Edit link back to it, the sample and the provider release; a confirmation, then
// submit. Anything still missing is named with a link to its page, before submit (from her answers)
// and after (from the API). A submitted history shows the same answers read-only, without links.
import { useState } from 'react';
import { Banner, Button, Card, errorMessage, Link, paths, VisuallyHidden } from '@flora/shared';
import { Checkbox } from '@flora/shared/widgets';
import { formatDisplayDate, isQuestionShown, missingQuestions } from '@flora/shared/domain';
import { useSubmitHealthHistory } from '../api/submit-health-history';
import type { FoundUserTest } from '../../../lib/api/user-test';
import { answerText, FLOW_STEPS, pageOfQuestion, type Answers, type Question, type Questionnaire } from '../flow';
import styles from './steps.module.css';

export const REVIEW_COPY = 'Please review all of your responses for completeness and accuracy before continuing.';
export const CONFIRM_REQUIRED = 'Please confirm that you have reviewed your responses.';

export interface ReviewProps {
  hash: string;
  questionnaire: Questionnaire;
  answers: Answers;
  test: FoundUserTest;
  /** Submitted: no edit links, no submit. */
  readOnly: boolean;
  /** Saves what is still waiting (the autosave) before submit; false when that failed. */
  beforeSubmit?: () => Promise<boolean>;
  onSubmitted?: () => void;
}

function EditLink({ hash, page, what }: { hash: string; page: string; what: string }) {
  return (
    <Link to={paths.healthHistory(hash, page)}>
      Edit<VisuallyHidden> {what}</VisuallyHidden>
    </Link>
  );
}

function MissingList({ hash, questionnaire, ids }: { hash: string; questionnaire: Questionnaire; ids: string[] }) {
  const byId = new Map(questionnaire.sections.flatMap((s) => s.pages.flatMap((p) => p.questions)).map((q) => [q.id, q]));
  return (
    <ul className={styles.missing}>
      {ids.map((id) => {
        const page = pageOfQuestion(questionnaire, id);
        const name = byId.get(id)?.summary ?? id;
        return <li key={id}>{page ? <Link to={paths.healthHistory(hash, page)}>{name}</Link> : name}</li>;
      })}
    </ul>
  );
}

const missingOf = (questionnaire: Questionnaire, answers: Answers): Question[] =>
  missingQuestions(questionnaire.sections.flatMap((s) => s.pages.flatMap((p) => p.questions)), answers);

export function Review({ hash, questionnaire, answers, test, readOnly, beforeSubmit, onSubmitted }: ReviewProps) {
  const submit = useSubmitHealthHistory(hash);
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ detail: string; missing: string[] } | null>(null);
  const missing = readOnly ? [] : missingOf(questionnaire, answers);

  async function send() {
    if (!confirmed) return setConfirmError(CONFIRM_REQUIRED);
    setRefusal(null);
    if (beforeSubmit && !(await beforeSubmit())) return;
    try {
      await submit.mutateAsync();
      onSubmitted?.();
    } catch (error) {
      const data = (error as { response?: { data?: { missing?: unknown } } } | null)?.response?.data;
      const ids = Array.isArray(data?.missing) ? data.missing.filter((id): id is string => typeof id === 'string') : [];
      setRefusal({ detail: errorMessage(error), missing: ids });
    }
  }

  return (
    <div className={styles.stack}>
      {readOnly ? (
        <p>Submitted on {formatDisplayDate(test.healthcontext.health_history_submitted_at)}. Your answers can no longer be changed.</p>
      ) : (
        <p>{REVIEW_COPY}</p>
      )}
      {missing.length > 0 && (
        <Banner tone="warning" title="A few answers are missing">
          Please answer these before you submit:
          <MissingList hash={hash} questionnaire={questionnaire} ids={missing.map((q) => q.id)} />
        </Banner>
      )}
      {questionnaire.sections.map((section) => (
        <Card key={section.id} title={section.title} aria-label={section.title}>
          <div className={styles.section}>
            {section.pages.map((page) => {
              const shown = page.questions.filter((q) => isQuestionShown(q, answers));
              if (shown.length === 0) return null;
              return (
                <div key={page.id} className={styles.group}>
                  <div className={styles.groupHead}>
                    <h3 className={styles.groupTitle}>{page.title}</h3>
                    {!readOnly && <EditLink hash={hash} page={page.id} what={`your answers about ${page.title.toLowerCase()}`} />}
                  </div>
                  <dl className={styles.answers}>
                    {shown.map((q) => {
                      // Only a required question left open is a warning; skipping an optional one is fine.
                      const open = answers[q.id] === undefined;
                      return (
                        <div key={q.id}>
                          <dt>{q.label}</dt>
                          <dd className={open ? (q.required ? styles.unanswered : styles.skipped) : undefined}>
                            {open && !q.required ? 'No answer (optional)' : answerText(q, answers[q.id])}
                          </dd>
                        </div>
                      );
                    })}
                  </dl>
                </div>
              );
            })}
          </div>
        </Card>
      ))}
      <Card title="Your sample and sharing" aria-label="Your sample and sharing">
        <div className={styles.section}>
          <div className={styles.group}>
            <div className={styles.groupHead}>
              <h3 className={styles.groupTitle}>Sample</h3>
              {!readOnly && test.status === 'activated' && <EditLink hash={hash} page={FLOW_STEPS.sample} what="your sample" />}
            </div>
            <dl className={styles.answers}>
              <div>
                <dt>Date taken</dt>
                <dd className={test.sample_taken_at ? undefined : styles.unanswered}>
                  {test.sample_taken_at ? formatDisplayDate(test.sample_taken_at) : 'Not recorded yet'}
                </dd>
              </div>
              {test.sample_ph !== null && (
                <div>
                  <dt>pH</dt>
                  <dd>{test.sample_ph.toFixed(1)}</dd>
                </div>
              )}
            </dl>
          </div>
          <div className={styles.group}>
            <div className={styles.groupHead}>
              <h3 className={styles.groupTitle}>Sharing your results</h3>
              {!readOnly && <EditLink hash={hash} page={FLOW_STEPS.release} what="sharing your results" />}
            </div>
            <dl className={styles.answers}>
              <div>
                <dt>Share my results with my healthcare provider</dt>
                <dd>{test.provider_release ? 'Yes' : 'No'}</dd>
              </div>
            </dl>
          </div>
        </div>
      </Card>
      {!readOnly && (
        <>
          {refusal && (
            <Banner tone="error" title="Your health history is not submitted yet">
              {refusal.detail}
              {refusal.missing.length > 0 && <MissingList hash={hash} questionnaire={questionnaire} ids={refusal.missing} />}
            </Banner>
          )}
          <Checkbox
            label="I have reviewed my responses: they are complete and accurate."
            checked={confirmed}
            error={confirmError ?? undefined}
            onChange={(event) => {
              setConfirmed(event.target.checked);
              if (event.target.checked) setConfirmError(null);
            }}
          />
          <div className={styles.actions}>
            <Button type="button" onClick={() => void send()} loading={submit.isPending} loadingLabel="Submitting…">
              Submit health history
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
