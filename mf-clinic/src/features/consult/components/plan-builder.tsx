// The treatment plan, week by week: how many weeks (2-16; the last is the retest week), and in each
// week which prescribed treatments or routine essentials to take, each optionally as needed. Saving
// creates or replaces the calendar; an API error naming `treatment_schedule` shows beside the weeks.
import { useState, type FormEvent } from 'react';
import { Banner, Button, errorField, errorMessage, QueryView, VisuallyHidden } from '@flora/shared';
import { Checkbox } from '@flora/shared/widgets';
import type { ClinicianConsult } from '../api/clinician-consult';
import { type Prescribable, usePrescribables } from '../api/prescribables';
import { type PlanInput, useSaveTreatmentPlan } from '../api/save-treatment-plan';
import styles from '../consult-page.module.css';

export const PLAN_WEEKS = { min: 2, max: 16, default: 6 } as const;

type Week = Record<string, { asNeeded: boolean }>;

function initialWeeks(view: ClinicianConsult): Record<number, Week> {
  const weeks: Record<number, Week> = {};
  for (const week of view.treatment_plan?.treatment_schedule ?? []) {
    for (const p of week.prescriptions) {
      const at = p.original_week ?? week.week;
      weeks[at] = { ...weeks[at], [p.slug]: { asNeeded: p.as_needed } };
    }
  }
  return weeks;
}

export function PlanBuilder({ view }: { view: ClinicianConsult }) {
  return (
    <QueryView query={usePrescribables()} loadingLabel="Loading the treatments…">
      {(catalogue) => <PlanWeeks view={view} catalogue={catalogue} />}
    </QueryView>
  );
}

function PlanWeeks({ view, catalogue }: { view: ClinicianConsult; catalogue: Prescribable[] }) {
  const save = useSaveTreatmentPlan(view.consult.uid);
  const [lastWeek, setLastWeek] = useState(view.treatment_plan?.last_treatment_week ?? PLAN_WEEKS.default);
  const [weeks, setWeeks] = useState(() => initialWeeks(view));
  const [error, setError] = useState<{ field: boolean; message: string } | null>(null);
  const [saved, setSaved] = useState('');

  const prescribed = new Set(view.consult.prescriptions.map((p) => p.product.slug));
  // What may go on a week: the treatments prescribed on this consult and every routine essential.
  const candidates = catalogue.filter((p) => prescribed.has(p.slug) || p.kind === 'routine-essential');
  const changed = () => setSaved('');

  const toggle = (week: number, slug: string, on: boolean) => {
    changed();
    setWeeks((all) => {
      const next = { ...all[week] };
      if (on) next[slug] = { asNeeded: false };
      else delete next[slug];
      return { ...all, [week]: next };
    });
  };
  const setAsNeeded = (week: number, slug: string, asNeeded: boolean) => {
    changed();
    setWeeks((all) => ({ ...all, [week]: { ...all[week], [slug]: { asNeeded } } }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved('');
    const schedule: PlanInput['treatment_schedule'] = [];
    for (let week = 1; week <= lastWeek; week += 1) {
      const entries = Object.entries(weeks[week] ?? {});
      if (entries.length) schedule.push({ week, prescriptions: entries.map(([slug, { asNeeded }]) => ({ slug, as_needed: asNeeded })) });
    }
    if (!schedule.length) return setError({ field: true, message: 'Put at least one treatment into a week.' });
    try {
      await save.mutateAsync({ last_treatment_week: lastWeek, treatment_schedule: schedule });
      setSaved('Treatment plan saved.');
    } catch (failure) {
      const field = errorField(failure);
      setError({ field: field === 'treatment_schedule' || field === 'last_treatment_week', message: errorMessage(failure) });
    }
  };

  const nameOf = (slug: string) => catalogue.find((p) => p.slug === slug)?.name ?? slug;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Treatment plan">
      {error && !error.field && (
        <Banner tone="error" title="The treatment plan was not saved">
          {error.message}
        </Banner>
      )}
      {prescribed.size === 0 && (
        <p className={styles.muted}>Nothing is prescribed yet: save the prescriptions first to put treatments on the plan. Routine essentials can go on without one.</p>
      )}
      <div className={styles.weekControls}>
        <p className={styles.weekCount} role="status">
          {`${lastWeek} weeks; week ${lastWeek} is the retest week.`}
        </p>
        <Button
          variant="secondary"
          disabled={lastWeek >= PLAN_WEEKS.max}
          onClick={() => {
            changed();
            setLastWeek((n) => Math.min(PLAN_WEEKS.max, n + 1));
          }}
        >
          Add a week
        </Button>
        <Button
          variant="secondary"
          disabled={lastWeek <= PLAN_WEEKS.min}
          onClick={() => {
            changed();
            setLastWeek((n) => Math.max(PLAN_WEEKS.min, n - 1));
          }}
        >
          Remove the last week
        </Button>
      </div>
      <div className={styles.weeks} aria-describedby={error?.field ? 'plan-error' : undefined}>
        {Array.from({ length: lastWeek }, (_, i) => i + 1).map((week) => {
          const chosen = weeks[week] ?? {};
          return (
            <fieldset key={week} className={styles.week}>
              <legend className={styles.legend}>{week === lastWeek ? `Week ${week} (retest week)` : `Week ${week}`}</legend>
              {candidates.length === 0 ? (
                <p className={styles.muted}>Nothing to schedule yet.</p>
              ) : (
                <ul className={styles.choices}>
                  {candidates.map((product) => (
                    <li key={product.slug} className={styles.weekChoice}>
                      <Checkbox
                        label={<>{nameOf(product.slug)}<VisuallyHidden>{` in week ${week}`}</VisuallyHidden></>}
                        checked={product.slug in chosen}
                        onChange={(event) => toggle(week, product.slug, event.target.checked)}
                      />
                      {product.slug in chosen && (
                        <Checkbox
                          className={styles.asNeeded}
                          label={<>As needed<VisuallyHidden>{` (${nameOf(product.slug)}, week ${week})`}</VisuallyHidden></>}
                          checked={chosen[product.slug].asNeeded}
                          onChange={(event) => setAsNeeded(week, product.slug, event.target.checked)}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          );
        })}
      </div>
      {error?.field && (
        <p id="plan-error" role="alert" className={styles.fieldError}>
          {error.message}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={save.isPending} loadingLabel="Saving…">
          Save treatment plan
        </Button>
        <p role="status" className={styles.muted}>
          {saved}
        </p>
      </div>
    </form>
  );
}
