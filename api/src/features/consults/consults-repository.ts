// Queries on a user's consults and their parts. Every list is scoped by the owner's user id.
import type { Kysely, Selectable } from 'kysely';
import { conflict } from '../../common/http-errors';
import { canTransition, type ConsultStatus, transitionRefusal } from './consult-status';
import type { ConsultPrescriptionsTable, ConsultsTable, Database } from '../../db/schema';

export type ConsultRow = Selectable<ConsultsTable>;
export type PrescriptionRow = Selectable<ConsultPrescriptionsTable>;

export interface ConsultParts {
  selectedTreatments: Map<number, string[]>;
  prescriptions: Map<number, PrescriptionRow[]>;
  threads: Map<number, number>;
}

export async function listConsultsOfUser(db: Kysely<Database>, userId: number): Promise<ConsultRow[]> {
  return db
    .selectFrom('consults')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function loadConsultParts(db: Kysely<Database>, consultIds: number[]): Promise<ConsultParts> {
  const parts: ConsultParts = { selectedTreatments: new Map(), prescriptions: new Map(), threads: new Map() };
  if (consultIds.length === 0) return parts;
  const [selected, prescriptions, threads] = await Promise.all([
    db
      .selectFrom('consult_selected_treatments')
      .select(['consult_id', 'slug'])
      .where('consult_id', 'in', consultIds)
      .orderBy('slug')
      .execute(),
    db.selectFrom('consult_prescriptions').selectAll().where('consult_id', 'in', consultIds).orderBy('id').execute(),
    db.selectFrom('consult_message_threads').select(['id', 'consult_id']).where('consult_id', 'in', consultIds).execute(),
  ]);
  for (const s of selected) parts.selectedTreatments.set(s.consult_id, [...(parts.selectedTreatments.get(s.consult_id) ?? []), s.slug]);
  for (const p of prescriptions) parts.prescriptions.set(p.consult_id, [...(parts.prescriptions.get(p.consult_id) ?? []), p]);
  for (const t of threads) parts.threads.set(t.consult_id, t.id);
  return parts;
}

/**
 * Moves a consult to a new status if the move is legal (409 `{detail}` otherwise). The update is
 * guarded by the status it was read in, so two concurrent moves cannot both win.
 */
export async function moveConsultStatus(
  db: Kysely<Database>,
  consult: Pick<ConsultRow, 'id' | 'status'>,
  to: ConsultStatus,
  now: Date,
): Promise<void> {
  if (!canTransition(consult.status, to)) throw conflict(transitionRefusal(consult.status, to));
  const result = await db
    .updateTable('consults')
    .set({ status: to, updated_at: now.toISOString() })
    .where('id', '=', consult.id)
    .where('status', '=', consult.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict('The consult changed while this request was handled; reload it and try again.');
}
