// The safety copy of SPEC §5 where it applies to her plan: pregnancy always; alcohol when a
// metronidazole product is in it; unprotected sex when it has vaginal treatments (boric acid,
// vaginal probiotics, anything named vaginal). The period note lives with Periods.
import { SAFETY_COPY, type SafetyTopic } from '@flora/shared/domain';
import type { TreatmentPlan } from './api/treatment-plan';
import styles from './treatment.module.css';

export function safetyTopics(plan: TreatmentPlan): SafetyTopic[] {
  const entries = plan.treatment_schedule.flatMap((w) => w.prescriptions);
  const topics: SafetyTopic[] = ['pregnancy'];
  if (entries.some((e) => /metronidazole/i.test(e.name))) topics.push('metronidazole');
  if (entries.some((e) => e.pauses_during_period || /vaginal|boric|suppositor/i.test(e.name))) topics.push('sex');
  return topics;
}

export function SafetyNotes({ plan }: { plan: TreatmentPlan }) {
  return (
    <section className={styles.section} aria-labelledby="safety-heading">
      <h2 id="safety-heading" className={styles.sectionTitle}>
        Safety
      </h2>
      <ul className={styles.plainList}>
        {safetyTopics(plan).map((topic) => (
          <li key={topic}>{SAFETY_COPY[topic]}</li>
        ))}
      </ul>
    </section>
  );
}
