// /tests/:hash/health-history/ and /tests/:hash/health-history/:pageId/ — the Health History Form
// (issue 13, SPEC §2.8): consent first, then each section's educational moment and question pages
// (stepper by section, Back/Next), the sample criteria, the sample, the provider
// release and the review, then submit. Every answer is saved as it is given; the bare path resumes
// on the page she was on (on any device). A submitted history is read-only. Another user's or an
// unknown test shows the not-found page.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Card, Navigate, NotFoundPage, Page, paths, QueryView, useNavigate, useParams } from '@flora/shared';
import { isQuestionShown } from '@flora/shared/domain';
import { SaveStatus } from '@flora/shared/forms';
import { type FoundUserTest, useUserTest } from '../../lib/api/user-test';
import { useHealthHistory } from './api/health-history';
import { ConsentStep } from './components/consent-step';
import { Done } from './components/done';
import { ProviderRelease } from './components/provider-release';
import { QuestionField } from './components/question-field';
import { Review } from './components/review';
import { SampleCriteria } from './components/sample-criteria';
import { SampleTaken } from './components/sample-taken';
import { StepLayout } from './components/step-layout';
import { SymptomsUpsell } from './components/symptoms-upsell';
import {
  answersOf,
  DONE_PAGE,
  fieldValuesOf,
  FLOW_STEPS,
  flowPages,
  pageErrors,
  stepNames,
  toAnswer,
  type FieldValue,
  type FieldValues,
  type HealthHistory,
  type Question,
} from './flow';
import { useHealthHistoryAutosave } from './use-health-history-autosave';
import styles from './health-history-page.module.css';

const TYPED = new Set(['number', 'date', 'text']);

/** Moves focus to a question's field (a radio group's first radio, a checkbox list's first box). */
function focusQuestion(id: string) {
  const element = document.getElementById(`question-${id}`) ?? document.getElementById(`question-${id}-0`);
  const target = element?.matches('input, textarea') ? element : element?.querySelector<HTMLElement>('input, textarea');
  target?.focus();
}

export function HealthHistoryPage() {
  const { hash = '', pageId } = useParams();
  const history = useHealthHistory(hash);
  // Each page of the form is a new mount (a new path): the test's steps change only through this
  // form's own steps, which refresh it.
  const test = useUserTest(hash, { staleTime: 60_000 });
  if (history.data === null || test.data === null) return <NotFoundPage />;
  return (
    <Page title="Health history" description={`Test ${hash}`} width="narrow">
      <QueryView query={history} loadingLabel="Loading your health history…">
        {(found) => (
          <QueryView query={test} loadingLabel="Loading your test…">
            {(steps) => found && steps && <HealthHistoryFlow key={hash} hash={hash} pageId={pageId} history={found} test={steps} />}
          </QueryView>
        )}
      </QueryView>
    </Page>
  );
}

interface FlowProps {
  hash: string;
  pageId: string | undefined;
  history: HealthHistory;
  test: FoundUserTest;
}

function HealthHistoryFlow({ hash, pageId, history, test }: FlowProps) {
  const navigate = useNavigate();
  const questionnaire = history.questionnaire;
  const [values, setValues] = useState<FieldValues>(() => fieldValuesOf(questionnaire, history.answers));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<FieldValues>(values);
  const onFieldError = useCallback((id: string, message: string) => setErrors((e) => ({ ...e, [id]: message })), []);
  const autosave = useHealthHistoryAutosave(hash, history.last_page ?? undefined, onFieldError);
  const [moving, setMoving] = useState(false);

  const answers = useMemo(() => answersOf(questionnaire, values), [questionnaire, values]);
  const pages = useMemo(() => flowPages(questionnaire, answers), [questionnaire, answers]);
  const index = pages.findIndex((p) => p.id === pageId);
  const page = index >= 0 ? pages[index] : undefined;
  const submitted = !!history.submitted_at;

  // Resume: the page she is on is saved as she arrives there (Next saves it along with her answers;
  // the autosave skips a page it already sent, so this runs once per page she arrives on).
  const { saveNow } = autosave;
  const visiting = page?.id;
  useEffect(() => {
    if (!submitted && test.consented_at && visiting) void saveNow({}, visiting);
  }, [submitted, test.consented_at, visiting, saveNow]);

  if (submitted) {
    if (pageId === DONE_PAGE) return <Done hash={hash} treatments={history.ungated_rx_treatments} />;
    return (
      <div className={styles.flow}>
        <h2 className={styles.heading}>Your answers</h2>
        <Review hash={hash} questionnaire={questionnaire} answers={history.answers} test={test} readOnly />
      </div>
    );
  }
  if (!test.consented_at) {
    return <ConsentStep hash={hash} onConsented={() => navigate(paths.healthHistory(hash, pageId ?? pages[0]!.id), { replace: true })} />;
  }
  if (pageId === undefined) {
    const resume = pages.find((p) => p.id === history.last_page)?.id ?? pages[0]!.id;
    return <Navigate to={paths.healthHistory(hash, resume)} replace />;
  }
  if (!page) return <NotFoundPage />;

  const go = (to: string) => navigate(paths.healthHistory(hash, to));
  const nextId = pages[index + 1]?.id;
  const backTo = index > 0 ? paths.healthHistory(hash, pages[index - 1]!.id) : undefined;

  function change(question: Question, value: FieldValue) {
    setValues((v) => ({ ...v, [question.id]: value }));
    setErrors(({ [question.id]: _cleared, ...rest }) => rest);
    if (!TYPED.has(question.type)) {
      const result = toAnswer(question, value);
      if ('answer' in result) {
        setSaved((s) => ({ ...s, [question.id]: value }));
        autosave.saveSoon({ [question.id]: result.answer });
      }
    }
  }

  /** A typed answer is saved when she leaves its field (once it is valid). */
  function commit(question: Question) {
    const value = values[question.id];
    if (value === saved[question.id] || (value === undefined && saved[question.id] === undefined)) return;
    const result = toAnswer(question, value);
    if ('error' in result) return onFieldError(question.id, result.error);
    setSaved((s) => ({ ...s, [question.id]: value! }));
    autosave.saveSoon({ [question.id]: result.answer });
  }

  async function next() {
    if (!page || !nextId) return;
    const typed: Record<string, ReturnType<typeof toAnswer>> = {};
    if (page.kind === 'questions') {
      const found = pageErrors(page.page, values, answers);
      if (Object.keys(found).length) {
        setErrors((e) => ({ ...e, ...found }));
        focusQuestion(Object.keys(found)[0]!);
        return;
      }
      for (const q of page.page.questions) if (TYPED.has(q.type) && values[q.id] !== saved[q.id]) typed[q.id] = toAnswer(q, values[q.id]);
    }
    const pending = Object.fromEntries(Object.entries(typed).flatMap(([id, r]) => ('answer' in r ? [[id, r.answer]] : [])));
    setMoving(true);
    const ok = await saveNow(pending, nextId);
    setMoving(false);
    if (ok) {
      setSaved((s) => ({ ...s, ...Object.fromEntries(Object.keys(pending).map((id) => [id, values[id]!])) }));
      go(nextId);
    }
  }

  const layout = {
    steps: stepNames(questionnaire),
    step: page.section + 1,
    backTo,
    status: <SaveStatus state={autosave.state} onRetry={() => void autosave.retry()} />,
  };
  const nextButton = { onClick: () => void next(), busy: moving };

  switch (page.kind) {
    case 'education':
      return (
        <StepLayout {...layout} title={page.education.title} next={{ ...nextButton, label: 'Continue' }}>
          <Card>
            <div className={styles.education}>
              {page.education.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          </Card>
        </StepLayout>
      );
    case 'questions': {
      const shown = page.page.questions.filter((q) => isQuestionShown(q, answers));
      return (
        <StepLayout {...layout} title={page.page.title} next={nextButton}>
          {shown.map((q) => (
            <div key={q.id} className={q.show_when ? styles.followUp : undefined}>
              <QuestionField
                question={q}
                value={values[q.id]}
                error={errors[q.id]}
                onChange={(value) => change(q, value)}
                onCommit={() => commit(q)}
              />
            </div>
          ))}
          {page.page.questions.some((q) => q.id === 'symptoms') && <SymptomsUpsell treatments={history.ungated_rx_treatments} />}
        </StepLayout>
      );
    }
    case 'sample-criteria':
      return (
        <StepLayout {...layout} title="When to take your sample" next={{ ...nextButton, label: "I'm ready to take my sample" }}>
          <SampleCriteria answers={answers} />
        </StepLayout>
      );
    case 'sample-taken':
      return (
        <StepLayout {...layout} title="Your sample" next={test.status === 'activated' ? undefined : nextButton}>
          <SampleTaken hash={hash} test={test} onRecorded={() => go(FLOW_STEPS.release)} />
        </StepLayout>
      );
    case 'provider-release':
      return (
        <StepLayout {...layout} title="Sharing your results">
          <ProviderRelease hash={hash} test={test} onSaved={() => go(FLOW_STEPS.review)} />
        </StepLayout>
      );
    case 'review':
      return (
        <StepLayout {...layout} title="Review your answers">
          <Review
            hash={hash}
            questionnaire={questionnaire}
            answers={answers}
            test={test}
            readOnly={false}
            beforeSubmit={() => autosave.retry()}
            onSubmitted={() => go(DONE_PAGE)}
          />
        </StepLayout>
      );
  }
}
